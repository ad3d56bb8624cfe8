import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../components/profile/profile-page';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/profile')({
  component: ProfileRoute,
});

/** Spec 02 §2 /profile. */
function ProfileRoute() {
  useDocumentTitle('Edit Profile – JobPadi');
  return <ProfilePage />;
}
