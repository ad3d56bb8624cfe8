import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FALLBACKS } from '../../lib/api-error';
import { useTRPC } from '../../lib/trpc';
import { buttonClass } from '../button-styles';
import { AuthHeading } from './auth-layout';
import { EmailRequestForm, useEmailRequest } from './email-request-form';
import { ResetPasswordForm } from './reset-password-form';
import { StatusPanel } from './status-panel';

/**
 * The forgot-password mode (spec 01 §2.7, §4): e-mail form then 'Check Your Email'; with a token,
 * the reset form then 'Password Reset Complete'.
 */
export function ForgotPasswordPanel({
  token,
  onBackToLogin,
  onResetDone,
}: {
  token: string | null;
  onBackToLogin: () => void;
  onResetDone?: () => void;
}) {
  const [done, setDone] = useState<string | null>(null);
  if (token && done)
    return (
      <StatusPanel
        state="success"
        title="Password Reset Complete"
        actions={
          <button type="button" onClick={onBackToLogin} className={buttonClass({ size: 'lg' })}>
            Back to Sign In
          </button>
        }
      >
        {done}
      </StatusPanel>
    );
  if (token)
    return (
      <>
        <AuthHeading
          title="Set a new password"
          subtitle="Choose a strong password you don't use elsewhere."
        />
        <ResetPasswordForm
          token={token}
          onReset={(message) => {
            setDone(message);
            onResetDone?.();
          }}
        />
      </>
    );
  return <ForgotRequest />;
}

function ForgotRequest() {
  const trpc = useTRPC();
  const forgot = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const request = useEmailRequest(FALLBACKS.forgotPassword, async (email) => {
    const result = await forgot.mutateAsync({ email });
    setSent({ email, message: result.message });
  });

  if (sent)
    return (
      <StatusPanel
        state="info"
        title="Check Your Email"
        actions={
          <button
            type="button"
            onClick={() => setSent(null)}
            className={buttonClass({ variant: 'secondary', size: 'lg' })}
          >
            Send Another Email
          </button>
        }
      >
        <p>{sent.message}</p>
        <p className="mt-2">The link was sent to {sent.email} and works for 1 hour.</p>
      </StatusPanel>
    );

  return (
    <>
      <AuthHeading
        title="Forgot your password?"
        subtitle="Enter your email and we'll send you a reset link."
      />
      <EmailRequestForm request={request} submitLabel="Send Reset Link" />
    </>
  );
}
