import type { ApplicationDto } from '@app/shared/applications/dto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AssistKind,
  type AssistRun,
  failRun,
  failureFromError,
  foldAssistEvent,
  startRun,
  withNote,
} from '../../lib/applications/application-assist';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';

const LOST = {
  title: 'Connection lost',
  message:
    'The connection was lost while writing. If it finishes, it will appear here in a minute; otherwise please try again.',
};

/**
 * Asks the model for a note or an interview preparation over the `applications.assist`
 * subscription (the ws link, as `generation.watch`) and follows it to its result, which is put
 * straight into the application's cached answer. A dropped connection ends the run instead of
 * letting the link subscribe again: a second subscription would be a second model call.
 */
export function useApplicationAssist(applicationId: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const changed = useAfterChange();
  const [run, setRun] = useState<AssistRun | null>(null);
  const subscription = useRef<{ unsubscribe: () => void } | null>(null);
  useEffect(() => () => subscription.current?.unsubscribe(), []);

  const start = useCallback(
    (kind: AssistKind) => {
      subscription.current?.unsubscribe();
      const key = trpc.applications.get.queryKey({ id: applicationId });
      let current = startRun(kind);
      let over = false;
      setRun(current);
      const update = (next: AssistRun) => {
        current = next;
        setRun(next);
      };
      const end = () => {
        over = true;
        subscription.current?.unsubscribe();
        subscription.current = null;
      };
      const patch = (change: (app: ApplicationDto) => ApplicationDto) =>
        queryClient.setQueryData(key, (app) => (app ? change(app) : app));
      const lost = () => {
        update(failRun(current, LOST));
        end();
        // It may still finish on the server: the next read of the application shows it.
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), 30_000);
      };

      subscription.current = client.applications.assist.subscribe(
        { id: applicationId, kind },
        {
          onData: (event) => {
            if (over) return;
            update(foldAssistEvent(current, event));
            if (event.type === 'note') {
              patch((app) => ({ ...app, followUpNotes: withNote(app.followUpNotes, event.note) }));
              void changed('application-changed');
              end();
            } else if (event.type === 'prep') {
              patch((app) => ({ ...app, interviewPrep: event.prep }));
              void changed('application-changed');
              end();
            } else if (event.type === 'error') end();
          },
          onConnectionStateChange: (state) => {
            if (!over && state.state === 'connecting' && state.error !== null) lost();
          },
          onError: (error) => {
            if (over) return;
            if (isSessionGone(error)) leaveForLogin();
            update(failRun(current, failureFromError(error)));
            end();
          },
          onComplete: () => {
            if (!over) lost();
          },
        },
      );
    },
    [applicationId, client, queryClient, trpc, changed],
  );

  return { run, start };
}
