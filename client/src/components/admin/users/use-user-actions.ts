import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountChange } from '../../../lib/admin/account-changes';
import { userChanged, userChangeFailed } from '../../../lib/admin/messages';
import { isSessionGone, leaveForLogin } from '../../../lib/session-gone';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';

/**
 * The changes an administrator makes to a user: plan, account status, role, credits, usage reset,
 * deletion. Each says what happened in the server's words ('User plan updated successfully'), or
 * why it was refused (your own account, the last administrator), and the lists are read again.
 * Every change but deletion goes through `run`, after its confirmation (confirm-change-dialog).
 */
export function useUserActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = ({ message }: { message: string }) => {
    void queryClient.invalidateQueries(trpc.admin.users.pathFilter());
    toast(userChanged(message));
  };
  const onError = (error: unknown) => {
    if (isSessionGone(error)) return leaveForLogin();
    toast(userChangeFailed(error));
  };
  const setPlan = useMutation(trpc.admin.users.setPlan.mutationOptions({ onSuccess, onError }));
  const setStatus = useMutation(trpc.admin.users.setStatus.mutationOptions({ onSuccess, onError }));
  const setRole = useMutation(trpc.admin.users.setRole.mutationOptions({ onSuccess, onError }));
  const setCredits = useMutation(trpc.admin.users.setCredits.mutationOptions({ onSuccess, onError }));
  const resetUsage = useMutation(trpc.admin.users.resetUsage.mutationOptions({ onSuccess, onError }));
  const remove = useMutation(trpc.admin.users.remove.mutationOptions({ onSuccess, onError }));

  /** Makes a confirmed change; `done` runs once it has succeeded or been refused. */
  const run = (change: AccountChange, done: () => void) => {
    const id = change.user.id;
    const settled = { onSettled: done };
    switch (change.kind) {
      case 'plan':
        return setPlan.mutate({ id, plan: change.plan, status: 'active' }, settled);
      case 'status':
        return setStatus.mutate({ id, isActive: change.isActive }, settled);
      case 'role':
        return setRole.mutate({ id, role: change.role }, settled);
      case 'reset':
        return resetUsage.mutate({ id }, settled);
      case 'credits':
        return setCredits.mutate({ id, ...change.change }, settled);
    }
  };

  return { setPlan, setStatus, setRole, setCredits, resetUsage, remove, run };
}

export type UserActions = ReturnType<typeof useUserActions>;

/** The mutation a change kind runs, to show it busy or read its refusal. */
export function mutationOf(actions: UserActions, kind: AccountChange['kind']) {
  return {
    plan: actions.setPlan,
    status: actions.setStatus,
    role: actions.setRole,
    reset: actions.resetUsage,
    credits: actions.setCredits,
  }[kind];
}
