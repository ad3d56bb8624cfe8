import { useState } from 'react';
import { AUTH_COPY } from '../../lib/auth-copy';
import type { Notice } from '../../lib/login-params';
import { useLater } from '../../lib/use-later';
import { LazyVerifyEmailDialog } from './lazy-verify-email-dialog';

/**
 * After a sign-up (spec 01 §2.6, §9): the 'registered' notice and the 'Verify Your Email' dialog;
 * once the address is verified by code, the 'now sign in' notice and `afterVerified` after `delay`.
 */
export function useSignUpVerification(
  setNotice: (notice: Notice) => void,
  afterVerified: () => void,
  delay: number,
) {
  const later = useLater();
  const [dialogEmail, setDialogEmail] = useState<string | null>(null);
  return {
    dialogEmail,
    closeDialog: () => setDialogEmail(null),
    onRegistered: (email: string) => {
      setNotice({ tone: 'success', text: AUTH_COPY.registered });
      setDialogEmail(email);
    },
    onVerified: () => {
      setDialogEmail(null);
      setNotice({ tone: 'success', text: AUTH_COPY.emailVerifiedSignIn });
      later(afterVerified, delay);
    },
  };
}

/** The dialog of `useSignUpVerification`, open while a new address waits to be verified. */
export function SignUpVerifyDialog({ signUp }: { signUp: ReturnType<typeof useSignUpVerification> }) {
  if (!signUp.dialogEmail) return null;
  return (
    <LazyVerifyEmailDialog
      email={signUp.dialogEmail}
      open
      onOpenChange={(open) => !open && signUp.closeDialog()}
      onVerified={signUp.onVerified}
    />
  );
}
