import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider, useAuth } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import { rememberReturnPath, safeSessionStorage } from './lib/return-path';
import { loadTrpc, pageNeedsApi } from './lib/trpc-loader';
import { initTheme } from './lib/use-theme';
import { createAppRouter } from './router';
import './styles.css';

// Before the first render, so a visitor who chose dark never sees a white flash.
initTheme();

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
const goHome = () => router.navigate({ to: '/' });
/**
 * The session ended elsewhere (lib/session-gone.ts): the sign-in page says so once, and signing
 * in again returns to the page the person was on. An unsaved edit does not hold the way (its
 * draft is kept for this tab and offered back on return); Back does not lead to the dead page.
 */
const toSignInAgain = () => {
  rememberReturnPath(safeSessionStorage(), router.state.location.href);
  return router.navigate({ to: '/login', search: { session: 'ended' }, replace: true, ignoreBlocker: true });
};
// On the way to a page that uses the API, its client code is fetched alongside the page's own
// code, not after it. (A root `beforeLoad` would do the same but holds back every pending screen.)
router.subscribe('onBeforeLoad', ({ toLocation }) => {
  if (pageNeedsApi(toLocation.pathname)) void loadTrpc().catch(() => undefined);
});

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
      <AuthProvider onSignedOut={goHome} onSessionEnded={toSignInAgain}>
        <App />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>
);

/**
 * Public pages arrive prerendered (scripts/prerender.mjs). The app replaces that markup rather
 * than hydrating it: the router renders differently on the server, and a signed-in visitor's
 * session differs from the prerendered signed-out one. Loading the page's route code (and the API
 * client, for a page that uses it) first makes the first render show the same page, so the
 * replacement is not seen.
 */
async function start(root: HTMLElement): Promise<void> {
  if (root.hasChildNodes()) {
    const api = pageNeedsApi(window.location.pathname) ? loadTrpc() : undefined;
    await Promise.all([router.load(), api]).catch(() => undefined);
  }
  createRoot(root).render(tree);
}
void start(rootElement);
