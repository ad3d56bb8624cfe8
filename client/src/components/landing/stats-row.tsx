import { formatDocumentCount } from '@app/shared/format/document-count';
import { useQuery } from '@tanstack/react-query';

/** Spec 01 §9: the documents counter refreshes every 2 minutes. */
const DOCUMENT_COUNT_POLL_MS = 120_000;

/**
 * The public counter, over the plain REST path (spec 02 §7): the landing page then needs none of
 * the tRPC client code.
 */
async function fetchDocumentCount(): Promise<{ count: number }> {
  const response = await fetch('/api/stats/document-count');
  if (!response.ok) throw new Error(`document count: ${response.status}`);
  return (await response.json()) as { count: number };
}

export function StatsRow() {
  // While loading, on error, or without a server, formatDocumentCount shows the '10K+' fallback.
  const { data } = useQuery({
    queryKey: ['stats', 'document-count'],
    queryFn: fetchDocumentCount,
    refetchInterval: DOCUMENT_COUNT_POLL_MS,
  });

  const stats = [
    { label: 'Documents created', value: formatDocumentCount(data?.count), testId: 'documents-counter' },
    { label: 'Success rate', value: '95%' },
    { label: 'AI assistance', value: '24/7' },
    { label: 'Average rating', value: '4.9' },
  ];

  return (
    <section
      aria-label="JobPadi in numbers"
      className="relative mx-auto -mt-4 max-w-5xl px-4 sm:px-6 lg:px-8"
    >
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-sm md:grid-cols-4 dark:border-slate-800 dark:bg-slate-800">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse items-center gap-1 bg-white px-4 py-6 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
            <dd
              className="text-3xl font-extrabold tracking-tight text-emerald-700 sm:text-4xl dark:text-emerald-400"
              data-testid={stat.testId}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
