import { ArrowRight, LoaderCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useMemo } from 'react';
import { type AccountChange, describeChange, lineText } from '../../../lib/admin/account-changes';
import { buttonClass } from '../../button-styles';
import { mutationOf, type UserActions } from './use-user-actions';

const DANGER = 'bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:text-white dark:hover:bg-red-500';
const CONTENT =
  'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900';

/**
 * Asks before a change to an account is made (issue 29): the title names the person, the lines
 * say what goes from what to what (plan, expiry, credits, status, role), and nothing happens until
 * the administrator confirms. Focus starts on Cancel; Escape or Cancel leaves everything as it
 * was, and focus goes back to the control that asked.
 */
export function ConfirmChangeDialog({
  change,
  actions,
  onClose,
}: {
  change: AccountChange | null;
  actions: UserActions;
  onClose: () => void;
}) {
  // Worked out once as it opens: the new expiry counts from the moment asked and does not tick.
  const summary = useMemo(() => (change ? describeChange(change, new Date()) : null), [change]);
  const mutation = change ? mutationOf(actions, change.kind) : null;
  const busy = !!mutation?.isPending;

  return (
    <AlertDialog.Root open={summary !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50" />
        {summary && change ? (
          <AlertDialog.Content className={CONTENT} data-testid="confirm-change">
            <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
              {summary.title}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {summary.description}
            </AlertDialog.Description>
            <ul className="mt-4 grid gap-2 text-sm" aria-label="What changes">
              {summary.lines.map((line) => (
                <li
                  key={line.label}
                  className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
                  data-testid="change-line"
                >
                  {/* Read as one sentence; shown as label, then from → to. */}
                  <span className="sr-only">{lineText(line)}</span>
                  <span aria-hidden="true" className="block">
                    <span className="block text-xs font-semibold text-slate-500 dark:text-slate-400">
                      {line.label}
                    </span>
                    <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-slate-900 dark:text-white">
                      <span>{line.from}</span>
                      <ArrowRight className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
                      <span className="font-semibold">{line.to}</span>
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            {summary.reason ? (
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
                <span className="font-semibold">Reason: </span>
                {summary.reason}
              </p>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClass({ variant: 'secondary' })} disabled={busy}>
                Cancel
              </AlertDialog.Cancel>
              <button
                type="button"
                disabled={busy}
                onClick={() => actions.run(change, onClose)}
                className={buttonClass(summary.danger ? { className: DANGER } : {})}
              >
                {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
                {busy ? 'Saving…' : summary.confirmLabel}
              </button>
            </div>
          </AlertDialog.Content>
        ) : null}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
