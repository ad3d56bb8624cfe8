import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { AppShell } from '../components/shell/app-shell';
import { AuthGuard } from '../components/shell/auth-guard';
import { useAuth } from '../lib/auth';

/**
 * Every signed-in page lives under this pathless layout: the guard first, then the shell. A child
 * route sets `staticData: { requireVerified: true }` to also require a verified e-mail.
 */
export const Route = createFileRoute('/_authed')({
  component: AuthedLayout,
});

function AuthedLayout() {
  const requireVerified = useMatches({
    select: (matches) => matches.some((m) => m.staticData.requireVerified),
  });
  return (
    <AuthGuard requireVerified={requireVerified}>
      <SignedInShell />
    </AuthGuard>
  );
}

function SignedInShell() {
  const { user } = useAuth();
  // The guard renders this only with a user; the check keeps the types honest.
  if (!user) return null;
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}
