import type { ReportLetterView, ReportRequirement } from '@app/shared/report/dto';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { useId } from 'react';
import { MarkedText } from './marked-text';
import { PanelSection } from './panel-section';

/**
 * A cover letter's key requirements (issue 28): the ones it does not address yet first (they are
 * what to add), then the ones it does, each with the job description's sentence asking for it.
 */
export function RequirementSection({ letter }: { letter: ReportLetterView }) {
  const open = letter.requirements.filter((r) => !r.addressed);
  const done = letter.requirements.filter((r) => r.addressed);
  return (
    <PanelSection title="Key requirements" summary={`${letter.addressed} of ${letter.total} addressed`}>
      <div className="grid gap-3">
        <RequirementList
          label="Not yet addressed"
          requirements={open}
          empty="None: your letter addresses every key requirement."
        />
        <RequirementList label="Addressed" requirements={done} empty="None yet." />
      </div>
    </PanelSection>
  );
}

function RequirementList({
  label,
  requirements,
  empty,
}: {
  label: 'Not yet addressed' | 'Addressed';
  requirements: ReportRequirement[];
  empty: string;
}) {
  const labelId = useId();
  const addressed = label === 'Addressed';
  const Icon = addressed ? CircleCheck : CircleDashed;
  return (
    <div className="grid gap-1.5">
      <h4
        id={labelId}
        className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {label} ({requirements.length})
      </h4>
      {requirements.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul aria-labelledby={labelId} className="grid gap-2">
          {requirements.map((r) => (
            <li
              key={r.term}
              className="flex items-start gap-2 rounded-lg border border-slate-200 p-2.5 text-sm dark:border-slate-700"
            >
              <Icon
                className={
                  addressed
                    ? 'mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400'
                    : 'mt-0.5 size-4 shrink-0 text-sky-600 dark:text-sky-400'
                }
                aria-hidden="true"
              />
              <div className="min-w-0">
                <p className="font-semibold text-slate-900 dark:text-white">{r.term}</p>
                {r.jobSnippets[0] ? (
                  <p className="mt-0.5 text-slate-600 dark:text-slate-400">
                    <span className="sr-only">The job asks: </span>“
                    <MarkedText text={r.jobSnippets[0]} terms={[r.term]} />”
                  </p>
                ) : (
                  <p className="mt-0.5 text-slate-600 dark:text-slate-400">In the job title.</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
