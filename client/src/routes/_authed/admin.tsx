import { isAdmin } from '@app/shared/auth/user';
import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied } from '../../components/admin/access-denied';
import { AdminPage } from '../../components/admin/admin-page';
import { useAuth } from '../../lib/auth';
import { textSearch } from '../../lib/search-params';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/admin')({
  // The Audit log tab's filters (/admin?admin=…&user=…&action=…#audit): a reload keeps them.
  validateSearch: textSearch(['admin', 'user', 'action']),
  component: AdminRoute,
});

/**
 * Spec 02 §2 /admin. The console is for a role containing 'admin' (the navigation decides the
 * same way); everyone else sees Access Denied. Every admin call checks the role again on the server.
 */
function AdminRoute() {
  useDocumentTitle('Admin Dashboard – JobPadi');
  const { user } = useAuth();
  if (!user) return null;
  if (!isAdmin(user)) return <AccessDenied />;
  // Keyed by account: another administrator signing in on this tab starts from a clean console.
  return <AdminPage key={user.id} />;
}
