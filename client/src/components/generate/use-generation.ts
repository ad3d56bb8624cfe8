import type { GenerationEvent } from '@app/shared/generation/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorCode, isNetworkError } from '../../lib/api-error';
import type { startInput } from '../../lib/generate-form';
import { failureFromError, generationToast } from '../../lib/generation-errors';
import {
  forgetGeneration,
  recallGeneration,
  rememberGeneration,
  type SentRequest,
} from '../../lib/generation-storage';
import { foldEvent, type LiveGeneration, type Wanted, watching } from '../../lib/generation-view';
import { generationNotice, notifyOnDesktop } from '../../lib/settings/desktop-notification';
import { safeLocalStorage } from '../../lib/theme';
import { toast } from '../../lib/toast';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';
import { showGenerationToast } from './show-generation-toast';

/** Spec 02 §4 "Generation": idle, submitting, then the live generation, then its result. */
export type GenerationView =
  | { phase: 'idle' }
  | { phase: 'submitting'; wanted: Wanted }
  | { phase: 'watching'; live: LiveGeneration; reconnecting: boolean }
  | { phase: 'succeeded'; live: LiveGeneration }
  /** Failed for good: the results area keeps a card with the reason and Try again. */
  | { phase: 'failed'; live: LiveGeneration };

export type StartResult = 'started' | 'refused' | 'unsure';

const IDLE: GenerationView = { phase: 'idle' };
const NOTHING_WANTED: Wanted = { coverLetter: false, resume: false, readsResume: false };
/** Errors after which watching again cannot help. */
const FINAL_WATCH_ERRORS = new Set(['NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED']);
const RETRY_MS = 3_000;

interface Initial {
  view: GenerationView;
  request: SentRequest | null;
  /** The application the start answer named (issue 30); null when not known in this browser. */
  applicationId: string | null;
}

/**
 * The last generation of this user (from localStorage), or the one a `/generate?id=…` link names;
 * a link to another one than the last becomes the last (without a sent request: the server's
 * view of it is shown).
 */
function initial(userId: string, openId: string | undefined): Initial {
  const storage = safeLocalStorage();
  const remembered = recallGeneration(storage, userId);
  if (openId && remembered?.id !== openId) {
    rememberGeneration(storage, userId, { id: openId, ...NOTHING_WANTED, request: null });
    return {
      view: { phase: 'watching', live: watching(openId, NOTHING_WANTED), reconnecting: false },
      request: null,
      applicationId: null,
    };
  }
  if (!remembered) return { view: IDLE, request: null, applicationId: null };
  const { id, request, applicationId, ...wanted } = remembered;
  return {
    view: { phase: 'watching', live: watching(id, wanted), reconnecting: false },
    request: request ?? null,
    applicationId: applicationId ?? null,
  };
}

/**
 * Starts a generation and follows it over `generation.watch`. The last id (and what was sent) is
 * remembered per user until Generate New Documents, so a reload, Back or a new tab shows it again.
 */
export function useGeneration(userId: string, openId?: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const changed = useAfterChange();
  const startMutation = useMutation(trpc.generation.start.mutationOptions());
  const [first] = useState(() => initial(userId, openId));
  const [view, setView] = useState<GenerationView>(first.view);
  const [request, setRequest] = useState<SentRequest | null>(first.request);
  const [applicationId, setApplicationId] = useState<string | null>(first.applicationId);
  const go = useCallback((href: string) => void navigate({ href }), [navigate]);

  const start = useCallback(
    async (input: ReturnType<typeof startInput>, wanted: Wanted, sent: SentRequest): Promise<StartResult> => {
      setView({ phase: 'submitting', wanted });
      setRequest(sent);
      try {
        const answer = await startMutation.mutateAsync(input);
        const { id } = answer;
        rememberGeneration(safeLocalStorage(), userId, {
          id,
          ...wanted,
          request: sent,
          applicationId: answer.applicationId,
        });
        setApplicationId(answer.applicationId);
        setView({ phase: 'watching', live: watching(id, wanted), reconnecting: false });
        void changed('generation-started'); // the credits are reserved now
        return 'started';
      } catch (error) {
        setView(IDLE);
        showGenerationToast(generationToast(failureFromError(error)), go);
        return isNetworkError(error) ? 'unsure' : 'refused';
      }
    },
    [startMutation.mutateAsync, userId, changed, go],
  );

  // The watch below reads this through a ref, so a new callback identity never resubscribes.
  const onEnd = useRef<(event: GenerationEvent) => void>(() => {});
  useLayoutEffect(() => {
    onEnd.current = (event) => {
      // Credits spent or given back, the new documents in every list, the plan's usage.
      void changed('generation-finished');
      // Finished while the person is on another tab: the push-notifications setting may say so.
      if (event.type === 'done' || event.type === 'failed')
        notifyOnDesktop(
          queryClient.getQueryData(trpc.settings.get.queryKey()),
          generationNotice(event.type === 'done'),
        );
    };
  });

  const watchId = view.phase === 'watching' ? view.live.id : null;
  useEffect(() => {
    if (!watchId) return;
    let over = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe: () => void } | null = null;

    const onData = (event: GenerationEvent) => {
      if (over) return;
      setView((current) => {
        if (current.phase !== 'watching' || current.live.id !== watchId) return current;
        const live = foldEvent(current.live, event);
        if (!live.outcome) return { phase: 'watching', live, reconnecting: false };
        return { phase: live.outcome.status, live };
      });
      // A finished generation stays remembered (shown again after a reload) until it is cleared.
      const ended =
        event.type === 'done' ||
        event.type === 'failed' ||
        (event.type === 'state' &&
          (event.generation.status === 'succeeded' || event.generation.status === 'failed'));
      if (!ended) return;
      over = true;
      subscription?.unsubscribe();
      onEnd.current(event);
    };

    const connect = () => {
      subscription = client.generation.watch.subscribe(
        { id: watchId },
        {
          onData,
          onConnectionStateChange: (state) => {
            const reconnecting = state.state === 'connecting' && state.error !== null;
            setView((v) =>
              v.phase === 'watching' && v.reconnecting !== reconnecting ? { ...v, reconnecting } : v,
            );
          },
          onError: (error) => {
            if (over) return;
            if (FINAL_WATCH_ERRORS.has(errorCode(error) ?? '')) {
              over = true;
              forgetGeneration(safeLocalStorage(), userId, watchId);
              setView(IDLE);
              setRequest(null);
              setApplicationId(null);
              toast({
                title: 'Generation Not Found',
                description: 'That generation could not be found. You can start a new one.',
                variant: 'destructive',
              });
              return;
            }
            retry = setTimeout(connect, RETRY_MS);
          },
          // The stream ended without a result (a server restart, say): ask again.
          onComplete: () => {
            if (!over) retry = setTimeout(connect, RETRY_MS);
          },
        },
      );
    };
    connect();
    return () => {
      over = true;
      clearTimeout(retry);
      subscription?.unsubscribe();
    };
  }, [watchId, client, userId]);

  /** Generate New Documents: forgets the last generation, here and in other tabs' next load. */
  const reset = useCallback(() => {
    const id =
      view.phase === 'watching' || view.phase === 'succeeded' || view.phase === 'failed'
        ? view.live.id
        : null;
    if (id) forgetGeneration(safeLocalStorage(), userId, id);
    setView(IDLE);
    setRequest(null);
    setApplicationId(null);
  }, [view, userId]);

  return { view, request, applicationId, start, reset };
}
