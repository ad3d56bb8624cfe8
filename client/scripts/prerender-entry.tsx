// Built by Vite in SSR mode (see prerender.mjs) and run once per public page at build time: the
// same provider tree as src/main.tsx, on a memory history, rendered to static HTML.
import type { AppRouter } from '@app/server/trpc/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { AuthProvider, useAuth } from '../src/lib/auth';
import { createQueryClient } from '../src/lib/query-client';
import { createTrpcOptions, TRPCProvider } from '../src/lib/trpc';
import { createAppRouter } from '../src/router';

/** Renders `url` as a first-time, signed-out visitor sees it before any request is answered. */
export async function renderPage(url: string): Promise<string> {
  const queryClient = createQueryClient();
  // Never called: queries do not run on the server. The browser client needs `window.location`.
  const trpcClient = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: 'http://prerender.invalid/trpc' })],
  });
  const router = createAppRouter({ trpc: createTrpcOptions(trpcClient, queryClient), queryClient });
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  await router.load();

  function App() {
    const auth = useAuth();
    return <RouterProvider router={router} context={{ auth }} />;
  }

  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <AuthProvider onSignedOut={() => undefined}>
            <App />
          </AuthProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
