import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { buttonClass } from '../button-styles';
import { VerifyCodeForm } from './verify-code-form';

/**
 * 'Verify Your Email' (spec 01 §2.8): takes the 6-digit code or the link's token, can resend,
 * and says where a missing e-mail usually is.
 */
export function VerifyEmailDialog({
  email,
  open,
  onOpenChange,
  onVerified,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onVerified: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900">
          <Dialog.Title className="pr-8 text-xl font-bold text-slate-900 dark:text-white">
            Verify Your Email
          </Dialog.Title>
          <Dialog.Description className="mt-2 mb-5 text-sm text-slate-600 dark:text-slate-400">
            We sent a verification email to{' '}
            <strong className="text-slate-900 dark:text-white">{email}</strong>. Enter the 6-digit code from
            it, or paste the verification token from its link.
          </Dialog.Description>
          <VerifyCodeForm email={email} onVerified={onVerified} />
          <VerificationHints email={email} />
          <Dialog.Close
            aria-label="Close"
            className={buttonClass({ variant: 'ghost', size: 'icon', className: 'absolute top-4 right-4' })}
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function VerificationHints({ email }: { email: string }) {
  return (
    <div className="mt-5 rounded-lg bg-slate-50 p-4 text-left text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
      <p className="font-medium text-slate-800 dark:text-slate-100">Didn&rsquo;t get the email?</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Check your spam or junk folder.</li>
        <li>Make sure {email} is the correct address.</li>
        <li>Try resending the verification email.</li>
      </ul>
    </div>
  );
}
