import type { GenerationEvent } from '@app/shared/generation/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorCode, isNetworkError } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import type { startInput } from '../../lib/generate-form';
import { failureFromError, GENERATION_FALLBACK, generationToast } from '../../lib/generation-errors';
import { forgetGeneration, recallGeneration, rememberGeneration } from '../../lib/generation-storage';
import { foldEvent, type LiveGeneration, type Wanted, watching } from '../../lib/generation-view';
import { safeLocalStorage } from '../../lib/theme';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { showGenerationToast } from './show-generation-toast';

/** Spec 02 §4 "Generation": idle, submitting, then the live generation, then its documents. */
export type GenerationView =
  | { phase: 'idle' }
  | { phase: 'submitting'; wanted: Wanted }
  | { phase: 'watching'; live: LiveGeneration; reconnecting: boolean }
  | { phase: 'succeeded'; live: LiveGeneration };

export type StartResult = 'started' | 'refused' | 'unsure';

const IDLE: GenerationView = { phase: 'idle' };
/** Errors after which watching again cannot help. */
const FINAL_WATCH_ERRORS = new Set(['NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED']);
const RETRY_MS = 3_000;

function initialView(userId: string): GenerationView {
  const remembered = recallGeneration(safeLocalStorage(), userId);
  if (!remembered) return IDLE;
  const { id, ...wanted } = remembered;
  return { phase: 'watching', live: watching(id, wanted), reconnecting: false };
}

/**
 * Starts a generation and follows it over `generation.watch`. The running id is remembered per
 * user, so the page picks it up again after a reload or a closed tab.
 */
export function useGeneration(userId: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const startMutation = useMutation(trpc.generation.start.mutationOptions());
  const [view, setView] = useState<GenerationView>(() => initialView(userId));
  const go = useCallback((href: string) => void navigate({ href }), [navigate]);

  const start = useCallback(
    async (input: ReturnType<typeof startInput>, wanted: Wanted): Promise<StartResult> => {
      setView({ phase: 'submitting', wanted });
      try {
        const { id } = await startMutation.mutateAsync(input);
        rememberGeneration(safeLocalStorage(), userId, { id, ...wanted });
        setView({ phase: 'watching', live: watching(id, wanted), reconnecting: false });
        void refresh(); // the credits are reserved now
        return 'started';
      } catch (error) {
        setView(IDLE);
        showGenerationToast(generationToast(failureFromError(error)), go);
        return isNetworkError(error) ? 'unsure' : 'refused';
      }
    },
    [startMutation.mutateAsync, userId, refresh, go],
  );

  // The watch below reads these through a ref, so a new callback identity never resubscribes.
  const onEnd = useRef<(event: GenerationEvent) => void>(() => {});
  useLayoutEffect(() => {
    onEnd.current = (event) => {
      void refresh(); // credits spent, or given back
      void queryClient.invalidateQueries(trpc.documents.pathFilter());
      if (event.type !== 'failed') return;
      const failure = event.generation.error ?? {
        errorCode: 'GENERATION_FAILED',
        message: GENERATION_FALLBACK,
        redirectUrl: null,
      };
      showGenerationToast(generationToast(failure), go);
    };
  });

  const watchId = view.phase === 'watching' ? view.live.id : null;
  useEffect(() => {
    if (!watchId) return;
    let over = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe: () => void } | null = null;
    const stop = () => {
      over = true;
      forgetGeneration(safeLocalStorage(), userId, watchId);
    };

    const onData = (event: GenerationEvent) => {
      if (over) return;
      setView((current) => {
        if (current.phase !== 'watching' || current.live.id !== watchId) return current;
        const live = foldEvent(current.live, event);
        if (!live.outcome) return { phase: 'watching', live, reconnecting: false };
        return live.outcome.status === 'succeeded' ? { phase: 'succeeded', live } : IDLE;
      });
      if (event.type !== 'done' && event.type !== 'failed') return;
      stop();
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
              stop();
              setView(IDLE);
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

  const reset = useCallback(() => setView(IDLE), []);
  return { view, start, reset };
}
