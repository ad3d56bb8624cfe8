import { isAdmin } from '@app/shared';
import type { Deps } from '../deps.js';
import { type AuthContext, type AuthSource, resolveAuth } from './resolve-auth.js';
import type { MaybePromise } from './sessions.js';

/** Close codes in the application range, so a client can tell "sign in again" from "slow down". */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_TOO_MANY = 4429;
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const TOO_MANY_SOCKETS =
  'Too many open connections for this account. Close some JobPadi tabs and try again.';
export const TOO_MANY_CALLS =
  'Too many requests at once on this connection. Please wait a moment and try again.';

/**
 * Per process. A browser tab holds at most two sockets (/trpc while it watches something, /ws for
 * the support chat), so 20 allows ten tabs; the per-account figure for calls keeps one account
 * from holding the database pool however many sockets it opens.
 */
export const SOCKET_LIMITS = {
  socketsPerAccount: 20,
  callsInFlightPerSocket: 10,
  callsInFlightPerAccount: 20,
  subscriptionsPerSocket: 10,
} as const;
export type SocketLimits = { [K in keyof typeof SOCKET_LIMITS]: number };

/** One open socket's standing: who it was let in as and what it holds now. */
export interface SocketSession {
  /** What the socket was let in as (null: signed out). */
  readonly admitted: AuthContext | null;
  /** True once its session ended: it is closed (4401) and every later call is refused. */
  readonly ended: boolean;
  /**
   * The session as it is now: from the session cache when it holds it (no query), else read once.
   * Null when signed out; when a signed-in socket's session ended, the socket is closed at once.
   */
  current(): MaybePromise<AuthContext | null>;
  /** Counts a call in; false when the socket or its account has too many in flight. */
  begin(): boolean;
  finish(): void;
  /** Counts a subscription in; false past the socket's limit. */
  subscribe(): boolean;
  unsubscribe(): void;
  /** The socket went away: forget it. */
  release(): void;
}

export interface OpenSocket {
  /** Where its token came from, read again at each check (cookie of the upgrade, connectionParams). */
  source: AuthSource;
  admitted: AuthContext | null;
  /** The address, which stands for the account of a signed-out socket. */
  ip: string | null;
  close(code: number, reason: string): void;
}

export interface SocketSessions {
  /** Lets a socket in, or answers null when its account already holds too many. */
  open(socket: OpenSocket): SocketSession | null;
  /** Open sockets, for tests and metrics. */
  readonly size: number;
  close(): void;
}

type SessionDeps = Pick<Deps, 'db' | 'env' | 'clock' | 'sessionCache' | 'logger'>;

interface Entry extends SocketSession {
  ended: boolean;
  key: string;
  userId: string | null;
  source: AuthSource;
  closeSocket: OpenSocket['close'];
  inFlight: number;
  subscriptions: number;
}

/**
 * Every socket of the process (/trpc and /ws), grouped by account. A socket is only as good as
 * its session now: each call asks `current()`, and every change the session cache hears of (a
 * sign-out, a deactivation, a deletion, a role change, here or in another process) has that
 * user's sockets checked at once, so one whose session ended or whose administrator role was
 * taken away is closed with 4401 without waiting for its next call.
 */
export function createSocketSessions(
  deps: SessionDeps,
  limits: SocketLimits = SOCKET_LIMITS,
): SocketSessions {
  const byKey = new Map<string, Set<Entry>>();
  const inFlightByKey = new Map<string, number>();
  let size = 0;

  /** Whether the socket lost what it was let in with. */
  const lost = (entry: Entry, now: AuthContext | null): boolean => {
    const before = entry.admitted;
    if (!before) return false;
    if (!now || now.user.id !== before.user.id) return true;
    return isAdmin(before.user) && !isAdmin(now.user);
  };

  const end = (entry: Entry) => {
    if (entry.ended) return;
    entry.ended = true;
    entry.release();
    entry.closeSocket(CLOSE_SESSION_ENDED, SESSION_ENDED);
  };

  const settle = (entry: Entry, now: AuthContext | null): AuthContext | null => {
    if (entry.ended) return null;
    if (lost(entry, now)) {
      end(entry);
      return null;
    }
    return now;
  };

  const check = (entry: Entry): MaybePromise<AuthContext | null> => {
    if (entry.ended) return null;
    const now = resolveAuth(deps, entry.source);
    return now instanceof Promise ? now.then((auth) => settle(entry, auth)) : settle(entry, now);
  };

  const recheck = (entries: Iterable<Entry>) => {
    for (const entry of [...entries]) {
      try {
        const result = check(entry);
        if (result instanceof Promise)
          result.catch((err: unknown) => deps.logger.warn({ err }, 'socket session check'));
      } catch (err) {
        deps.logger.warn({ err }, 'socket session check');
      }
    }
  };

  // Changes are gathered for one turn of the event loop: a sign-in writes the user and session
  // rows together, and each socket is then checked once, after the cache has forgotten both.
  const pending = new Set<string>();
  let flush: NodeJS.Immediate | undefined;
  const schedule = (userId: string) => {
    if (!byKey.has(userId)) return;
    pending.add(userId);
    flush ??= setImmediate(() => {
      flush = undefined;
      const users = [...pending];
      pending.clear();
      for (const userId of users) recheck(byKey.get(userId) ?? []);
    });
  };
  const stopListening = deps.sessionCache?.listen({
    userChanged: schedule,
    resumed: () => {
      for (const [key, entries] of byKey) if (!key.startsWith('ip:')) recheck(entries);
    },
  });

  const adjust = (key: string, by: number) => {
    const next = (inFlightByKey.get(key) ?? 0) + by;
    if (next > 0) inFlightByKey.set(key, next);
    else inFlightByKey.delete(key);
  };

  return {
    open(socket) {
      const userId = socket.admitted?.user.id ?? null;
      const key = userId ?? `ip:${socket.ip ?? 'unknown'}`;
      let group = byKey.get(key);
      if ((group?.size ?? 0) >= limits.socketsPerAccount) return null;
      if (!group) {
        group = new Set();
        byKey.set(key, group);
      }
      const mine = group;
      let released = false;
      const entry: Entry = {
        key,
        userId,
        source: socket.source,
        closeSocket: socket.close,
        admitted: socket.admitted,
        ended: false,
        inFlight: 0,
        subscriptions: 0,
        current: () => check(entry),
        begin() {
          if (entry.inFlight >= limits.callsInFlightPerSocket) return false;
          if ((inFlightByKey.get(key) ?? 0) >= limits.callsInFlightPerAccount) return false;
          entry.inFlight += 1;
          adjust(key, 1);
          return true;
        },
        finish() {
          if (entry.inFlight === 0) return;
          entry.inFlight -= 1;
          adjust(key, -1);
        },
        subscribe() {
          if (entry.subscriptions >= limits.subscriptionsPerSocket) return false;
          entry.subscriptions += 1;
          return true;
        },
        unsubscribe() {
          if (entry.subscriptions > 0) entry.subscriptions -= 1;
        },
        release() {
          if (released) return;
          released = true;
          size -= 1;
          adjust(key, -entry.inFlight);
          entry.inFlight = 0;
          mine.delete(entry);
          if (mine.size === 0 && byKey.get(key) === mine) byKey.delete(key);
        },
      };
      mine.add(entry);
      size += 1;
      return entry;
    },
    get size() {
      return size;
    },
    close() {
      stopListening?.();
      if (flush) clearImmediate(flush);
    },
  };
}
