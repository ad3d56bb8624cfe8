import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage, FALLBACKS } from '../../lib/api-error';
import { useTRPC } from '../../lib/trpc';
import { useOnce } from '../../lib/use-once';
import { HomeAndLogin } from './auth-links';
import { ResendVerification } from './resend-verification';
import { StatusPanel } from './status-panel';

/** What the link proved: verified now, or verified already (the code or a sign-in came first). */
export interface LinkOutcome {
  message: string;
  alreadyVerified: boolean;
}

/** Verifies the link's token as soon as the page opens; on failure offers a new e-mail. */
export function LinkVerification({
  token,
  email,
  onVerified,
}: {
  token: string;
  email: string | null;
  onVerified: (outcome: LinkOutcome) => void;
}) {
  const trpc = useTRPC();
  const verifyEmail = useMutation(trpc.auth.verifyEmail.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);

  useOnce(
    useCallback(() => {
      verifyEmail.mutateAsync({ token }).then(
        (result) => onVerified({ message: result.message, alreadyVerified: result.alreadyVerified === true }),
        (e: unknown) => setFailure(errorMessage(e, FALLBACKS.emailVerification)),
      );
    }, [verifyEmail.mutateAsync, token, onVerified]),
  );

  if (!failure) return <StatusPanel state="pending" title="Verifying your email..." />;
  return (
    <StatusPanel
      state="error"
      title="Verification Failed"
      actions={
        <>
          <ResendVerification email={email} />
          <HomeAndLogin />
        </>
      }
    >
      {failure}
    </StatusPanel>
  );
}
