import type { ApplicationDto } from '@app/shared/applications/dto';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@app/shared/applications/statuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { errorMessage } from '../../lib/api-error';
import { freezesOnMove, statusChangeToast } from '../../lib/applications/application-view';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';
import { inputClass, labelClass } from '../form/field-styles';

/**
 * The status, saved as soon as it is chosen. The first move to Applied freezes the documents
 * as sent (the server's rule), and the toast says so.
 */
export function ApplicationStatusSelect({ app }: { app: ApplicationDto }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useAfterChange();
  const id = useId();
  const update = useMutation(
    trpc.applications.update.mutationOptions({
      onSuccess: async (_summary, input) => {
        const next = input.status as ApplicationStatus;
        const froze = freezesOnMove(app, next);
        // The page shows the timeline and sent copies the summary does not carry: read it again.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.applications.get.queryKey({ id: app.id }) }),
          changed('application-changed'),
        ]);
        toast({ ...statusChangeToast(next, froze, app.documents.length), variant: 'success' });
      },
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast({
          title: 'Status Not Saved',
          description: errorMessage(error, 'The status could not be saved. Please try again.'),
          variant: 'destructive',
        });
      },
    }),
  );
  // Not disabled while saving: that would drop keyboard focus. A second choice simply follows the first.
  const shown = update.isPending ? (update.variables?.status ?? app.status) : app.status;
  return (
    <div className="grid w-full gap-1.5 md:w-52">
      <label htmlFor={id} className={labelClass}>
        Status
      </label>
      <div className="relative">
        <select
          id={id}
          value={shown}
          aria-describedby={update.isPending ? `${id}-saving` : undefined}
          onChange={(event) => update.mutate({ id: app.id, status: event.target.value as ApplicationStatus })}
          className={inputClass('pr-9')}
        >
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPLICATION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        {update.isPending ? (
          <LoaderCircle
            className="pointer-events-none absolute top-3.5 right-8 size-4 animate-spin text-slate-500"
            aria-hidden="true"
          />
        ) : null}
      </div>
      <span id={`${id}-saving`} role="status" className="sr-only">
        {update.isPending ? 'Saving the status…' : ''}
      </span>
    </div>
  );
}
