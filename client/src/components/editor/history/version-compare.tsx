import { useQueries } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { diffSummary, versionDiff } from '../../../lib/editor/versions-diff';
import type { WordDiffPart } from '../../../lib/editor/word-diff';
import { useTRPC } from '../../../lib/trpc';
import { buttonClass } from '../../button-styles';
import { ListError } from '../../documents/list-error';

/**
 * The words that changed from version `from` to version `to`: added words underlined on green,
 * removed ones struck through on red, each also named for screen readers ("added:", "removed:").
 */
export function VersionCompare({
  documentId,
  from,
  to,
  onClose,
}: {
  documentId: string;
  from: number;
  to: number;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const headingId = useId();
  const [older, newer] = useQueries({
    queries: [
      trpc.documents.versions.get.queryOptions({ id: documentId, n: from }),
      trpc.documents.versions.get.queryOptions({ id: documentId, n: to }),
    ],
  });
  const before = older?.data?.content;
  const after = newer?.data?.content;
  const parts = useMemo(
    () => (before !== undefined && after !== undefined ? versionDiff(before, after) : null),
    [before, after],
  );
  const failed = [older, newer].find((q) => q?.isError);

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-bold text-slate-900 dark:text-white">
          Changes from version {from} to version {to}
        </h3>
        <button type="button" onClick={onClose} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          <X className="size-4" aria-hidden="true" />
          Close comparison
        </button>
      </div>
      {failed ? (
        <ListError
          error={failed.error}
          onRetry={() => {
            if (older?.isError) void older.refetch();
            if (newer?.isError) void newer.refetch();
          }}
          fallback="The two versions could not be loaded for comparison."
        />
      ) : parts === null || before === undefined || after === undefined ? (
        <div role="status" aria-label="Loading the two versions" className="grid animate-pulse gap-2">
          <div className="h-4 w-1/2 rounded bg-slate-100 dark:bg-slate-800" />
          <div className="h-24 rounded-lg bg-slate-100 dark:bg-slate-800" />
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            {diffSummary(parts, before, after)}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Added words are <span className={ADDED}>underlined on green</span>; removed words are{' '}
            <span className={REMOVED}>struck through on red</span>.
          </p>
          <DiffText parts={parts} label={`Version ${to} with the changes from version ${from} marked`} />
        </>
      )}
    </section>
  );
}

const ADDED =
  'rounded-sm bg-emerald-100 text-emerald-950 underline decoration-2 underline-offset-2 dark:bg-emerald-900/70 dark:text-emerald-50';
const REMOVED =
  'rounded-sm bg-red-100 text-red-950 line-through decoration-2 dark:bg-red-950/80 dark:text-red-100';

function DiffText({ parts, label }: { parts: WordDiffPart[]; label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be scrollable by keyboard
      tabIndex={0}
      data-testid="version-diff"
      className="max-h-96 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200"
    >
      {parts.map((part, i) =>
        part.kind === 'added' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their place
          <ins key={i} className={ADDED}>
            <span className="sr-only">[added: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : part.kind === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their place
          <del key={i} className={REMOVED}>
            <span className="sr-only">[removed: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their place
          <span key={i}>{part.text}</span>
        ),
      )}
    </section>
  );
}
