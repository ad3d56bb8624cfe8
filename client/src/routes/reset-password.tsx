import { skipToken, useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard, AuthHeading, AuthLayout } from '../components/auth/auth-layout';
import { ResetPasswordForm } from '../components/auth/reset-password-form';
import { StatusPanel } from '../components/auth/status-panel';
import { buttonClass } from '../components/button-styles';
import { FormAlert } from '../components/form/form-alert';
import { withApi } from '../components/with-api';
import { errorMessage, FALLBACKS } from '../lib/api-error';
import { AUTH_COPY, DELAYS } from '../lib/auth-copy';
import { textSearch } from '../lib/search-params';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import { useLater } from '../lib/use-later';

export const Route = createFileRoute('/reset-password')({
  validateSearch: textSearch(['token']),
  component: withApi(ResetPasswordPage),
});

/** Spec 01 §2.7: validate the token on load, then the new-password form or 'Invalid Reset Token'. */
function ResetPasswordPage() {
  useDocumentTitle('Reset your password – JobPadi');
  const { token } = Route.useSearch();
  const trpc = useTRPC();
  // Always asked afresh: a token that was valid a minute ago may have been used since.
  const check = useQuery(
    trpc.auth.validateResetToken.queryOptions(token ? { token } : skipToken, { staleTime: 0, gcTime: 0 }),
  );
  return (
    <AuthLayout>
      <AuthCard>
        {!token ? (
          <InvalidToken message={AUTH_COPY.missingResetToken} />
        ) : check.isPending ? (
          <StatusPanel state="pending" title="Validating reset token..." />
        ) : check.isError ? (
          <InvalidToken message={errorMessage(check.error, FALLBACKS.invalidResetToken)} />
        ) : !check.data.valid ? (
          <InvalidToken message={FALLBACKS.invalidResetToken} />
        ) : (
          <NewPassword token={token} />
        )}
      </AuthCard>
    </AuthLayout>
  );
}

function NewPassword({ token }: { token: string }) {
  const navigate = useNavigate();
  const later = useLater();
  const [done, setDone] = useState(false);
  const onReset = () => {
    setDone(true);
    later(
      () => void navigate({ to: '/login', search: { message: AUTH_COPY.passwordResetLoginMessage } }),
      DELAYS.afterReset,
    );
  };
  return (
    <>
      <AuthHeading title="Reset your password" subtitle="Choose a strong password you don't use elsewhere." />
      {done ? (
        <FormAlert tone="success" className="mb-4">
          {AUTH_COPY.passwordResetRedirecting}
        </FormAlert>
      ) : null}
      <ResetPasswordForm token={token} onReset={onReset} />
    </>
  );
}

function InvalidToken({ message }: { message: string }) {
  return (
    <StatusPanel
      state="error"
      title="Invalid Reset Token"
      actions={
        <>
          <Link to="/forgot-password" className={buttonClass({ size: 'lg' })}>
            Request New Reset Link
          </Link>
          <Link to="/login" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            Back to Login
          </Link>
        </>
      }
    >
      {message}
    </StatusPanel>
  );
}
