import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DocumentSkeletons } from '../../components/documents/document-skeleton';
import { ListError } from '../../components/documents/list-error';
import { useSessionGone } from '../../components/documents/use-session-gone';
import { DocumentEditor } from '../../components/editor/document-editor';
import { DocumentNotFound } from '../../components/editor/document-not-found';
import { useAuth } from '../../lib/auth';
import { isMissingDocument } from '../../lib/document-errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/edit/$id')({
  component: EditPage,
});

/** Spec 02 §2 /edit/{id}. */
function EditPage() {
  const { id } = Route.useParams();
  const { user } = useAuth();
  const trpc = useTRPC();
  const query = useQuery(trpc.documents.get.queryOptions({ id }, { staleTime: 0 }));
  // The report panel's job description and source text load beside the document, not after it.
  usePrefetchQuery(trpc.documents.reportSource.queryOptions({ id }));
  useSessionGone(query.error);
  useDocumentTitle(query.data ? `Edit ${query.data.title} – JobPadi` : 'Edit Document – JobPadi');
  if (!user) return null;
  if (query.isPending) return <DocumentSkeletons count={1} />;
  if (query.isError)
    return isMissingDocument(query.error) ? (
      <DocumentNotFound />
    ) : (
      <ListError error={query.error} onRetry={() => void query.refetch()} />
    );
  // Keyed by document: a save or a restored version updates it in place (issue 32: the editor stays
  // where it is and takes the new saved text as its baseline).
  return <DocumentEditor key={query.data.id} doc={query.data} user={user} />;
}
