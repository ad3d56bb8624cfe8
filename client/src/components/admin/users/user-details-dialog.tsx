import { ADMIN_USER_MESSAGES } from '@app/shared/admin/users';
import { isAdmin } from '@app/shared/auth/user';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, RotateCcw, ShieldCheck, ShieldOff, Trash2, UserCheck, UserX, X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import { useState } from 'react';
import type { AccountChange } from '../../../lib/admin/account-changes';
import { userDetailRows } from '../../../lib/admin/users';
import { errorMessage } from '../../../lib/api-error';
import { useTRPC } from '../../../lib/trpc';
import { LoadError } from '../../billing/load-error';
import { buttonClass } from '../../button-styles';
import { Bar } from '../skeleton';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import { CreditsForm } from './credits-form';
import { mutationOf, type UserActions } from './use-user-actions';

const DANGER = 'bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:text-white dark:hover:bg-red-500';
const CONTENT =
  'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900';

/**
 * The user-details modal (spec 02 §2): every field with the credits left, the credits form, then
 * Reset Usage, Activate/Deactivate Account, the administrator role and Delete User. Each asks
 * first, saying what will change (issue 29); after a deletion it closes. A refusal (your own
 * account, the last administrator) stays written in the modal until the next action.
 */
export function UserDetailsDialog({
  userId,
  actions,
  onClose,
}: {
  userId: string | null;
  actions: UserActions;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className={`${CONTENT} max-w-lg`}>
          {userId ? <Details userId={userId} actions={actions} onClose={onClose} /> : null}
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

function Details({
  userId,
  actions,
  onClose,
}: {
  userId: string;
  actions: UserActions;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const user = useQuery(trpc.admin.users.get.queryOptions({ id: userId }));
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [asking, setAsking] = useState<AccountChange | null>(null);
  const changes = (['reset', 'status', 'role', 'credits', 'plan'] as const).map((kind) =>
    mutationOf(actions, kind),
  );
  const mine = (m: { isPending: boolean; variables?: { id: string } | undefined }) =>
    m.isPending && m.variables?.id === userId;
  const busy = [...changes, actions.remove].some(mine);
  // The last change's refusal, shown here (the toast goes away, this stays).
  const failure = [...changes, actions.remove].find((m) => m.isError && m.variables?.id === userId)?.error;

  const remove = () =>
    actions.remove.mutate(
      { id: userId },
      {
        onSuccess: () => {
          setConfirmOpen(false);
          onClose();
        },
        // The refusal is written in the modal, under the details.
        onError: () => setConfirmOpen(false),
      },
    );

  return (
    <>
      <Dialog.Title className="pr-8 text-lg font-bold text-slate-900 dark:text-white">
        User details
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {user.data ? user.data.email : 'The account, its plan and what it has generated.'}
      </Dialog.Description>
      {user.isPending ? (
        <div role="status" aria-label="Loading user details" className="mt-5 grid animate-pulse gap-3">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className="flex justify-between gap-4">
              <Bar className="h-4 w-28" />
              <Bar className="h-4 w-36" />
            </div>
          ))}
        </div>
      ) : user.isError ? (
        <div className="mt-5">
          <LoadError error={user.error} what="This user" onRetry={() => void user.refetch()} />
        </div>
      ) : (
        <>
          <dl
            className="mt-5 grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]"
            data-testid="user-details"
          >
            {userDetailRows(user.data).map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-slate-500 dark:text-slate-400">{row.label}</dt>
                <dd
                  className={
                    row.mono
                      ? 'font-mono text-xs break-all text-slate-900 dark:text-white'
                      : 'font-medium break-words text-slate-900 dark:text-white'
                  }
                >
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
          {/* A new form after each saved change (the account's updatedAt moves): blank again. */}
          <CreditsForm key={user.data.updatedAt} user={user.data} disabled={busy} onAsk={setAsking} />
          {failure ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100"
            >
              {errorMessage(failure, 'The change could not be saved. Please try again.')}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => setAsking({ kind: 'reset', user: user.data })}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              {mine(actions.resetUsage) ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <RotateCcw className="size-4" aria-hidden="true" />
              )}
              Reset Usage
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setAsking({ kind: 'status', user: user.data, isActive: !user.data.isActive })}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              {mine(actions.setStatus) ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : user.data.isActive ? (
                <UserX className="size-4" aria-hidden="true" />
              ) : (
                <UserCheck className="size-4" aria-hidden="true" />
              )}
              {user.data.isActive ? 'Deactivate Account' : 'Activate Account'}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                setAsking({ kind: 'role', user: user.data, role: isAdmin(user.data) ? 'user' : 'admin' })
              }
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              {mine(actions.setRole) ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : isAdmin(user.data) ? (
                <ShieldOff className="size-4" aria-hidden="true" />
              ) : (
                <ShieldCheck className="size-4" aria-hidden="true" />
              )}
              {isAdmin(user.data) ? 'Remove administrator' : 'Make administrator'}
            </button>
            <AlertDialog.Root
              open={confirmOpen}
              onOpenChange={(open) => !actions.remove.isPending && setConfirmOpen(open)}
            >
              <AlertDialog.Trigger disabled={busy} className={buttonClass({ size: 'sm', className: DANGER })}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete User
              </AlertDialog.Trigger>
              <AlertDialog.Portal>
                <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50" />
                <AlertDialog.Content className={`${CONTENT} max-w-md`}>
                  <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
                    Delete {user.data.email}?
                  </AlertDialog.Title>
                  <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                    {ADMIN_USER_MESSAGES.deleteConfirm}
                  </AlertDialog.Description>
                  <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                    <AlertDialog.Cancel
                      className={buttonClass({ variant: 'secondary' })}
                      disabled={actions.remove.isPending}
                    >
                      Cancel
                    </AlertDialog.Cancel>
                    <button
                      type="button"
                      onClick={remove}
                      disabled={actions.remove.isPending}
                      className={buttonClass({ className: DANGER })}
                    >
                      {actions.remove.isPending ? (
                        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                      ) : null}
                      {actions.remove.isPending ? 'Deleting…' : 'Delete User'}
                    </button>
                  </div>
                </AlertDialog.Content>
              </AlertDialog.Portal>
            </AlertDialog.Root>
          </div>
          <ConfirmChangeDialog change={asking} actions={actions} onClose={() => setAsking(null)} />
        </>
      )}
    </>
  );
}
