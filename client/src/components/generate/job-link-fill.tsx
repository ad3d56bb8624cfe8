import type { JobImportResult as JobImport } from '@app/shared/job-import/dto';
import { JOB_IMPORT_MESSAGES } from '@app/shared/job-import/messages';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Link2, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../lib/api-error';
import { lagosToday } from '../../lib/applications/application-view';
import type { GenerateFormValues } from '../../lib/generate-form';
import {
  checkJobLink,
  closingNote,
  fieldsToReplace,
  filledNote,
  filledValues,
  type JobLinkField,
  missingNote,
  replaceQuestion,
} from '../../lib/job-link-import';
import { useTRPC } from '../../lib/trpc';
import { buttonClass } from '../button-styles';
import { FieldError } from '../form/field-message';
import { describedBy, inputClass, labelClass } from '../form/field-styles';
import { JobLinkReplace } from './job-link-replace';

/** What the row shows under the link: nothing yet, a question before replacing, or the fill's note. */
type Outcome =
  | { kind: 'none' }
  | { kind: 'ask'; url: string; result: JobImport; fields: JobLinkField[] }
  | { kind: 'filled'; url: string; result: JobImport };

/**
 * Issue 31 §3: "Fill from a job link" on /generate. The server reads the advert's page and the
 * job fields are filled for the person to check; text they typed is replaced only when they say
 * so. A failure's sentence stays under the link until the link changes or a retry succeeds.
 */
export function JobLinkFill({ form }: { form: UseFormReturn<GenerateFormValues> }) {
  const trpc = useTRPC();
  const importJob = useMutation(trpc.jobImport.fromLink.mutationOptions());
  const [link, setLink] = useState('');
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const attempt = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-link`;
  const hintId = `${id}-hint`;
  const errorId = `${inputId}-error`;

  // A newer attempt or leaving the page makes an answer still on its way count for nothing.
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  const fill = (url: string, result: JobImport) => {
    for (const [name, value] of Object.entries(filledValues(result))) {
      form.setValue(name as JobLinkField, value, { shouldDirty: true });
      form.clearErrors(name as JobLinkField);
    }
    setOutcome({ kind: 'filled', url, result });
  };

  const read = async () => {
    if (reading) return;
    const checked = checkJobLink(link);
    if (!checked.ok) {
      setError(checked.message);
      inputRef.current?.focus();
      return;
    }
    const mine = ++attempt.current;
    setReading(true);
    setOutcome({ kind: 'none' });
    try {
      const result = await importJob.mutateAsync({ url: checked.url });
      if (mine !== attempt.current) return;
      setError(null);
      // What is in the form now: the person may have typed while the page was read.
      const fields = fieldsToReplace(form.getValues(), result);
      if (fields.length > 0) setOutcome({ kind: 'ask', url: checked.url, result, fields });
      else fill(checked.url, result);
    } catch (failure) {
      if (mine !== attempt.current) return;
      setError(errorMessage(failure, JOB_IMPORT_MESSAGES.unreachable));
    } finally {
      if (mine === attempt.current) setReading(false);
    }
  };

  const note = outcome.kind === 'filled' ? outcome : null;
  const today = lagosToday(new Date());

  return (
    <div className="grid gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900/60">
      <label htmlFor={inputId} className={labelClass}>
        Job link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <Link2
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={link}
            placeholder="Paste a link from Jobberman, MyJobMag, LinkedIn or a careers page"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, error ? errorId : false)}
            onChange={(event) => {
              setLink(event.target.value);
              setError(null);
              setOutcome({ kind: 'none' });
            }}
            onKeyDown={(event) => {
              // Enter reads the link; it must never send the generate form around it.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void read();
            }}
            className={inputClass('truncate pl-9')}
          />
        </div>
        <button
          type="button"
          onClick={() => void read()}
          // Not `disabled`: the focus stays on the button while the page is read.
          aria-disabled={reading || undefined}
          aria-busy={reading || undefined}
          className={buttonClass({
            variant: 'secondary',
            className: 'h-11 shrink-0 aria-disabled:cursor-progress aria-disabled:opacity-70',
          })}
        >
          {reading ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          {reading ? 'Reading the page…' : 'Fill the form'}
        </button>
      </div>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        Fill from a job link: we read the advert and fill in the job below for you to check.
      </p>
      <FieldError id={errorId} message={error ?? undefined} />
      {outcome.kind === 'ask' ? (
        <JobLinkReplace
          question={replaceQuestion(outcome.fields)}
          onReplace={() => {
            fill(outcome.url, outcome.result);
            inputRef.current?.focus();
          }}
          onKeep={() => {
            setOutcome({ kind: 'none' });
            inputRef.current?.focus();
          }}
        />
      ) : null}
      {/* Always in the page, so the note is read out as it appears. */}
      <div role="status">
        {note ? (
          <div className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid min-w-0 gap-1">
              <p className="font-medium">{filledNote(note.url)}</p>
              {note.result.closingDate ? <p>{closingNote(note.result.closingDate, today)}</p> : null}
              {missingNote(note.result) ? <p>{missingNote(note.result)}</p> : null}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
