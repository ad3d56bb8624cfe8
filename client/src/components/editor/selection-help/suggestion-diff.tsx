import type { ReportClaim } from '@app/shared/report/dto';
import { useMemo } from 'react';
import { suggestionDiff } from '../../../lib/editor/selection-help-run';

/**
 * The suggestion as a word diff of the selection: removed words struck through, added words
 * underlined, each with a text label for screen readers (never colour alone); words of a claim
 * the person's source does not support are marked. While the model writes, words not written
 * yet are not shown as removed.
 */
export function SuggestionDiff({
  before,
  after,
  claims,
  writing,
}: {
  before: string;
  after: string;
  claims: readonly ReportClaim[];
  writing: boolean;
}) {
  const parts = useMemo(() => {
    const all = suggestionDiff(before, after, claims);
    if (!writing) return all;
    // The rest of the selection may still come: trailing removals are not final.
    let end = all.length;
    while (end > 0 && all[end - 1]?.kind === 'removed') end -= 1;
    return all.slice(0, end);
  }, [before, after, claims, writing]);
  return (
    <p
      data-testid="selection-suggestion"
      aria-busy={writing}
      className="max-h-64 overflow-y-auto rounded-lg bg-slate-50 px-3 py-2 leading-relaxed whitespace-pre-wrap text-slate-900 dark:bg-slate-800 dark:text-slate-100"
    >
      {parts.length === 0 ? <span className="text-slate-600 dark:text-slate-400">…</span> : null}
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        const text = part.claim ? (
          <mark className="rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-300">{part.text}</mark>
        ) : (
          part.text
        );
        if (part.kind === 'removed')
          return (
            <del key={key} className="text-red-800 decoration-2 dark:text-red-300">
              <span className="sr-only">[removed: </span>
              {text}
              <span className="sr-only">]</span>
            </del>
          );
        if (part.kind === 'added')
          return (
            <ins key={key} className="text-emerald-800 underline decoration-2 dark:text-emerald-300">
              <span className="sr-only">[added: </span>
              {text}
              <span className="sr-only">]</span>
            </ins>
          );
        return <span key={key}>{text}</span>;
      })}
    </p>
  );
}
