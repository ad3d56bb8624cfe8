import type { DocumentDto } from '@app/shared/generation/dto';
import type { ReportReadBack } from '@app/shared/report/dto';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, FileSearch, LoaderCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { clampScore, letterScoreText } from '../../lib/report/score';
import { readBackTitle } from '../../lib/report/wording';
import { useTRPC } from '../../lib/trpc';
import { buttonClass } from '../button-styles';
import { useSessionGone } from '../documents/use-session-gone';
import { FormAlert } from '../form/form-alert';
import { PanelSection } from './panel-section';

/**
 * The read-back of the downloaded files (issue 16): the server renders the saved document as PDF
 * and DOCX, reads them back with the upload readers and scores what came out. Asked for on
 * demand: it takes a few seconds and works on the saved version, not the text being typed.
 */
export function ReadBackSection({ doc, dirty }: { doc: DocumentDto; dirty: boolean }) {
  const trpc = useTRPC();
  const [asked, setAsked] = useState(false);
  const query = useQuery(
    trpc.documents.report.queryOptions({ id: doc.id }, { enabled: asked, staleTime: 0, gcTime: 0 }),
  );
  useSessionGone(query.error);
  const busy = query.isFetching;
  // A save after the check makes it describe an older version.
  const outdated = query.data ? Date.parse(query.data.computedAt) < Date.parse(doc.updatedAt) : false;
  const check = () => (asked ? void query.refetch() : setAsked(true));

  return (
    <PanelSection title="Downloaded files">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        See what an applicant tracking system reads from your PDF and DOCX.
        {dirty ? ' This checks the last saved version: save first to include your changes.' : ''}
      </p>
      <div aria-live="polite" aria-busy={busy || undefined} className="grid gap-2">
        {busy ? (
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            Making and reading back your PDF and DOCX…
          </p>
        ) : query.isError ? (
          <FormAlert tone="error">
            {errorMessage(query.error, 'The files could not be checked. Please try again.')}
          </FormAlert>
        ) : query.data ? (
          query.data.readBack === null ? (
            <FormAlert tone="info">
              The files could not be made right now, so they were not checked. Try again in a minute.
            </FormAlert>
          ) : (
            <>
              <ul className="grid gap-2">
                {query.data.readBack.map((rb) => (
                  <ReadBackItem key={rb.format} readBack={rb} letter={doc.type === 'cover_letter'} />
                ))}
              </ul>
              {outdated ? (
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  You saved changes after this check.
                </p>
              ) : null}
            </>
          )
        ) : null}
      </div>
      <div>
        <button
          type="button"
          onClick={check}
          disabled={busy}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {query.data || query.isError ? (
            <RefreshCw className="size-4" aria-hidden="true" />
          ) : (
            <FileSearch className="size-4" aria-hidden="true" />
          )}
          {query.data || query.isError ? 'Check the files again' : 'Check the downloaded files'}
        </button>
      </div>
    </PanelSection>
  );
}

function ReadBackItem({ readBack, letter }: { readBack: ReportReadBack; letter: boolean }) {
  const Icon = readBack.faithful ? CircleCheck : CircleAlert;
  return (
    <li className="flex items-start gap-2 rounded-lg border border-slate-200 p-2.5 text-sm dark:border-slate-700">
      <Icon
        className={
          readBack.faithful
            ? 'mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400'
            : 'mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400'
        }
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-semibold text-slate-900 dark:text-white">{readBackTitle(readBack)}</span>
          <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
            {letter ? letterScoreText(readBack.score) : `ATS match ${clampScore(readBack.score)}`}
          </span>
        </p>
        {readBack.faithful ? null : (
          <>
            <p className="text-slate-600 dark:text-slate-400">{readBack.detail}</p>
            {readBack.lostWords.length > 0 ? (
              <ul aria-label="Words lost or merged" className="mt-1.5 flex flex-wrap gap-1">
                {readBack.lostWords.map((word) => (
                  <li
                    key={word}
                    className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                  >
                    {word}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}
