import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../components/settings/settings-page';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/settings')({
  component: SettingsRoute,
});

/** Spec 02 §2 /settings. */
function SettingsRoute() {
  useDocumentTitle('Account Settings – JobPadi');
  const { user } = useAuth();
  if (!user) return null;
  return <SettingsPage user={user} />;
}
