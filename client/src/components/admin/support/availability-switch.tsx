import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportApi } from '../../../lib/support/api';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { SettingSwitch } from '../../settings/setting-switch';
import { SUPPORT_STATUS_KEY } from '../../support/use-support-chat';

/**
 * Opens or closes the support chat to users (spec 01 §3 `available`). Closed, the widget leaves
 * users' screens at their next status check and new messages are refused; conversations stay.
 */
export function SupportAvailabilitySwitch() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: SUPPORT_STATUS_KEY, queryFn: supportApi.status });
  const change = useMutation(
    trpc.support.admin.setAvailable.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(SUPPORT_STATUS_KEY, next);
        toast({
          title: next.available ? 'Support chat opened' : 'Support chat closed',
          description: next.available
            ? 'Signed-in users can message support again.'
            : 'Users no longer see the support button; conversations are kept.',
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({ title: 'Update Failed', description: error.message, variant: 'destructive' }),
    }),
  );
  const available = change.isPending ? change.variables.available : status.data?.available;
  return (
    <SettingSwitch
      label="Support chat open to users"
      description="Shows the support button on every signed-in page and accepts new messages."
      checked={available ?? true}
      busy={change.isPending || status.isPending}
      onCheckedChange={(next) => change.mutate({ available: next })}
    />
  );
}
