import type { AppRouter } from '@app/server/trpc/router';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { readStoredToken } from './auth-storage';
import { safeLocalStorage } from './theme';
import { trpcWebSocketUrl } from './ws-url';

/** React bindings: components call `useTRPC()` and pass its options to `useQuery`/`useMutation`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The options proxy route loaders read from the router context. */
export type Trpc = TRPCOptionsProxy<AppRouter>;

/**
 * One client for the whole app: subscriptions travel over a WebSocket that only opens while one is
 * active (and lingers 10 s so quick re-subscribes reuse it); everything else is batched over HTTP.
 * Both carry the session cookie: same-origin upgrades send it, and fetch is told to include it.
 * The stored token travels too (spec 01 §4), read at each request so a sign-in or sign-out
 * applies at once: as a Bearer header over HTTP and as `connectionParams` on the WebSocket.
 */
export function createTrpcClient() {
  const wsClient = createWSClient({
    url: trpcWebSocketUrl(window.location),
    lazy: { enabled: true, closeMs: 10_000 },
    connectionParams: () => {
      const token = currentToken();
      return token ? { token } : null;
    },
  });
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: wsClient }),
        false: httpBatchLink({
          url: '/trpc',
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

function currentToken(): string | null {
  return readStoredToken(safeLocalStorage());
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** The proxy for the router context, bound to the same client and cache as the React bindings. */
export function createTrpcOptions(client: TrpcClient, queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
