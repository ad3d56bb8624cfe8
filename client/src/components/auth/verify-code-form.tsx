import { ZVerifyEmailInput } from '@app/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../button-styles';
import { NoticeAlert } from '../form/notice-alert';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useVerification } from './use-verification';

/** Verify by the 6-digit code (or the link's token), with a resend button for the same address. */
export function VerifyCodeForm({ email, onVerified }: { email: string; onVerified: () => void }) {
  const form = useForm({ resolver: zodResolver(ZVerifyEmailInput), defaultValues: { token: '' } });
  const { verify, resend, notice, resending } = useVerification(email);

  const onSubmit = form.handleSubmit(async ({ token }) => {
    if (await verify(token)) onVerified();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <NoticeAlert notice={notice} />
      <TextField
        label="Verification code or token"
        autoComplete="one-time-code"
        error={form.formState.errors.token?.message}
        {...form.register('token')}
      />
      <SubmitButton pending={form.formState.isSubmitting}>Verify Email</SubmitButton>
      <button
        type="button"
        onClick={resend}
        disabled={resending}
        className={buttonClass({ variant: 'secondary', size: 'lg', className: 'w-full' })}
      >
        Resend Verification Email
      </button>
    </form>
  );
}
