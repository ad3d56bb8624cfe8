import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider, useAuth } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, createTrpcOptions, TRPCProvider } from './lib/trpc';
import { initTheme } from './lib/use-theme';
import { createAppRouter } from './router';
import './styles.css';

// Before the first render, so a visitor who chose dark never sees a white flash.
initTheme();

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter({ trpc: createTrpcOptions(trpcClient, queryClient), queryClient });
const goHome = () => router.navigate({ to: '/' });

/**
 * Hands the live session to the router, so loaders and beforeLoad can read `context.auth`, and
 * re-runs the route guards when the session changes (confirmed, signed out, e-mail verified).
 */
function App() {
  const auth = useAuth();
  const sessionKey = `${auth.status}:${auth.user?.id ?? ''}:${auth.user?.emailVerified ?? ''}`;
  const seen = useRef(sessionKey);
  useEffect(() => {
    if (seen.current === sessionKey) return;
    seen.current = sessionKey;
    void router.invalidate();
  }, [sessionKey]);
  return <RouterProvider router={router} context={{ auth }} />;
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html is missing the #root element');

const tree = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AuthProvider onSignedOut={goHome}>
          <App />
        </AuthProvider>
      </TRPCProvider>
    </QueryClientProvider>
  </StrictMode>
);

/**
 * Public pages arrive prerendered (scripts/prerender.mjs). The app replaces that markup rather
 * than hydrating it: the router renders differently on the server, and a signed-in visitor's
 * session differs from the prerendered signed-out one. Loading the page's route code first makes
 * the first render show the same page, so the replacement is not seen.
 */
async function start(root: HTMLElement): Promise<void> {
  if (root.hasChildNodes()) await router.load().catch(() => undefined);
  createRoot(root).render(tree);
}
void start(rootElement);
