import type { AppRouter } from '@app/server/trpc/router';
import {
  createTRPCClient,
  createWSClient,
  httpBatchLink,
  type OperationLink,
  splitLink,
  type TRPCLink,
  wsLink,
} from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { readStoredToken } from './auth-storage';
import { reportSessionError, reportSocketClose, whenSessionEnds } from './session-gone';
import { safeLocalStorage } from './theme';
import { trpcWebSocketUrl } from './ws-url';

/** React bindings: components call `useTRPC()` and pass its options to `useQuery`/`useMutation`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * One client for the whole app: subscriptions travel over a WebSocket that only opens while one is
 * active (and lingers 10 s so quick re-subscribes reuse it); everything else is batched over HTTP.
 * Both carry the session cookie: same-origin upgrades send it, and fetch is told to include it.
 * The stored token travels too (spec 01 §4), read at each request so a sign-in or sign-out
 * applies at once: as a Bearer header over HTTP and as `connectionParams` on the WebSocket.
 */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      sessionLink,
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: lazyWsLink(),
        false: httpBatchLink({
          url: '/trpc',
          // The server answers at most this many calls in one request (server/src/trpc/limits.ts).
          maxItems: 10,
          headers: () => {
            const token = currentToken();
            return token ? { authorization: `Bearer ${token}` } : {};
          },
          fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
        }),
      }),
    ],
  });
}

/**
 * Every call, over HTTP or the WebSocket, reports its error to the one place that decides whether
 * the session ended (session-gone.ts): a 401 from any procedure sends the person to sign in.
 */
export const sessionLink: TRPCLink<AppRouter> = () => {
  return ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          reportSessionError(error);
          observer.error(error);
        },
        complete: () => observer.complete(),
      }),
    );
};

/**
 * The WebSocket link, made on the first subscription: the client is also created where there is
 * no WebSocket at all (the build-time prerender on Node 20), and most pages never subscribe.
 * Closed with 4401, the session is checked; when the session ends the socket is closed and a
 * later subscription (after signing in again) opens a new one.
 */
function lazyWsLink(): TRPCLink<AppRouter> {
  return (runtime) => {
    let link: OperationLink<AppRouter> | null = null;
    let client: ReturnType<typeof createWSClient> | null = null;
    whenSessionEnds(() => {
      void client?.close();
      client = null;
      link = null;
    });
    return (op) => {
      if (!link) {
        client = createWSClient({
          url: trpcWebSocketUrl(window.location),
          lazy: { enabled: true, closeMs: 10_000 },
          connectionParams: () => {
            const token = currentToken();
            return token ? { token } : null;
          },
          onClose: (cause) => reportSocketClose(cause?.code),
        });
        link = wsLink<AppRouter>({ client })(runtime);
      }
      return link(op);
    };
  };
}

function currentToken(): string | null {
  return readStoredToken(safeLocalStorage());
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
