import type { DocumentDto } from '@app/shared/generation/dto';
import { Gauge, LoaderCircle, RefreshCw, TriangleAlert } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import type { TextRange } from '../../lib/report/highlight';
import { scoreName } from '../../lib/report/score';
import { reportNames, requirementsText } from '../../lib/report/wording';
import { buttonClass } from '../button-styles';
import { ClaimsSection } from './claims-section';
import { KeywordSection } from './keyword-section';
import { LetterFigure } from './letter-figure';
import { NoKeywords } from './no-keywords';
import { ReadBackSection } from './read-back-section';
import { RequirementSection } from './requirement-section';
import { ScoreFigure } from './score-figure';
import { StructureSection } from './structure-section';
import type { ReportState } from './use-report-analysis';

/**
 * /edit/{id}'s ATS match report (issue 16): the score before → after, matched and missing
 * keywords, structure checks, the "please check" list and the downloaded files' read-back. A
 * cover letter's is its job fit instead (issue 28): the job's key requirements it addresses and
 * the ones left, with no keyword score and no comparison with the person's resume. It follows
 * the typing (analysed in the browser a moment after each pause, by the editor's
 * `useReportAnalysis`, whose missing keywords the selection help uses too) and never edits the text.
 */
export function ReportPanel({
  doc,
  text,
  report,
  dirty,
  onSelect,
}: {
  doc: DocumentDto;
  text: string;
  report: ReportState;
  dirty: boolean;
  onSelect: (range: TextRange) => void;
}) {
  const { analysis, source } = report;
  const names = reportNames(doc.type);
  const letter = analysis?.kind === 'cover_letter' ? analysis.letter : null;

  return (
    <section
      aria-labelledby="report-title"
      aria-busy={report.sourceLoading || undefined}
      className="grid min-w-0 gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="report-title" className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
            <Gauge className="size-5 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
            {names.title}
          </h2>
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            Against the job description{source ? ` for ${source.jobTitle} at ${source.companyName}` : ''}.
            Updates as you type.
          </p>
        </div>
        {report.updating ? (
          <LoaderCircle
            className="size-4 shrink-0 animate-spin text-slate-500 motion-reduce:animate-none"
            aria-hidden="true"
          />
        ) : null}
      </div>

      {report.sourceLoading ? (
        <PanelSkeleton phrase={names.phrase} />
      ) : report.sourceError ? (
        <div role="alert" className="grid gap-2 text-sm text-red-800 dark:text-red-200">
          <p className="flex items-start gap-2">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {errorMessage(report.sourceError, `The ${names.phrase} report could not be loaded.`)}
          </p>
          <div>
            <button
              type="button"
              onClick={report.retry}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              Try again
            </button>
          </div>
        </div>
      ) : !analysis || !source ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-red-800 dark:text-red-200">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          The {names.phrase} could not be worked out for this text. Your text is safe; keep editing.
        </p>
      ) : (
        <>
          {analysis.keywords.length === 0 ? (
            <NoKeywords hasJobDescription={source.jobDescription.trim() !== ''} />
          ) : letter ? (
            <>
              <LetterFigure letter={letter} />
              {/* Announced once per pause in typing, and only when the count changes. */}
              <p className="sr-only" aria-live="polite">
                {requirementsText(letter.addressed, letter.total)}
              </p>
              <RequirementSection letter={letter} />
            </>
          ) : (
            <>
              <ScoreFigure
                score={analysis.score}
                before={analysis.sourceScore}
                sourceLabel={report.sourceLabel}
              />
              {/* Announced once per pause in typing, and only when the figure changes. */}
              <p className="sr-only" aria-live="polite">
                {scoreName(analysis.score)}
              </p>
              <KeywordSection keywords={analysis.keywords} />
            </>
          )}
          <ClaimsSection
            claims={analysis.claims}
            text={text}
            sourceKind={source.sourceKind}
            onSelect={onSelect}
          />
          <StructureSection checks={analysis.structure} />
        </>
      )}
      <ReadBackSection doc={doc} dirty={dirty} />
    </section>
  );
}

function PanelSkeleton({ phrase }: { phrase: string }) {
  return (
    <div role="status" aria-label={`Loading the ${phrase} report`} className="grid animate-pulse gap-4">
      <div className="flex items-center gap-3">
        <div className="size-[72px] rounded-full bg-slate-200 dark:bg-slate-800" />
        <div className="grid flex-1 gap-2">
          <div className="h-4 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-3 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {[64, 88, 52, 76, 60].map((w) => (
          <div key={w} className="h-7 rounded-full bg-slate-200 dark:bg-slate-800" style={{ width: w }} />
        ))}
      </div>
      <div className="h-16 rounded-lg bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}
