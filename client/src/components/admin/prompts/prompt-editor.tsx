import { PROMPT_MAX_CHARS, type PromptType, type TPromptTestData } from '@app/shared/admin/prompts';
import { useId } from 'react';
import { TEST_FIELDS } from '../../../lib/admin/prompts';
import { inputClass, labelClass } from '../../form/field-styles';

/** The multi-line editor of a prompt and the sample test data its test runs with. */
export function PromptEditor({
  type,
  draft,
  onDraft,
  problem,
  testData,
  onTestData,
  disabled,
}: {
  type: PromptType;
  draft: string;
  onDraft: (value: string) => void;
  /** Why the draft cannot be saved, shown once the administrator tried. */
  problem: string | null;
  testData: TPromptTestData;
  onTestData: (value: TPromptTestData) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid grid-cols-1 gap-1.5">
        <label htmlFor={`${id}-prompt`} className={labelClass}>
          System prompt
        </label>
        <textarea
          id={`${id}-prompt`}
          value={draft}
          rows={14}
          disabled={disabled}
          spellCheck
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
          onChange={(e) => onDraft(e.target.value)}
          className={inputClass('h-auto resize-y py-2.5 font-mono text-sm leading-relaxed sm:text-sm')}
        />
        <p id={`${id}-count`} className="text-xs text-slate-500 dark:text-slate-400">
          {draft.length.toLocaleString('en-NG')} / {PROMPT_MAX_CHARS.toLocaleString('en-NG')} characters
        </p>
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        ) : null}
      </div>
      <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">Test data</legend>
        <p className="-mt-1 text-xs text-slate-500 dark:text-slate-400">
          Sample details are filled in. Change them to see how the prompt handles another job; empty fields
          use the sample.
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {TEST_FIELDS[type].map((field) => (
            <div key={field.key} className={field.long ? 'grid gap-1.5 sm:col-span-2' : 'grid gap-1.5'}>
              <label htmlFor={`${id}-${field.key}`} className={labelClass}>
                {field.label}
              </label>
              {field.long ? (
                <textarea
                  id={`${id}-${field.key}`}
                  rows={4}
                  value={testData[field.key] ?? ''}
                  disabled={disabled}
                  onChange={(e) => onTestData({ ...testData, [field.key]: e.target.value })}
                  className={inputClass('h-auto resize-y py-2 text-sm leading-relaxed sm:text-sm')}
                />
              ) : (
                <input
                  id={`${id}-${field.key}`}
                  value={testData[field.key] ?? ''}
                  disabled={disabled}
                  onChange={(e) => onTestData({ ...testData, [field.key]: e.target.value })}
                  className={inputClass()}
                />
              )}
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
