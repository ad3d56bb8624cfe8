import { ZEmailInput } from '@app/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../button-styles';
import { NoticeAlert } from '../form/notice-alert';
import { TextField } from '../form/text-field';
import { useVerification } from './use-verification';

/** 'Resend Verification Email' needs an address: a button when it is known, else a one-field form. */
export function ResendVerification({ email }: { email: string | null }) {
  const [address, setAddress] = useState(email);
  const { resend, notice, resending } = useVerification(address);
  const form = useForm({ resolver: zodResolver(ZEmailInput), defaultValues: { email: '' } });

  if (!address)
    return (
      <form
        noValidate
        className="grid gap-3 text-left"
        onSubmit={form.handleSubmit(({ email: typed }) => setAddress(typed))}
      >
        <TextField
          label="Your email address"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <button type="submit" className={buttonClass({ size: 'lg' })}>
          Continue
        </button>
      </form>
    );

  return (
    <div className="grid gap-3">
      <NoticeAlert notice={notice} />
      <button type="button" onClick={resend} disabled={resending} className={buttonClass({ size: 'lg' })}>
        Resend Verification Email
      </button>
    </div>
  );
}
