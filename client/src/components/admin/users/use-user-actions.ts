import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userChanged, userChangeFailed } from '../../../lib/admin/messages';
import { isSessionGone, leaveForLogin } from '../../../lib/session-gone';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';

/**
 * The changes an administrator makes to a user: plan, account status, usage reset, deletion. Each
 * says what happened in the server's words ('User plan updated successfully'), or why it was
 * refused (your own account, the last administrator), and the list is read again.
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
  return {
    setPlan: useMutation(trpc.admin.users.setPlan.mutationOptions({ onSuccess, onError })),
    setStatus: useMutation(trpc.admin.users.setStatus.mutationOptions({ onSuccess, onError })),
    resetUsage: useMutation(trpc.admin.users.resetUsage.mutationOptions({ onSuccess, onError })),
    remove: useMutation(trpc.admin.users.remove.mutationOptions({ onSuccess, onError })),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
