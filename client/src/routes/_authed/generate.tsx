import { createFileRoute } from '@tanstack/react-router';
import { GeneratePage } from '../../components/generate/generate-page';
import { useAuth } from '../../lib/auth';
import { textSearch } from '../../lib/search-params';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/generate')({
  // Generating spends credits, so it is the area that needs a proven address.
  staticData: { requireVerified: true },
  // `?id=…` opens a given generation (running or finished); the server checks it is the user's.
  // `?application=…` starts a form for documents added to that application (issue 30).
  validateSearch: textSearch(['id', 'application']),
  component: GenerateRoute,
});

function GenerateRoute() {
  useDocumentTitle('Generate Documents – JobPadi');
  const { user } = useAuth();
  const { id, application } = Route.useSearch();
  if (!user) return null;
  // Keyed by user (another account signing in on this tab starts from a clean page) and by the
  // generation a link names (following another link opens that one).
  // Not keyed by `application`: the page drops that parameter once it has used it.
  return (
    <GeneratePage key={`${user.id}:${id ?? ''}`} account={user} openId={id} applicationParam={application} />
  );
}
