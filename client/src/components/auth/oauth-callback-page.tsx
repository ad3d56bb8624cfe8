import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { errorMessage, FALLBACKS } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import { DELAYS } from '../../lib/auth-copy';
import { CALLBACK_NETWORK_ERROR, planCallback } from '../../lib/oauth-callback';
import {
  DEFAULT_AFTER_LOGIN,
  safeReturnPath,
  safeSessionStorage,
  takeReturnPath,
} from '../../lib/return-path';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLater } from '../../lib/use-later';
import { useOnce } from '../../lib/use-once';
import { buttonClass } from '../button-styles';
import { HomePageLink } from './auth-links';
import { ResultScreen } from './result-screen';

type Outcome = { kind: 'pending' } | { kind: 'success' } | { kind: 'failure'; message: string };

/** Spec 01 §2.10: Google sends the browser back here; the code is exchanged for a session. */
export function OAuthCallbackPage() {
  useDocumentTitle('Signing in – JobPadi');
  const search = useSearch({ from: '/auth/callback' });
  const [plan] = useState(() => planCallback(search));
  const trpc = useTRPC();
  const exchange = useMutation(trpc.auth.oauthCallback.mutationOptions());
  const auth = useAuth();
  const navigate = useNavigate();
  const later = useLater();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    plan.kind === 'fail' ? { kind: 'failure', message: plan.message } : { kind: 'pending' },
  );

  useOnce(
    useCallback(() => {
      if (plan.kind !== 'exchange') return;
      const { provider, code, state } = plan;
      exchange.mutateAsync({ provider, code, state }).then(
        (result) => {
          auth.login(result);
          setOutcome({ kind: 'success' });
          // The server kept the returnTo given at the start; this tab's own memory is the fallback.
          const stored = takeReturnPath(safeSessionStorage());
          const next = safeReturnPath(result.returnTo) ?? stored ?? DEFAULT_AFTER_LOGIN;
          later(() => void navigate({ href: next, replace: true }), DELAYS.afterCallback);
        },
        (e: unknown) =>
          setOutcome({
            kind: 'failure',
            message: errorMessage(e, FALLBACKS.callback, CALLBACK_NETWORK_ERROR),
          }),
      );
    }, [plan, exchange.mutateAsync, auth.login, later, navigate]),
  );

  if (outcome.kind === 'pending') return <ResultScreen state="pending" title="Completing sign-in..." />;
  if (outcome.kind === 'success')
    return (
      <ResultScreen state="success" title="Authentication successful!">
        Redirecting...
      </ResultScreen>
    );
  return (
    <ResultScreen
      state="error"
      title="Sign-in Failed"
      actions={
        <>
          <Link to="/login" className={buttonClass({ size: 'lg' })}>
            Try Again
          </Link>
          <HomePageLink />
        </>
      }
    >
      {outcome.message}
    </ResultScreen>
  );
}
