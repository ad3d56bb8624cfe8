import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { FileText, Layers, type LucideIcon, ScrollText } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { OptionRefusal } from '../../lib/generation-credits';

/**
 * Spec 02 §2: two checkboxes choose what to write; a third, 'Both', is shown disabled because
 * ticking the two does the same.
 */
export function DocumentOptions({
  coverLetter,
  resume,
  credits,
  refusals,
}: {
  coverLetter: UseFormRegisterReturn;
  resume: UseFormRegisterReturn;
  /** "Cover letters: 1 left · Resumes: 0 left" */
  credits?: string | null;
  /** Why an option would be refused now (known before the submit). */
  refusals?: { coverLetter: OptionRefusal | null; resume: OptionRefusal | null };
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
        What should we write?
      </legend>
      {credits ? (
        <p data-testid="credits-left" className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
          {credits}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <OptionTile
          icon={FileText}
          title="Cover Letter"
          description="A letter written for this job."
          input={coverLetter}
          refusal={refusals?.coverLetter ?? null}
        />
        <OptionTile
          icon={ScrollText}
          title="Optimize Resume"
          description="Your resume, tuned for this job and ATS."
          input={resume}
          refusal={refusals?.resume ?? null}
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
  refusal = null,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Without one the tile is shown disabled. */
  input?: UseFormRegisterReturn;
  /** Still selectable (the server decides), but marked with the refusal and its plan action. */
  refusal?: OptionRefusal | null;
}) {
  const id = useId();
  const disabled = !input;
  const tile = (
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
        aria-describedby={refusal ? `${id}-description ${id}-refusal` : `${id}-description`}
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
  if (!refusal) return tile;
  return (
    <div className="grid content-start gap-1.5">
      {tile}
      <p
        id={`${id}-refusal`}
        data-testid="option-refusal"
        className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
      >
        {refusal.message}{' '}
        <Link to="/subscription" className="font-semibold underline underline-offset-2">
          {refusal.action}
        </Link>
      </p>
    </div>
  );
}
