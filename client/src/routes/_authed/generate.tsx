import { createFileRoute } from '@tanstack/react-router';
import { GeneratePage } from '../../components/generate/generate-page';
import { useAuth } from '../../lib/auth';
import { textSearch } from '../../lib/search-params';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/generate')({
  // Generating spends credits, so it is the area that needs a proven address.
  staticData: { requireVerified: true },
  // `?id=…` opens a given generation (running or finished); the server checks it is the user's.
  validateSearch: textSearch(['id']),
  component: GenerateRoute,
});

function GenerateRoute() {
  useDocumentTitle('Generate Documents – JobPadi');
  const { user } = useAuth();
  const { id } = Route.useSearch();
  if (!user) return null;
  // Keyed by user (another account signing in on this tab starts from a clean page) and by the
  // generation a link names (following another link opens that one).
  return <GeneratePage key={`${user.id}:${id ?? ''}`} account={user} openId={id} />;
}
