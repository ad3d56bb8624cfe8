import { useEffect } from 'react';
import { errorCode } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';

/**
 * Watches the console's query errors: a lost session leaves for sign-in; a refusal (the role was
 * taken away meanwhile) checks the account again, so the page turns into Access Denied.
 */
export function useAdminErrors(...errors: unknown[]): void {
  const { refresh } = useAuth();
  const first = errors.find(Boolean) ?? null;
  useEffect(() => {
    if (!first) return;
    if (isSessionGone(first)) leaveForLogin();
    else if (errorCode(first) === 'FORBIDDEN') void refresh();
  }, [first, refresh]);
}
