import type { ApplicationSummaryDto } from '@app/shared/applications/dto';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@app/shared/applications/statuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { errorMessage } from '../../lib/api-error';
import { moveInList, putInList } from '../../lib/applications/board-group';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';

/**
 * Moving a card: the board shows it in its new column at once (the list in the cache is changed
 * before the server answers); the server's answer then replaces it, or on failure the card goes
 * back where it was and a toast says the server's reason. Other screens (dashboard counts, the
 * application page) are brought up to date once the last of several quick moves has settled, so
 * an early refetch never paints a later move back.
 */
export function useMoveApplication(announce: (text: string) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useAfterChange();
  const listKey = useMemo(() => trpc.applications.list.queryKey({}), [trpc]);
  const updateKey = trpc.applications.update.mutationKey();

  const update = useMutation(
    trpc.applications.update.mutationOptions({
      onMutate: async ({ id, status }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const before = queryClient.getQueryData(listKey)?.find((a) => a.id === id);
        if (status)
          queryClient.setQueryData(listKey, (list) => list && moveInList(list, id, status, new Date()));
        return { before };
      },
      onSuccess: (app: ApplicationSummaryDto) => {
        queryClient.setQueryData(listKey, (list) => list && putInList(list, app));
      },
      onError: (error, _input, context) => {
        const before = context?.before;
        if (before) queryClient.setQueryData(listKey, (list) => list && putInList(list, before));
        if (isSessionGone(error)) return leaveForLogin();
        const what = before ? `${before.jobTitle} could not be moved` : 'The application could not be moved';
        toast({
          title: what,
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        announce(
          `${what}. It is back in ${before ? APPLICATION_STATUS_LABELS[before.status] : 'its column'}.`,
        );
      },
      onSettled: () => {
        // This mutation still counts as running here.
        if (queryClient.isMutating({ mutationKey: updateKey }) <= 1) void changed('application-changed');
      },
    }),
  );

  const mutate = update.mutate;
  const announceRef = useRef(announce);
  announceRef.current = announce;
  return useCallback(
    (id: string, status: ApplicationStatus) => {
      const app = queryClient.getQueryData(listKey)?.find((a) => a.id === id);
      if (!app || app.status === status) return;
      announceRef.current(`Moved ${app.jobTitle} to ${APPLICATION_STATUS_LABELS[status]}.`);
      mutate({ id, status });
    },
    [queryClient, mutate, listKey],
  );
}
