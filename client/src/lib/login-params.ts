import { textSearch } from './search-params';
import { SESSION_ENDED_NOTICE } from './session-gone';

export type LoginMode = 'login' | 'register' | 'forgot-password';
export type LoginTab = 'password' | 'otp' | 'magic-link';
export const LOGIN_TABS: readonly LoginTab[] = ['password', 'otp', 'magic-link'];

export type Notice = { tone: 'success' | 'error' | 'info'; text: string };

/** Query parameters /login understands (spec 01 §2.5, §2.9). */
export const readLoginSearch = textSearch(['auth', 'message', 'token', 'tab', 'session']);
export type LoginSearch = ReturnType<typeof readLoginSearch>;

export const AUTH_SUCCESS_NOTICE = 'Authentication successful!';
const AUTH_FAILED_FALLBACK = 'Authentication failed';

export interface LoginParams {
  mode: LoginMode;
  tab: LoginTab;
  /** Reset token: opens the forgot-password mode on its reset form. */
  resetToken: string | null;
  notice: Notice | null;
  /** auth=success: the server signed the visitor in on a redirect, so the session is checked again. */
  recheckSession: boolean;
  /** Whether anything was read, so the address bar needs cleaning. */
  hasParams: boolean;
}

export function parseLoginTab(value: string | undefined): LoginTab {
  return LOGIN_TABS.find((tab) => tab === value) ?? 'password';
}

// A message passed by a redirect is good news ('Password reset successful') unless it says otherwise.
const BAD_NEWS = /expired|invalid|fail|error|denied/i;

export function noticeFromMessage(text: string): Notice {
  return { tone: BAD_NEWS.test(text) ? 'error' : 'success', text };
}

export function parseLoginParams(search: LoginSearch): LoginParams {
  const resetToken = search.token ?? null;
  let notice: Notice | null = null;
  if (search.auth === 'success') notice = { tone: 'success', text: AUTH_SUCCESS_NOTICE };
  else if (search.auth === 'error') notice = { tone: 'error', text: search.message ?? AUTH_FAILED_FALLBACK };
  else if (search.message) notice = noticeFromMessage(search.message);
  // session=ended: the session ended elsewhere and the app sent the person here (session-gone.ts).
  else if (search.session === 'ended') notice = { tone: 'info', text: SESSION_ENDED_NOTICE };
  return {
    mode: resetToken ? 'forgot-password' : 'login',
    tab: parseLoginTab(search.tab),
    resetToken,
    notice,
    recheckSession: search.auth === 'success',
    hasParams: Object.values(search).some((v) => v !== undefined),
  };
}
