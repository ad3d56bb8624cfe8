import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, use } from 'react';

type RoutePage = () => ReactNode;

import { loadedTrpc, loadTrpc } from '../lib/trpc-loader';
import { FullScreenSpinner } from './full-screen-spinner';

function TrpcBoundary({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { module, client } = loadedTrpc() ?? use(loadTrpc());
  return (
    <module.TRPCProvider trpcClient={client} queryClient={queryClient}>
      {children}
    </module.TRPCProvider>
  );
}

/**
 * A page that talks to the API: its components may call useTRPC(). The tRPC code is usually here
 * already (the root route starts fetching it on the way to such a page); if not, a spinner shows
 * for the moment it takes.
 */
export function withApi(Page: ComponentType): RoutePage {
  function PageWithApi() {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <TrpcBoundary>
          <Page />
        </TrpcBoundary>
      </Suspense>
    );
  }
  PageWithApi.displayName = `withApi(${Page.displayName ?? Page.name})`;
  return PageWithApi;
}
