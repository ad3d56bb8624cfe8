import type { ReportKeyword } from '@app/shared/report/dto';
import { clsx } from 'clsx';
import { Check, ChevronDown, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { splitKeywords } from '../../lib/report/analysis';
import { keywordCountText } from '../../lib/report/wording';
import { MarkedText } from './marked-text';
import { PanelSection } from './panel-section';

/**
 * Keywords of the job description, missing first (they are what raises the score). Each one is a
 * button: it shows the job description's sentences asking for it, below the lists.
 */
export function KeywordSection({ keywords }: { keywords: ReportKeyword[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const detailsId = useId();
  const { matched, missing } = splitKeywords(keywords);
  const shown = keywords.find((k) => k.term === open) ?? null;
  const toggle = (term: string) => setOpen((current) => (current === term ? null : term));

  return (
    <PanelSection title="Keywords" summary={keywordCountText(matched.length, keywords.length)}>
      {keywords.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The job description has no skills, tools or terms we could pick out, so there is nothing to match.
        </p>
      ) : (
        <div className="grid gap-3">
          <KeywordList
            label="Missing"
            keywords={missing}
            open={open}
            detailsId={detailsId}
            onToggle={toggle}
            empty="None: every keyword is in your text."
          />
          <KeywordList
            label="Found"
            keywords={matched}
            open={open}
            detailsId={detailsId}
            onToggle={toggle}
            empty="None yet."
          />
          <div id={detailsId} aria-live="polite">
            {shown ? <KeywordSnippets keyword={shown} /> : null}
          </div>
          {shown === null ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Choose a keyword to see where the job description asks for it.
            </p>
          ) : null}
        </div>
      )}
    </PanelSection>
  );
}

function KeywordList({
  label,
  keywords,
  open,
  detailsId,
  onToggle,
  empty,
}: {
  label: 'Missing' | 'Found';
  keywords: ReportKeyword[];
  open: string | null;
  detailsId: string;
  onToggle: (term: string) => void;
  empty: string;
}) {
  const labelId = useId();
  const missing = label === 'Missing';
  const Icon = missing ? Plus : Check;
  return (
    <div className="grid gap-1.5">
      <h4
        id={labelId}
        className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {label} ({keywords.length})
      </h4>
      {keywords.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
          {keywords.map((k) => (
            <li key={k.term}>
              <button
                type="button"
                aria-expanded={open === k.term}
                aria-controls={detailsId}
                onClick={() => onToggle(k.term)}
                className={clsx(
                  'inline-flex min-h-8 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
                  missing
                    ? 'bg-amber-50 text-amber-900 ring-amber-200 hover:bg-amber-100 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800 dark:hover:bg-amber-900'
                    : 'bg-emerald-50 text-emerald-900 ring-emerald-200 hover:bg-emerald-100 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800 dark:hover:bg-emerald-900',
                  open === k.term && 'ring-2 ring-offset-1 ring-offset-white dark:ring-offset-slate-900',
                )}
              >
                <Icon className="size-3.5" aria-hidden="true" />
                {k.term}
                <ChevronDown
                  className={clsx('size-3 transition-transform', open === k.term && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function KeywordSnippets({ keyword }: { keyword: ReportKeyword }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-950">
      <p className="font-semibold text-slate-900 dark:text-white">
        Where the job asks for “{keyword.term}”
        <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">
          {keyword.matched ? '(in your text)' : '(not in your text yet)'}
        </span>
      </p>
      {keyword.jobSnippets.length === 0 ? (
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          It is mentioned in passing, not in one sentence.
        </p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {keyword.jobSnippets.map((snippet) => (
            <li
              key={snippet}
              className="border-l-2 border-emerald-600 pl-2.5 text-slate-700 dark:border-emerald-400 dark:text-slate-300"
            >
              <MarkedText text={snippet} terms={[keyword.term]} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
