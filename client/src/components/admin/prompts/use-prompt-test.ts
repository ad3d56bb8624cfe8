import type { PromptTestEvent, PromptType, TPromptTestData } from '@app/shared/admin/prompts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { promptTestComplete, promptTestFailed } from '../../../lib/admin/messages';
import { foldTestEvent, type PromptTestView, startedTest, testDataFor } from '../../../lib/admin/prompts';
import { errorCode, errorMessage } from '../../../lib/api-error';
import { isSessionGone, leaveForLogin } from '../../../lib/session-gone';
import { toast } from '../../../lib/toast';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';

const RETRY_MS = 3_000;
/** Errors after which watching again cannot help. */
const FINAL = new Set(['NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED']);

/**
 * Test Prompt (spec 02 §2): the draft is queued on the worker against the live provider, and its
 * output is followed over `admin.prompts.watchTest` as it is written (the path /generate uses),
 * ending on 'Prompt Test Complete' or the spec's failure text.
 */
export function usePromptTest(type: PromptType) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [view, setView] = useState<PromptTestView | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const start = useMutation(trpc.admin.prompts.test.mutationOptions());

  const run = useCallback(
    async (systemPrompt: string, testData: TPromptTestData) => {
      setView(null);
      setStartError(null);
      try {
        const { testId } = await start.mutateAsync({
          type,
          systemPrompt,
          testData: testDataFor(type, testData),
        });
        setView(startedTest(testId));
      } catch (error) {
        if (isSessionGone(error)) return leaveForLogin();
        setStartError(errorMessage(error, promptTestFailed.description));
        toast(promptTestFailed);
      }
    },
    [start.mutateAsync, type],
  );

  const testId = view?.testId ?? null;
  useEffect(() => {
    if (!testId) return;
    let over = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe: () => void } | null = null;
    const onData = (event: PromptTestEvent) => {
      if (over) return;
      setView((current) => (current?.testId === testId ? foldTestEvent(current, event) : current));
      const ended =
        event.type === 'done' ||
        event.type === 'failed' ||
        (event.type === 'snapshot' &&
          (event.result.status === 'succeeded' || event.result.status === 'failed'));
      if (!ended) return;
      over = true;
      subscription?.unsubscribe();
      const ok = event.type === 'done' || (event.type === 'snapshot' && event.result.status === 'succeeded');
      toast(ok ? promptTestComplete : promptTestFailed);
    };
    const connect = () => {
      subscription = client.admin.prompts.watchTest.subscribe(
        { testId },
        {
          onData,
          onError: (error) => {
            if (over) return;
            if (FINAL.has(errorCode(error) ?? '')) {
              over = true;
              setStartError(errorMessage(error, promptTestFailed.description));
              setView(null);
              toast(promptTestFailed);
              return;
            }
            retry = setTimeout(connect, RETRY_MS);
          },
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
  }, [testId, client]);

  return {
    view,
    startError,
    starting: start.isPending,
    run,
    /** The result panel's Clear: forgets the output here (a running test stops being followed). */
    clear: () => {
      setView(null);
      setStartError(null);
    },
  };
}
