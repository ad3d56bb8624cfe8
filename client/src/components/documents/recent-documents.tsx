import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { recentDocuments } from '../../lib/document-list';
import { useTRPC } from '../../lib/trpc';
import { RecentDocumentRow } from './document-row';
import { DocumentSkeletons } from './document-skeleton';
import { EmptyDocuments } from './empty-documents';
import { ListError } from './list-error';
import { useSessionGone } from './use-session-gone';

/** Spec 02 §2 /dashboard: the five most recent documents, View All, or the empty state. */
export function RecentDocuments() {
  const trpc = useTRPC();
  const list = useQuery(trpc.documents.list.queryOptions());
  useSessionGone(list.error);
  return (
    <section aria-labelledby="recent-title" className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-title" className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">
          Recent Documents
        </h2>
        <Link
          to="/documents"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
        >
          View All
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {list.isPending ? (
        <DocumentSkeletons count={3} />
      ) : list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyDocuments />
      ) : (
        <ul className="grid gap-3">
          {recentDocuments(list.data).map((doc) => (
            <li key={doc.id}>
              <RecentDocumentRow doc={doc} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
