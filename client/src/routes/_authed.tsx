import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../components/shell/app-shell';
import { GuardStatus } from '../components/shell/guard-status';
import { withApi } from '../components/with-api';
import { useAuth } from '../lib/auth';
import { enforceGuard } from '../lib/guard-route';

/**
 * Every signed-in page lives under this pathless layout: the guard (`beforeLoad`) first, then the
 * shell. A child route sets `staticData: { requireVerified: true }` to also require a verified
 * e-mail. The guard re-runs whenever the session changes (main.tsx invalidates the router).
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location, matches, preload, abortController }): Promise<void> =>
    enforceGuard({
      auth: context.auth,
      href: location.href,
      requireVerified: matches.some((m: { staticData?: { requireVerified?: boolean } }) =>
        Boolean(m.staticData?.requireVerified),
      ),
      preload,
      signal: abortController.signal,
    }),
  // The redirect waits 1.5 s / 2 s on purpose; the reason shows from the first moment.
  pendingMs: 0,
  pendingComponent: GuardStatus,
  component: withApi(AuthedLayout),
});

function AuthedLayout() {
  const { user, status } = useAuth();
  // Until the session is confirmed (or while a redirect waits after a sign-out), the status screen.
  if (status !== 'authenticated' || !user) return <GuardStatus />;
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}
