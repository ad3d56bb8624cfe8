import { countOf } from '@app/shared/format/count';
import { clsx } from 'clsx';
import { diffHunks, diffLines, diffStats } from '../../../lib/admin/line-diff';

/**
 * What activating a version would change, line by line, against the text in force now: lines
 * marked − go, lines marked + come. Unchanged stretches are folded to a count.
 */
export function PromptDiff({ from, to, label }: { from: string; to: string; label: string }) {
  const lines = diffLines(from, to);
  const { added, removed } = diffStats(lines);
  const { hunks, skippedAfter } = diffHunks(lines, 2);
  return (
    <div className="grid grid-cols-1 gap-2" data-testid="prompt-diff">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-emerald-800 dark:text-emerald-300">+{added}</span>{' '}
        <span className="font-semibold text-red-700 dark:text-red-300">−{removed}</span> lines
      </p>
      {hunks.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          The two texts are the same.
        </p>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be scrollable by keyboard
          tabIndex={0}
          aria-label={label}
          className="max-h-96 overflow-auto rounded-lg border border-slate-200 font-mono text-xs leading-relaxed dark:border-slate-700"
        >
          {hunks.map((hunk, h) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: hunks have no identity beyond their place
            <div key={h}>
              {hunk.skippedBefore > 0 ? <Folded count={hunk.skippedBefore} /> : null}
              {hunk.lines.map((line, i) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place
                  key={i}
                  className={clsx(
                    'flex gap-3 px-3',
                    line.kind === 'added' &&
                      'bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-100',
                    line.kind === 'removed' && 'bg-red-50 text-red-950 dark:bg-red-950/60 dark:text-red-100',
                    line.kind === 'same' && 'text-slate-700 dark:text-slate-300',
                  )}
                >
                  <span aria-hidden="true" className="w-3 shrink-0 select-none">
                    {line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '}
                  </span>
                  <span className="sr-only">
                    {line.kind === 'added' ? 'Added: ' : line.kind === 'removed' ? 'Removed: ' : ''}
                  </span>
                  <span className="min-w-0 break-words whitespace-pre-wrap">{line.text || ' '}</span>
                </div>
              ))}
            </div>
          ))}
          {skippedAfter > 0 ? <Folded count={skippedAfter} /> : null}
        </section>
      )}
    </div>
  );
}

function Folded({ count }: { count: number }) {
  return (
    <div className="bg-slate-50 px-3 py-0.5 text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
      ⋯ {countOf(count, 'unchanged line')}
    </div>
  );
}
