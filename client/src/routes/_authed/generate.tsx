import { createFileRoute } from '@tanstack/react-router';
import { GeneratePage } from '../../components/generate/generate-page';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/generate')({
  // Generating spends credits, so it is the area that needs a proven address.
  staticData: { requireVerified: true },
  component: GenerateRoute,
});

function GenerateRoute() {
  useDocumentTitle('Generate Documents – JobPadi');
  const { user } = useAuth();
  if (!user) return null;
  // Keyed by user: another account signing in on this tab starts from a clean page.
  return <GeneratePage key={user.id} userId={user.id} />;
}
