import type { DocumentVersionSummaryDto } from '@app/shared/documents/versions';
import type { DocumentDto } from '@app/shared/generation/dto';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import {
  compareHint,
  comparisonOf,
  designName,
  toggleChoice,
  versionTime,
} from '../../../lib/editor/versions-view';
import { useTRPC } from '../../../lib/trpc';
import { buttonClass } from '../../button-styles';
import { ListError } from '../../documents/list-error';
import { ScoreBadge } from '../../report/score-badge';
import { RestoreDialog } from './restore-dialog';
import { VersionCompare } from './version-compare';

/** The versions of a document, newest first: choose two to compare, restore an older one. */
export function VersionList({
  doc,
  dirty,
  onRestored,
}: {
  doc: DocumentDto;
  dirty: boolean;
  onRestored: (doc: DocumentDto) => void;
}) {
  const trpc = useTRPC();
  const list = useQuery(trpc.documents.versions.list.queryOptions({ id: doc.id }));
  const [chosen, setChosen] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<number | null>(null);

  if (list.isPending)
    return (
      <div role="status" aria-label="Loading versions" className="grid animate-pulse gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-16 rounded-xl bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
    );
  if (list.isError)
    return (
      <ListError
        error={list.error}
        onRetry={() => void list.refetch()}
        fallback="The versions of this document could not be loaded."
      />
    );

  const versions = list.data.versions;
  if (versions.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No versions yet. Each time you save, the text is kept here as a version you can go back to.
      </p>
    );

  // Choices of versions thinned away since are forgotten.
  const present = chosen.filter((n) => versions.some((v) => v.n === n));
  const pair = comparisonOf(present);
  const newest = versions[0]?.n;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {compareHint(present)}
      </p>
      <ol aria-label="Versions, newest first" className="grid gap-2">
        {versions.map((v) => (
          <VersionRow
            key={v.n}
            version={v}
            kind={doc.type}
            current={v.n === newest}
            chosen={present.includes(v.n)}
            onChoose={(checked) => setChosen(toggleChoice(present, v.n, checked))}
            onRestore={() => setRestoring(v.n)}
          />
        ))}
      </ol>
      {pair ? (
        <VersionCompare documentId={doc.id} from={pair.from} to={pair.to} onClose={() => setChosen([])} />
      ) : null}
      <RestoreDialog
        doc={doc}
        n={restoring}
        dirty={dirty}
        onClose={() => setRestoring(null)}
        onRestored={onRestored}
      />
    </div>
  );
}

function VersionRow({
  version,
  kind,
  current,
  chosen,
  onChoose,
  onRestore,
}: {
  version: DocumentVersionSummaryDto;
  kind: DocumentDto['type'];
  current: boolean;
  chosen: boolean;
  onChoose: (checked: boolean) => void;
  onRestore: () => void;
}) {
  const { n } = version;
  return (
    <li
      data-testid={`version-${n}`}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
          Version {n}
          {current ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
              Current
            </span>
          ) : null}
          <ScoreBadge score={version.matchScore} kind={kind} />
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={version.savedAt}>{versionTime(version.savedAt)}</time> ·{' '}
          {designName(kind, version.templateId)} design
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
          <input
            type="checkbox"
            checked={chosen}
            onChange={(e) => onChoose(e.currentTarget.checked)}
            className="size-4 accent-emerald-700 dark:accent-emerald-400"
          />
          Compare<span className="sr-only"> version {n}</span>
        </label>
        {current ? null : (
          <button
            type="button"
            onClick={onRestore}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Restore<span className="sr-only"> version {n}</span>
          </button>
        )}
      </div>
    </li>
  );
}
