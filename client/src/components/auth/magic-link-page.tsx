import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { errorMessage, FALLBACKS } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import { AUTH_COPY, DELAYS } from '../../lib/auth-copy';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLater } from '../../lib/use-later';
import { useOnce } from '../../lib/use-once';
import { buttonClass } from '../button-styles';
import { HomeAndLogin, HomePageLink } from './auth-links';
import { ResultScreen } from './result-screen';

type Outcome =
  | { kind: 'processing' }
  | { kind: 'success'; email: string }
  | { kind: 'failure'; message: string };

/** Spec 01 §2.9: signs in with the e-mailed link's token. */
export function MagicLinkPage() {
  useDocumentTitle('Signing in – JobPadi');
  const { token } = useSearch({ from: '/magic-link' });
  const trpc = useTRPC();
  const verify = useMutation(trpc.auth.verifyMagicLink.mutationOptions());
  const auth = useAuth();
  const navigate = useNavigate();
  const later = useLater();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { kind: 'processing' } : { kind: 'failure', message: AUTH_COPY.missingMagicToken },
  );

  useOnce(
    useCallback(() => {
      if (!token) return;
      verify.mutateAsync({ token }).then(
        (result) => {
          auth.login(result);
          setOutcome({ kind: 'success', email: result.user.email });
          later(() => void navigate({ to: '/dashboard' }), DELAYS.afterMagicLink);
        },
        (e: unknown) => {
          const message = errorMessage(e, FALLBACKS.magicLink);
          setOutcome({ kind: 'failure', message });
          if (/expired/i.test(message))
            later(
              () => void navigate({ to: '/login', search: { message: AUTH_COPY.magicLinkExpiredMessage } }),
              DELAYS.expiredMagicLink,
            );
        },
      );
    }, [token, verify.mutateAsync, auth.login, later, navigate]),
  );

  if (outcome.kind === 'processing')
    return (
      <ResultScreen state="pending" title="Signing you in...">
        Checking your magic link.
      </ResultScreen>
    );
  if (outcome.kind === 'success')
    return (
      <ResultScreen
        state="success"
        title="You're signed in!"
        actions={
          <>
            <Link to="/dashboard" className={buttonClass({ size: 'lg' })}>
              Go to Dashboard
            </Link>
            <HomePageLink />
          </>
        }
      >
        Your email {outcome.email} is verified. Taking you to your dashboard...
      </ResultScreen>
    );
  return (
    <ResultScreen
      state="error"
      title={/expired/i.test(outcome.message) ? 'Magic Link Expired' : 'Magic Link Invalid'}
      actions={
        <>
          <Link to="/login" search={{ tab: 'magic-link' }} className={buttonClass({ size: 'lg' })}>
            Request New Magic Link
          </Link>
          <HomeAndLogin />
        </>
      }
    >
      {outcome.message}
    </ResultScreen>
  );
}
