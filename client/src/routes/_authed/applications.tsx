import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/applications')({
  component: ApplicationsPage,
});

/** Issue 30: the board of applications (stub, filled by the board work). */
function ApplicationsPage() {
  useDocumentTitle('Applications – JobPadi');
  return <h1 className="text-2xl font-bold">Applications</h1>;
}
