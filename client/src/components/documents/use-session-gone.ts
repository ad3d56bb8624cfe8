import { useEffect } from 'react';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';

/** Watches a query's error: a lost session shows the toast and leaves for /api/login. */
export function useSessionGone(error: unknown): void {
  useEffect(() => {
    if (error && isSessionGone(error)) leaveForLogin();
  }, [error]);
}
