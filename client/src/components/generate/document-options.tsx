import { clsx } from 'clsx';
import { FileText, Layers, type LucideIcon, ScrollText } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Spec 02 §2: two checkboxes choose what to write; a third, 'Both', is shown disabled because
 * ticking the two does the same.
 */
export function DocumentOptions({
  coverLetter,
  resume,
}: {
  coverLetter: UseFormRegisterReturn;
  resume: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
        What should we write?
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <OptionTile
          icon={FileText}
          title="Cover Letter"
          description="A letter written for this job."
          input={coverLetter}
        />
        <OptionTile
          icon={ScrollText}
          title="Optimize Resume"
          description="Your resume, tuned for this job and ATS."
          input={resume}
        />
        <OptionTile icon={Layers} title="Both" description="Tick the two options instead." />
      </div>
    </fieldset>
  );
}

function OptionTile({
  icon: Icon,
  title,
  description,
  input,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Without one the tile is shown disabled. */
  input?: UseFormRegisterReturn;
}) {
  const id = useId();
  const disabled = !input;
  return (
    <label
      htmlFor={id}
      className={clsx(
        'flex items-start gap-3 rounded-xl border p-4 transition-colors',
        disabled
          ? 'cursor-not-allowed border-dashed border-slate-200 bg-slate-50 text-slate-400 dark:border-slate-800 dark:bg-slate-900/40 dark:text-slate-500'
          : [
              'cursor-pointer border-slate-300 bg-white text-slate-900 hover:border-emerald-500',
              'has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:checked]:ring-1 has-[:checked]:ring-emerald-600',
              'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950/50 dark:has-[:checked]:ring-emerald-400',
            ],
      )}
    >
      <input
        id={id}
        type="checkbox"
        disabled={disabled}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="mt-0.5 size-5 shrink-0 accent-emerald-600 disabled:cursor-not-allowed dark:accent-emerald-400"
        {...input}
      />
      <span className="grid gap-1">
        <span id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-semibold">
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {title}
        </span>
        <span
          id={`${id}-description`}
          className={clsx('text-xs', disabled ? '' : 'text-slate-500 dark:text-slate-400')}
        >
          {description}
        </span>
      </span>
    </label>
  );
}
