import type { DocumentDto } from '@app/shared/generation/dto';
import type { ReportLetterView } from '@app/shared/report/dto';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { CircleCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { topMissing } from '../../lib/report/analysis';
import { pleaseCheckText, reportNames } from '../../lib/report/wording';
import { buttonClass } from '../button-styles';
import { LetterFigure } from './letter-figure';
import { NoKeywords } from './no-keywords';
import { ScoreFigure } from './score-figure';
import { useReportAnalysis } from './use-report-analysis';

/**
 * A result card's ATS match (issue 16, /generate): the score before → after, the heaviest missing
 * keywords and how many claims to check, computed here from the job description and the person's
 * own text. A cover letter shows how many of the job's key requirements it addresses and which
 * are left instead (issue 28). The editor shows the whole report.
 */
export function CardReport({ doc }: { doc: DocumentDto }) {
  const report = useReportAnalysis(doc.id, doc.content);
  const headingId = `report-${doc.id}`;
  const names = reportNames(doc.type);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={report.sourceLoading || undefined}
      className="@container border-t border-slate-100 px-4 py-3 dark:border-slate-800"
    >
      <h4 id={headingId} className="sr-only">
        {names.title} report
      </h4>
      {report.sourceLoading ? (
        <CardReportSkeleton phrase={names.phrase} />
      ) : report.sourceError || report.analysisFailed || !report.analysis ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 text-sm text-red-800 dark:text-red-200"
        >
          <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            {report.analysisFailed
              ? `The ${names.phrase} could not be worked out for this document.`
              : errorMessage(report.sourceError, `The ${names.phrase} could not be loaded.`)}
          </span>
          {report.sourceError ? (
            <button
              type="button"
              onClick={report.retry}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              Try again
            </button>
          ) : null}
        </div>
      ) : report.analysis.keywords.length === 0 ? (
        <NoKeywords hasJobDescription={(report.source?.jobDescription.trim() ?? '') !== ''} />
      ) : report.analysis.kind === 'cover_letter' && report.analysis.letter ? (
        <div className="grid gap-3 @lg:grid-cols-[auto_minmax(0,1fr)] @lg:items-center @lg:gap-5">
          <LetterFigure letter={report.analysis.letter} size="sm" />
          <div className="grid min-w-0 gap-2">
            <OpenRequirements letter={report.analysis.letter} />
            <PleaseCheck doc={doc} count={report.analysis.claims.length} />
          </div>
        </div>
      ) : (
        <div className="grid gap-3 @lg:grid-cols-[auto_minmax(0,1fr)] @lg:items-center @lg:gap-5">
          <ScoreFigure
            score={report.analysis.score}
            before={report.analysis.sourceScore}
            sourceLabel={report.sourceLabel}
            size="sm"
          />
          <div className="grid min-w-0 gap-2">
            <MissingKeywords terms={topMissing(report.analysis)} total={report.analysis.missing.length} />
            <PleaseCheck doc={doc} count={report.analysis.claims.length} />
          </div>
        </div>
      )}
    </section>
  );
}

function MissingKeywords({ terms, total }: { terms: string[]; total: number }) {
  if (terms.length === 0) return <AllThere>Every keyword of the job description is in it.</AllThere>;
  return (
    <TermChips intro="Missing keywords:" label="Missing keywords" terms={terms} tone={MISSING_CHIP}>
      {total > terms.length ? (
        <span className="text-xs text-slate-600 dark:text-slate-400">and {total - terms.length} more</span>
      ) : null}
    </TermChips>
  );
}

/** The key requirements a letter does not address yet: something to add, not a failure. */
function OpenRequirements({ letter }: { letter: ReportLetterView }) {
  const open = letter.requirements.filter((r) => !r.addressed).map((r) => r.term);
  if (open.length === 0) return <AllThere>Every key requirement of the job is in your letter.</AllThere>;
  return (
    <TermChips
      intro="Not yet addressed:"
      label="Key requirements not yet addressed"
      terms={open}
      tone={OPEN_REQUIREMENT_CHIP}
    />
  );
}

const MISSING_CHIP =
  'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800';
const OPEN_REQUIREMENT_CHIP =
  'bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800';

function AllThere({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
      <CircleCheck className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      {children}
    </p>
  );
}

/** Terms as a labelled list of chips after a short lead-in. */
function TermChips({
  intro,
  label,
  terms,
  tone,
  children,
}: {
  intro: string;
  label: string;
  terms: string[];
  tone: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm">
      <span className="text-slate-600 dark:text-slate-400">{intro}</span>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {terms.map((term) => (
          <li key={term} className={clsx('rounded-full px-2 py-0.5 text-xs font-medium ring-1', tone)}>
            {term}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

function PleaseCheck({ doc, count }: { doc: DocumentDto; count: number }) {
  if (count === 0)
    return (
      <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
        <CircleCheck className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        Nothing to check: every figure and name is in what you gave us.
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1.5 font-semibold text-amber-900 dark:text-amber-200">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        Please check: {pleaseCheckText(count)}
      </span>
      <Link
        to="/edit/$id"
        params={{ id: doc.id }}
        className="font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300"
      >
        Review them<span className="sr-only"> in {doc.title}</span>
      </Link>
    </p>
  );
}

function CardReportSkeleton({ phrase }: { phrase: string }) {
  return (
    <div
      role="status"
      aria-label={`Working out the ${phrase}`}
      className="flex animate-pulse items-center gap-4"
    >
      <div className="size-14 shrink-0 rounded-full bg-slate-200 dark:bg-slate-800" />
      <div className="grid flex-1 gap-2">
        <div className="h-3.5 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-3 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
