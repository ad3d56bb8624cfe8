import { ZOtp } from '@app/shared/auth/schemas';
import type { AuthSuccess } from '@app/shared/auth/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FALLBACKS } from '../../../lib/api-error';
import { useTRPC } from '../../../lib/trpc';
import { buttonClass } from '../../button-styles';
import { FormAlert } from '../../form/form-alert';
import { SubmitButton } from '../../form/submit-button';
import { TextField } from '../../form/text-field';
import { useFormError } from '../../form/use-form-error';
import { EmailRequestForm, useEmailRequest } from '../email-request-form';

const ZOtpForm = z.object({ otp: ZOtp });

/** Sign-in by a 6-digit code: the e-mail form, then the code form with 'Back' (spec 01 §4). */
export function OtpLoginForm({
  disabled,
  onSignedIn,
}: {
  disabled: boolean;
  onSignedIn: (r: AuthSuccess) => void;
}) {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  return sent ? (
    <OtpCodeStep
      email={sent.email}
      info={sent.message}
      disabled={disabled}
      onSignedIn={onSignedIn}
      onBack={() => setSent(null)}
    />
  ) : (
    <OtpEmailStep onSent={(email, message) => setSent({ email, message })} />
  );
}

function OtpEmailStep({ onSent }: { onSent: (email: string, message: string) => void }) {
  const trpc = useTRPC();
  const sendOtp = useMutation(trpc.auth.sendOtp.mutationOptions());
  const request = useEmailRequest(FALLBACKS.sendOtp, async (email) => {
    const result = await sendOtp.mutateAsync({ email });
    onSent(email, result.message);
  });
  return (
    <EmailRequestForm
      request={request}
      intro="We’ll e-mail you a 6-digit code to sign in without a password."
      submitLabel="Send Code"
    />
  );
}

function OtpCodeStep(props: {
  email: string;
  info: string;
  disabled: boolean;
  onSignedIn: (r: AuthSuccess) => void;
  onBack: () => void;
}) {
  const trpc = useTRPC();
  const verifyOtp = useMutation(trpc.auth.verifyOtp.mutationOptions());
  const { error, attempt } = useFormError(FALLBACKS.verifyOtp);
  const form = useForm({ resolver: zodResolver(ZOtpForm), defaultValues: { otp: '' } });

  const onSubmit = form.handleSubmit(({ otp }) =>
    attempt(async () => props.onSignedIn(await verifyOtp.mutateAsync({ email: props.email, otp }))),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {error ? <FormAlert tone="error">{error}</FormAlert> : <FormAlert tone="info">{props.info}</FormAlert>}
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        hint={`Sent to ${props.email}`}
        error={form.formState.errors.otp?.message}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
        {...form.register('otp')}
      />
      <SubmitButton pending={form.formState.isSubmitting || props.disabled}>
        Verify &amp; Sign In
      </SubmitButton>
      <button
        type="button"
        onClick={props.onBack}
        className={buttonClass({ variant: 'ghost', className: 'w-full' })}
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </button>
    </form>
  );
}
