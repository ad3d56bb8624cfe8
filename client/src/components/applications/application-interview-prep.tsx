import type { ApplicationDto, InterviewQuestion } from '@app/shared/applications/dto';
import { CircleCheck, GraduationCap, LoaderCircle, RefreshCw, TriangleAlert } from 'lucide-react';
import { prepProgress, prepProgressText } from '../../lib/applications/application-assist';
import { formatDateTime } from '../../lib/format-date';
import { claimKindLabel } from '../../lib/report/wording';
import { buttonClass } from '../button-styles';
import { MarkedText } from '../report/marked-text';
import { ApplicationAlert, ApplicationCard } from './application-card';
import { useApplicationAssist } from './application-use-assist';

/**
 * Interview preparation: the questions this employer is likely to ask, each with an answer outline
 * from the person's own resume. What an outline states that their resume does not support is
 * marked "Please check", as in the match report. While the model writes, its raw JSON is never
 * shown: a progress bar counts the questions begun.
 */
export function ApplicationInterviewPrep({ app }: { app: ApplicationDto }) {
  const { run, start } = useApplicationAssist(app.id);
  const writing = run?.phase === 'writing';
  const prep = app.interviewPrep;
  const progress = writing ? prepProgress(run.text) : null;
  return (
    <ApplicationCard
      title="Interview prep"
      icon={GraduationCap}
      description="Questions this employer is likely to ask, with answer outlines built from your own resume."
      action={
        <button
          type="button"
          onClick={() => start('interview_prep')}
          disabled={writing}
          className={buttonClass({ variant: prep ? 'secondary' : 'primary', size: 'sm' })}
        >
          {writing ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          {prep ? 'Prepare again' : 'Prepare for the interview'}
        </button>
      }
    >
      {writing && progress ? (
        <div className="grid gap-2 rounded-xl border border-emerald-200 bg-emerald-50/50 p-3 dark:border-emerald-900 dark:bg-emerald-950/30">
          <p role="status" className="text-sm font-medium text-emerald-950 dark:text-emerald-100">
            {prepProgressText(run.text, run.restarted)}
          </p>
          <div
            role="progressbar"
            aria-label="Interview preparation"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            className="h-2 overflow-hidden rounded-full bg-emerald-100 dark:bg-emerald-950"
          >
            <div
              className="h-full rounded-full bg-emerald-600 transition-[width] duration-500 dark:bg-emerald-400"
              style={{ width: `${Math.max(4, progress.percent)}%` }}
            />
          </div>
        </div>
      ) : null}
      {run?.phase === 'failed' && run.failure ? (
        <ApplicationAlert
          title={run.failure.title}
          action={
            <button
              type="button"
              onClick={() => start('interview_prep')}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              Try again
            </button>
          }
        >
          {run.failure.message}
        </ApplicationAlert>
      ) : null}
      {prep ? (
        <div className="grid gap-3">
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {prep.questions.length} questions · prepared{' '}
            <time dateTime={prep.createdAt}>{formatDateTime(new Date(prep.createdAt))}</time>
          </p>
          <ol aria-label="Likely interview questions" className="grid gap-3">
            {prep.questions.map((question, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a preparation's questions, in order, never reordered
              <PrepQuestion key={i} number={i + 1} question={question} />
            ))}
          </ol>
        </div>
      ) : !writing ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No preparation yet. It takes about a minute and does not use a document credit.
        </p>
      ) : null}
    </ApplicationCard>
  );
}

function PrepQuestion({ number, question }: { number: number; question: InterviewQuestion }) {
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="flex gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <span className="text-emerald-800 dark:text-emerald-300" aria-hidden="true">
          {number}.
        </span>
        <span className="break-words">{question.question}</span>
      </h3>
      <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
        {question.outline}
      </p>
      {question.claims.length > 0 ? (
        <div className="grid gap-1.5 rounded-lg border border-amber-200 bg-amber-50/60 p-3 dark:border-amber-900 dark:bg-amber-950/40">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-amber-900 uppercase dark:text-amber-200">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Please check
          </p>
          <p className="text-xs text-slate-700 dark:text-slate-300">
            Not in your resume. Make sure each one is true before you say it.
          </p>
          <ul className="grid gap-1.5">
            {question.claims.map((claim, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: claims of one outline, in order
                key={i}
                className="text-sm text-slate-800 dark:text-slate-200"
              >
                <span className="font-semibold">
                  {claimKindLabel(claim.kind)}: {claim.value}
                </span>
                <span className="block text-xs text-slate-700 dark:text-slate-300">
                  <MarkedText text={claim.sentence} terms={[claim.value]} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
          <CircleCheck className="size-3.5 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
          Nothing in this outline to check against your resume.
        </p>
      )}
    </li>
  );
}
