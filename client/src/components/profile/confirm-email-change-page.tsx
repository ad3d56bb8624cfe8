import { PROFILE_MESSAGES } from '@app/shared/profile/messages';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOnce } from '../../lib/use-once';
import { AuthCard, AuthLayout } from '../auth/auth-layout';
import { HomePageLink } from '../auth/auth-links';
import { StatusPanel } from '../auth/status-panel';
import { buttonClass } from '../button-styles';

type Outcome = { kind: 'changed'; message: string; email: string } | { kind: 'failed'; message: string };

/**
 * /confirm-email-change?token=…, the link e-mailed to a new address. It works signed out (the
 * link is the proof); a signed-in session of the account then shows the new address at once.
 */
export function ConfirmEmailChangePage() {
  useDocumentTitle('Confirm your new e-mail – JobPadi');
  const { token } = useSearch({ from: '/confirm-email-change' });
  const auth = useAuth();
  const trpc = useTRPC();
  const confirm = useMutation(trpc.profile.confirmEmailChange.mutationOptions());
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { kind: 'failed', message: PROFILE_MESSAGES.emailChangeInvalid },
  );
  const signedIn = auth.status === 'authenticated';

  useOnce(
    useCallback(() => {
      if (!token) return;
      confirm.mutateAsync({ token }).then(
        (result) => {
          setOutcome({ kind: 'changed', message: result.message, email: result.email });
          if (auth.session().status === 'authenticated') void auth.refresh();
        },
        (error: unknown) =>
          setOutcome({ kind: 'failed', message: errorMessage(error, PROFILE_MESSAGES.emailChangeInvalid) }),
      );
    }, [confirm.mutateAsync, token, auth]),
  );

  return (
    <AuthLayout>
      <AuthCard>
        {!outcome ? (
          <StatusPanel state="pending" title="Confirming your new e-mail address..." />
        ) : outcome.kind === 'changed' ? (
          <StatusPanel
            state="success"
            title="E-mail Address Changed"
            actions={<NextSteps signedIn={signedIn} />}
          >
            {outcome.message} You now sign in with{' '}
            <strong className="break-all text-slate-900 dark:text-white">{outcome.email}</strong>.
          </StatusPanel>
        ) : (
          <StatusPanel state="error" title="Confirmation Failed" actions={<NextSteps signedIn={signedIn} />}>
            {outcome.message}
          </StatusPanel>
        )}
      </AuthCard>
    </AuthLayout>
  );
}

function NextSteps({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      {signedIn ? (
        <Link to="/profile" className={buttonClass({ size: 'lg' })}>
          Go to your profile
        </Link>
      ) : (
        <Link to="/login" className={buttonClass({ size: 'lg' })}>
          Sign in
        </Link>
      )}
      <HomePageLink variant="ghost" />
    </>
  );
}
