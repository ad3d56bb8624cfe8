import type { UserDto } from '@app/shared/auth/user';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  clearSession,
  readStoredToken,
  readStoredUser,
  USER_STORAGE_KEY,
  writeSession,
} from './auth-storage';
import type { AuthStatus } from './guard';
import { type SessionCheck, toSessionCheck } from './session-check';
import { handleSessionEnd } from './session-gone';
import { safeLocalStorage } from './theme';
import { loadTrpcClient } from './trpc-loader';

export interface Auth {
  status: AuthStatus;
  user: UserDto | null;
  /** Stores what a sign-in answered (token and user) and marks the session authenticated. */
  login(session: { token: string; user: UserDto }): void;
  /** Signs out on the server (a failure is ignored), goes home, then forgets everything local. */
  logout(): Promise<void>;
  /** Asks the server who is signed in; an error answer means signed out, no answer decides nothing. */
  refresh(): Promise<UserDto | null>;
  /**
   * The session as of now, not as of the last render: route guards run between a sign-in and the
   * re-render that follows it, and must not mistake the user for a signed-out visitor.
   */
  session(): SessionState;
}

/** What the router context holds before the provider has rendered once. */
export const PENDING_AUTH: Auth = {
  status: 'loading',
  user: null,
  login: () => {},
  logout: async () => {},
  refresh: async () => null,
  session: () => ({ status: 'loading', user: null }),
};

const AuthContext = createContext<Auth | null>(null);

export type SessionState = { status: AuthStatus; user: UserDto | null };
const SIGNED_OUT: SessionState = { status: 'unauthenticated', user: null };

/**
 * Spec 01 §4 "Session": starts loading with the stored user, then the server decides. With
 * nothing stored there is no session to confirm (every sign-in stores one), so a visitor who never
 * signed in is signed out at once, without a request that could only answer 401. Flows that set
 * only the cookie (auth=success) call refresh() themselves. Every sign-in or sign-out bumps a
 * generation so a slower, older session check cannot undo it.
 */
export function AuthProvider({
  children,
  onSignedOut,
  onSessionEnded,
}: {
  children: ReactNode;
  onSignedOut: () => unknown;
  /** Opens the sign-in page saying the session ended (main.tsx: remembers the page, navigates). */
  onSessionEnded: () => unknown;
}) {
  const queryClient = useQueryClient();
  const [state, setRenderedState] = useState<SessionState>(() => {
    const storage = safeLocalStorage();
    const user = readStoredUser(storage);
    return user || readStoredToken(storage) ? { status: 'loading', user } : SIGNED_OUT;
  });
  const current = useRef(state);
  const setState = useCallback((next: SessionState) => {
    current.current = next;
    setRenderedState(next);
  }, []);
  const session = useCallback(() => current.current, []);
  const generation = useRef(0);
  // Set while the person signs out (or deletes the account) here: the server then closes this
  // tab's sockets with 4401 and answers 401, which is no news to report as "session ended".
  const signingOut = useRef(false);

  const refresh = useCallback(async () => {
    const started = generation.current;
    const check = await loadTrpcClient()
      .then((client) => client.auth.user.query())
      .then((user): SessionCheck => ({ kind: 'answered', user }), toSessionCheck);
    if (started !== generation.current) return check.kind === 'answered' ? check.user : null;
    if (check.kind === 'unanswered') {
      // No answer at all (offline, or the page is being left mid-request): nothing is decided, so
      // the stored session is neither trusted as confirmed nor wiped; the next call will tell.
      const stored = readStoredUser(safeLocalStorage());
      setState(stored ? { status: 'authenticated', user: stored } : SIGNED_OUT);
      return stored;
    }
    const { user } = check;
    if (user) writeSession(safeLocalStorage(), { user });
    else clearSession(safeLocalStorage());
    setState(user ? { status: 'authenticated', user } : SIGNED_OUT);
    return user;
  }, [setState]);

  const checkOnMount = useRef(state.status === 'loading');
  useEffect(() => {
    if (checkOnMount.current) void refresh();
  }, [refresh]);

  // Signing out in another tab signs this one out too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== USER_STORAGE_KEY || event.newValue !== null) return;
      generation.current += 1;
      setState(SIGNED_OUT);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setState]);

  // The session ended elsewhere (session-gone.ts decided): the signed-in screens go at once (and
  // with them every poll and socket), the stored session and every cached answer are forgotten,
  // and the sign-in page opens. The navigation starts first, so no guard sees a signed-out
  // visitor on a protected page and says 'Authentication Required' instead.
  useEffect(
    () =>
      handleSessionEnd({
        holdsSession: () => !signingOut.current && current.current.status === 'authenticated',
        end: () => {
          generation.current += 1;
          clearSession(safeLocalStorage());
          void queryClient.cancelQueries();
          const leaving = Promise.resolve(onSessionEnded()).catch(() => undefined);
          setState(SIGNED_OUT);
          void leaving.then(() => queryClient.clear());
        },
        confirm: () => void refresh(),
      }),
    [onSessionEnded, queryClient, refresh, setState],
  );

  const login = useCallback(
    (session: { token: string; user: UserDto }) => {
      generation.current += 1;
      signingOut.current = false;
      writeSession(safeLocalStorage(), session);
      setState({ status: 'authenticated', user: session.user });
    },
    [setState],
  );

  const logout = useCallback(async () => {
    generation.current += 1;
    signingOut.current = true;
    await loadTrpcClient()
      .then((client) => client.auth.logout.mutate())
      .catch(() => undefined);
    // Home first: a protected page still on screen would otherwise announce "Redirecting to login...".
    await onSignedOut();
    clearSession(safeLocalStorage());
    setState(SIGNED_OUT);
    queryClient.clear();
  }, [onSignedOut, queryClient, setState]);

  const value = useMemo<Auth>(
    () => ({ ...state, login, logout, refresh, session }),
    [state, login, logout, refresh, session],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
