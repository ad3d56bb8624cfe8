import { APPLICATION_MESSAGES } from '@app/shared/applications/messages';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationView } from '../../components/applications/application-page';
import {
  ApplicationLoadError,
  ApplicationNotFound,
  ApplicationSkeleton,
} from '../../components/applications/application-states';
import { useSessionGone } from '../../components/documents/use-session-gone';
import { errorMessage } from '../../lib/api-error';
import { isMissingDocument } from '../../lib/document-errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/applications_/$id')({
  component: ApplicationPage,
});

/** Issue 30: one application, its documents as sent, notes, interview prep and history. */
function ApplicationPage() {
  const { id } = Route.useParams();
  const trpc = useTRPC();
  const query = useQuery(trpc.applications.get.queryOptions({ id }));
  useSessionGone(query.error);
  useDocumentTitle(
    query.data ? `${query.data.jobTitle} at ${query.data.companyName} – JobPadi` : 'Application – JobPadi',
  );
  if (query.isPending) return <ApplicationSkeleton />;
  if (query.isError)
    return isMissingDocument(query.error) ? (
      <ApplicationNotFound message={errorMessage(query.error, APPLICATION_MESSAGES.notFound)} />
    ) : (
      <ApplicationLoadError error={query.error} onRetry={() => void query.refetch()} />
    );
  return <ApplicationView key={query.data.id} app={query.data} />;
}
