// Built by Vite in SSR mode (see prerender.mjs) and run once per public page at build time: the
// same provider tree as src/main.tsx, on a memory history, rendered to static HTML.
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { AuthProvider, useAuth } from '../src/lib/auth';
import { createQueryClient } from '../src/lib/query-client';
import { loadTrpc } from '../src/lib/trpc-loader';
import { createAppRouter } from '../src/router';

/** Renders `url` as a first-time, signed-out visitor sees it before any request is answered. */
export async function renderPage(url: string): Promise<string> {
  const queryClient = createQueryClient();
  // Pages that use the API render with its client already there, as the browser's first render
  // does (src/main.tsx); queries never run on the server.
  await loadTrpc();
  const router = createAppRouter({ queryClient });
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
        <AuthProvider onSignedOut={() => undefined} onSessionEnded={() => undefined}>
          <App />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
