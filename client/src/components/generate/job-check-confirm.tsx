import type { JobCheckResult } from '@app/shared/job-check/dto';
import { ShieldX } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { confirmationReasons } from '../../lib/job-check-view';
import { buttonClass } from '../button-styles';

/**
 * A high-risk advert: before anything is written the person sees why, and chooses. "Go back"
 * is the default (focused first) and leads to the check; "Write anyway" goes on as asked.
 */
export function JobCheckConfirm({
  result,
  onWrite,
  onBack,
}: {
  result: JobCheckResult | null;
  onWrite: () => void;
  onBack: () => void;
}) {
  // Write anyway closes the dialog too: that close is not a Go back.
  const writing = useRef(false);
  const open = result !== null;
  useEffect(() => {
    if (open) writing.current = false;
  }, [open]);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !writing.current) onBack();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <AlertDialog.Content
          // Go back moves the focus to the check itself, not to the Generate button.
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-start gap-3">
            <ShieldX className="mt-0.5 size-6 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
            <div>
              <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
                This advert looks like a scam
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                Our job check found strong warning signs. Real employers never ask you to pay or for your bank
                details. Do you still want us to write for it?
              </AlertDialog.Description>
            </div>
          </div>
          {result ? (
            <ul
              aria-label="Why"
              className="mt-4 grid list-disc gap-1.5 pl-9 text-sm text-slate-800 dark:text-slate-200"
            >
              {confirmationReasons(result).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Action
              onClick={() => {
                writing.current = true;
                onWrite();
              }}
              className={buttonClass({ variant: 'secondary' })}
            >
              Write anyway
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonClass()}>Go back</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
