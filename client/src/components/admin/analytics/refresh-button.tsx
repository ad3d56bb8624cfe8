import type { RevenueMonths } from '@app/shared/analytics/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { analyticsRefreshFailed } from '../../../lib/admin/messages';
import { isSessionGone, leaveForLogin } from '../../../lib/session-gone';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { buttonClass } from '../../button-styles';

/** Refresh: recomputes the figures now instead of serving the cached ones (cached 5 minutes). */
export function RefreshButton({ months }: { months: RevenueMonths }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useMutation(
    trpc.analytics.refresh.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.analytics.get.queryKey({ months }), data);
        // Other ranges were computed from the same records: read them again when next shown.
        void queryClient.invalidateQueries({
          queryKey: trpc.analytics.get.queryKey(),
          predicate: (q) => (q.queryKey[1] as { input?: { months?: number } })?.input?.months !== months,
        });
      },
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast(analyticsRefreshFailed(error));
      },
    }),
  );
  return (
    <button
      type="button"
      onClick={() => refresh.mutate({ months })}
      disabled={refresh.isPending}
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
    >
      <RefreshCw className={refresh.isPending ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
      {refresh.isPending ? 'Refreshing…' : 'Refresh'}
    </button>
  );
}
