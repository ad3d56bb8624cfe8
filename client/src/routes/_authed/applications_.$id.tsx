import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/applications_/$id')({
  component: ApplicationPage,
});

/** Issue 30: one application (stub, filled by the detail work). */
function ApplicationPage() {
  useDocumentTitle('Application – JobPadi');
  return <h1 className="text-2xl font-bold">Application</h1>;
}
