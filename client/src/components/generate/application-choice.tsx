import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { errorMessage } from '../../lib/api-error';
import { applicationLabel } from '../../lib/generate-application';
import type { GenerateFormValues } from '../../lib/generate-form';
import { buttonClass } from '../button-styles';
import { FormAlert } from '../form/form-alert';
import { LabelledControl } from '../form/labelled-control';
import { SelectControl } from '../form/select-control';
import type { ApplicationChoiceState, ApplicationMode } from './use-application-choice';

export const CHOOSE_APPLICATION = 'Choose the application to add these documents to.';
/** The select's id, so a submit without a choice can focus it. */
export const APPLICATION_SELECT_ID = 'generate-application';

const OPTIONS: { mode: ApplicationMode; label: string; hint: string }[] = [
  { mode: 'new', label: 'New application', hint: 'Starts tracking this job with the details below.' },
  {
    mode: 'existing',
    label: 'Add to an existing application',
    hint: 'Another letter or resume for a job you already track.',
  },
];

/** Issue 30: whether the documents start a new application or join one the person already has. */
export function ApplicationChoice({
  form,
  choice,
  locked,
}: {
  form: UseFormReturn<GenerateFormValues>;
  choice: ApplicationChoiceState;
  locked: boolean;
}) {
  const applicationId = useWatch({ control: form.control, name: 'applicationId' }) ?? '';
  const mode: ApplicationMode = applicationId || choice.picking ? 'existing' : 'new';
  const name = useId();
  const applications = choice.list.data ?? [];
  const none = choice.list.isSuccess && applications.length === 0;
  const error = form.formState.errors.applicationId?.message;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium text-slate-800 dark:text-slate-200">
        Which application are these documents for?
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const disabled = option.mode === 'existing' && none && mode !== 'existing';
          const id = `${name}-${option.mode}`;
          return (
            <label
              key={option.mode}
              htmlFor={id}
              className={clsx(
                'flex items-start gap-3 rounded-xl border p-3 text-sm',
                mode === option.mode
                  ? 'border-emerald-600 bg-emerald-50/60 dark:border-emerald-500 dark:bg-emerald-950/40'
                  : 'border-slate-200 dark:border-slate-700',
                disabled || locked ? 'cursor-not-allowed' : 'cursor-pointer',
                disabled && 'opacity-60',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.mode}
                checked={mode === option.mode}
                disabled={disabled}
                aria-describedby={`${id}-hint`}
                onChange={() => choice.setMode(option.mode)}
                className="mt-0.5 size-4 shrink-0 accent-emerald-600 dark:accent-emerald-400"
              />
              <span className="grid gap-0.5">
                <span className="font-medium text-slate-900 dark:text-white">{option.label}</span>
                <span id={`${id}-hint`} className="text-slate-600 dark:text-slate-400">
                  {disabled ? 'You have no saved applications yet.' : option.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {mode === 'existing' ? (
        choice.list.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-300"
          >
            <span>{errorMessage(choice.list.error, 'Your applications could not be loaded.')}</span>
            <button
              type="button"
              onClick={() => void choice.list.refetch()}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              Try again
            </button>
          </div>
        ) : (
          <LabelledControl
            id={APPLICATION_SELECT_ID}
            label="Application"
            error={error}
            hint={
              choice.filling
                ? 'Filling in the job from the application…'
                : 'Its job details fill the form below.'
            }
          >
            {(wiring) => (
              <SelectControl
                {...wiring}
                name="applicationId"
                value={applicationId}
                disabled={choice.list.isPending}
                onChange={(event) => {
                  if (event.target.value) void choice.pick(event.target.value);
                }}
              >
                <option value="" disabled>
                  {choice.list.isPending ? 'Loading your applications…' : 'Choose an application…'}
                </option>
                {applications.map((a) => (
                  <option key={a.id} value={a.id}>
                    {applicationLabel(a)}
                  </option>
                ))}
              </SelectControl>
            )}
          </LabelledControl>
        )
      ) : null}
      {choice.note ? <FormAlert tone={choice.note.tone}>{choice.note.text}</FormAlert> : null}
    </fieldset>
  );
}
