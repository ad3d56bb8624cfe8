import { useState } from 'react';
import { buttonClass } from '../../button-styles';
import { NoticeAlert } from '../../form/notice-alert';
import { LazyVerifyEmailDialog } from '../lazy-verify-email-dialog';
import { StatusPanel } from '../status-panel';
import { useVerification } from '../use-verification';

/**
 * Shown when a password login answers requiresVerification: the server sent a fresh e-mail and
 * created no session, so after verifying the person signs in again.
 */
export function VerificationRequired({
  email,
  message,
  onBack,
  onVerified,
}: {
  email: string;
  message: string;
  onBack: () => void;
  onVerified: () => void;
}) {
  const { resend, notice, resending } = useVerification(email);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <div className="grid gap-5">
      <StatusPanel state="info" title="Email Verification Required">
        <p>{message}</p>
        <p className="mt-2">
          Open the email we sent to <strong className="text-slate-900 dark:text-white">{email}</strong> and
          click its link, or enter the code it contains.
        </p>
      </StatusPanel>
      <NoticeAlert notice={notice} />
      <div className="grid gap-3">
        <button type="button" onClick={() => setDialogOpen(true)} className={buttonClass({ size: 'lg' })}>
          Enter Verification Code
        </button>
        <button
          type="button"
          onClick={resend}
          disabled={resending}
          className={buttonClass({ variant: 'secondary', size: 'lg' })}
        >
          Resend Verification Email
        </button>
        <button type="button" onClick={onBack} className={buttonClass({ variant: 'ghost', size: 'lg' })}>
          Back to Login
        </button>
      </div>
      <LazyVerifyEmailDialog
        email={email}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onVerified={() => {
          setDialogOpen(false);
          onVerified();
        }}
      />
    </div>
  );
}
