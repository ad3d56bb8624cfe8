import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { buttonClass } from '../../components/button-styles';
import { DocumentSkeletons } from '../../components/documents/document-skeleton';
import { DocumentTabs } from '../../components/documents/document-tabs';
import { ListError } from '../../components/documents/list-error';
import { useSessionGone } from '../../components/documents/use-session-gone';
import { useAuth } from '../../lib/auth';
import { oneOf } from '../../lib/search-params';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';

/** ?tab=resume opens that tab; anything else (or nothing) opens All. */
const DOCUMENT_TABS = ['all', 'cover_letter', 'resume'] as const;
function validateDocumentsSearch(search: Record<string, unknown>): { tab?: (typeof DOCUMENT_TABS)[number] } {
  const tab = oneOf(search.tab, DOCUMENT_TABS);
  return tab ? { tab } : {};
}

export const Route = createFileRoute('/_authed/documents')({
  validateSearch: validateDocumentsSearch,
  component: DocumentsPage,
});

/** Spec 02 §2 /documents. */
function DocumentsPage() {
  useDocumentTitle('My Documents – JobPadi');
  const { user } = useAuth();
  const { tab = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const trpc = useTRPC();
  const list = useQuery(trpc.documents.list.queryOptions());
  useSessionGone(list.error);
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            My Documents
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Your cover letters and resumes: edit them, pick a design and download PDF or DOCX.
          </p>
        </div>
        <Link to="/generate" className={buttonClass()}>
          <Sparkles className="size-4" aria-hidden="true" />
          Generate Document
        </Link>
      </div>
      {list.isPending ? (
        <DocumentSkeletons />
      ) : list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DocumentTabs
          documents={list.data}
          user={user}
          tab={tab}
          onTabChange={(next) =>
            void navigate({ search: next === 'all' ? {} : { tab: next }, replace: true })
          }
        />
      )}
    </div>
  );
}
