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
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { readStoredToken } from './auth-storage';
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
 * The WebSocket link, made on the first subscription: the client is also created where there is
 * no WebSocket at all (the build-time prerender on Node 20), and most pages never subscribe.
 */
function lazyWsLink(): TRPCLink<AppRouter> {
  return (runtime) => {
    let link: OperationLink<AppRouter> | null = null;
    return (op) => {
      link ??= wsLink<AppRouter>({
        client: createWSClient({
          url: trpcWebSocketUrl(window.location),
          lazy: { enabled: true, closeMs: 10_000 },
          connectionParams: () => {
            const token = currentToken();
            return token ? { token } : null;
          },
        }),
      })(runtime);
      return link(op);
    };
  };
}

function currentToken(): string | null {
  return readStoredToken(safeLocalStorage());
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
