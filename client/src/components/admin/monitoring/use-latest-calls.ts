import type { AiCallDto } from '@app/shared/analytics/dto';
import { MONITORING_POLL_MS } from '@app/shared/analytics/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appendCalls, type CallFilters, latestCallsInput, prependCalls } from '../../../lib/admin/monitoring';
import { useTRPCClient } from '../../../lib/trpc';

interface CallsState {
  calls: AiCallDto[];
  /** Older calls start after this one (Load older); null when there are none. */
  nextCursor: string | null;
  /** Newer calls than this one are asked for every few seconds. */
  newestCursor: string | null;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  /** Calls that arrived by polling since the list was loaded (announced politely). */
  arrived: number;
}

const PAGE = 25;

/**
 * The latest AI calls with the chosen filters, newest first. New calls appear without a reload:
 * every MONITORING_POLL_MS the list asks for calls after the newest one shown (not while the tab is
 * hidden). Load older pages back.
 */
export function useLatestCalls(filters: CallFilters) {
  const client = useTRPCClient();
  const [state, setState] = useState<CallsState>({
    calls: [],
    nextCursor: null,
    newestCursor: null,
    status: 'loading',
    error: null,
    arrived: 0,
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  // The answers of an earlier filter choice are dropped.
  const generation = useRef(0);
  const newest = useRef<string | null>(null);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setState((s) => ({ ...s, status: 'loading', error: null }));
    try {
      const page = await client.analytics.latestCalls.query(latestCallsInput(filters, {}, PAGE));
      if (mine !== generation.current) return;
      newest.current = page.newestCursor;
      setState({
        calls: page.calls,
        nextCursor: page.nextCursor,
        newestCursor: page.newestCursor,
        status: 'ready',
        error: null,
        arrived: 0,
      });
    } catch (error) {
      if (mine === generation.current) setState((s) => ({ ...s, status: 'error', error }));
    }
  }, [client, filters]);

  useEffect(() => {
    void load();
  }, [load]);

  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const mine = generation.current;
    let busy = false;
    const poll = async () => {
      if (busy || document.hidden) return;
      busy = true;
      try {
        const page = await client.analytics.latestCalls.query(
          latestCallsInput(filters, { after: newest.current }, 100),
        );
        if (mine !== generation.current || page.calls.length === 0) return;
        newest.current = page.newestCursor ?? newest.current;
        setState((s) => ({
          ...s,
          calls: prependCalls(s.calls, page.calls),
          newestCursor: newest.current,
          arrived: s.arrived + page.calls.length,
        }));
      } catch {
        // A missed poll is retried by the next one; the list stays as it is.
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void poll(), MONITORING_POLL_MS);
    return () => clearInterval(timer);
  }, [ready, client, filters]);

  const loadOlder = useCallback(async () => {
    if (!state.nextCursor) return;
    const mine = generation.current;
    setLoadingOlder(true);
    try {
      const page = await client.analytics.latestCalls.query(
        latestCallsInput(filters, { before: state.nextCursor }, PAGE),
      );
      if (mine !== generation.current) return;
      setState((s) => ({ ...s, calls: appendCalls(s.calls, page.calls), nextCursor: page.nextCursor }));
    } catch (error) {
      if (mine === generation.current) setState((s) => ({ ...s, error }));
    } finally {
      setLoadingOlder(false);
    }
  }, [client, filters, state.nextCursor]);

  return { ...state, loadingOlder, loadOlder, reload: load };
}
