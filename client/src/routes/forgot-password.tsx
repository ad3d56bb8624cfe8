import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthCard, AuthLayout } from '../components/auth/auth-layout';
import { ForgotPasswordPanel } from '../components/auth/forgot-password-panel';
import { BackLink } from '../components/back-link';
import { buttonClass } from '../components/button-styles';
import { withApi } from '../components/with-api';
import { DELAYS } from '../lib/auth-copy';
import { textSearch } from '../lib/search-params';
import { useDocumentTitle } from '../lib/use-document-title';
import { useLater } from '../lib/use-later';

export const Route = createFileRoute('/forgot-password')({
  validateSearch: textSearch(['token']),
  component: withApi(ForgotPasswordPage),
});

/** Spec 01 §2.7: request a reset link, or with ?token= set the new password. */
function ForgotPasswordPage() {
  useDocumentTitle('Reset your password – JobPadi');
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const later = useLater();
  const toLogin = () => void navigate({ to: '/login' });
  return (
    <AuthLayout>
      <AuthCard>
        <ForgotPasswordPanel
          token={token ?? null}
          onBackToLogin={toLogin}
          onResetDone={() => later(toLogin, DELAYS.afterReset)}
        />
        <BackLink to="/login" className={buttonClass({ variant: 'ghost', className: 'mt-4 w-full' })}>
          Back to Login
        </BackLink>
      </AuthCard>
    </AuthLayout>
  );
}
