/**
 * The one place that decides whether the session this tab holds has ended, and what then happens
 * (issue 28; docs/decisions.md "A session that ended elsewhere"). Every transport reports here:
 * the tRPC links (an answer with HTTP status 401, a WebSocket closed with 4401), the support /ws
 * socket (4401), and the plain fetches of downloads, uploads and the support chat (a 401). The
 * React Query caches report every failed query and mutation too, so a new request helper that
 * forgets to is still covered.
 *
 * What happens is registered by the AuthProvider (auth.tsx): it forgets the session, stops every
 * poll and socket, and opens the sign-in page with SESSION_ENDED_NOTICE, returning to the page
 * afterwards. Nothing here imports React or the tRPC client, so it is tested as plain functions.
 */

/** What the sign-in page says, once, when it was opened because the session ended. */
export const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';
/** The close code our sockets use when their session ended (server/src/auth/socket-sessions.ts). */
export const SESSION_ENDED_CLOSE = 4401;

type ErrorShape = {
  status?: unknown;
  data?: { code?: unknown; httpStatus?: unknown; appCode?: unknown } | null;
} | null;

/**
 * An error that means "no valid session made this request": a tRPC error answered with HTTP 401
 * (code UNAUTHORIZED, application code UNAUTHENTICATED), or a REST helper's error carrying the
 * response status 401 (DownloadError, SupportRequestError, PhotoUploadError).
 */
export function isSessionGone(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as ErrorShape;
  if (e?.status === 401) return true;
  const data = e?.data;
  return data?.httpStatus === 401 || data?.code === 'UNAUTHORIZED' || data?.appCode === 'UNAUTHENTICATED';
}

export interface SessionEndHandlers {
  /** Whether this tab holds a session it believes in; a signed-out visitor's 401 ends nothing. */
  holdsSession(): boolean;
  /** Forgets the session, stops polls and sockets, opens the sign-in page. Runs once per session. */
  end(): void;
  /**
   * Asks the server who is signed in. A socket closed with 4401 is not proof on its own (the
   * admin console's sockets are also closed when the role is taken away); the answer is: a 401
   * reports back here, a user keeps the session (with its new role).
   */
  confirm(): void;
}

let handlers: SessionEndHandlers | null = null;
const listeners = new Set<() => void>();

/** The AuthProvider says what ending a session means; returns the undo for its unmount. */
export function handleSessionEnd(next: SessionEndHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = null;
  };
}

/** Something to stop when the session ends (a socket, a timer); returns the undo. */
export function whenSessionEnds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The session this tab holds has ended: everything listening stops and the person is sent to
 * sign in. Only once: `end()` marks the tab signed out at once, so later reports find no session.
 */
export function sessionEnded(): void {
  const current = handlers;
  if (!current?.holdsSession()) return;
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch {
      // One listener failing must not keep the person on a dead page.
    }
  }
  current.end();
}

/** Reports an error from any request; true when it meant the session is gone. */
export function reportSessionError(error: unknown): boolean {
  if (!isSessionGone(error)) return false;
  sessionEnded();
  return true;
}

/** Reports a plain fetch's response status (downloads, uploads, the support chat). */
export function reportResponseStatus(status: number): void {
  if (status === 401) sessionEnded();
}

/** Reports a socket's close code: 4401 has the session checked at once. */
export function reportSocketClose(code: number | undefined): void {
  if (code !== SESSION_ENDED_CLOSE) return;
  const current = handlers;
  if (current?.holdsSession()) current.confirm();
}

/**
 * The name the screens have called since spec 02 §2 ("logged out, logging in again"): now the
 * same decision as every other report.
 */
export function leaveForLogin(): void {
  sessionEnded();
}
