import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
};

/** A native checkbox with its label beside it (the whole row is the click target). */
export function CheckboxField({ label, hint, className, id, disabled, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={clsx('flex items-start gap-3', disabled && 'opacity-60', className)}>
      <input
        id={inputId}
        type="checkbox"
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-emerald-600 disabled:cursor-not-allowed dark:accent-emerald-400"
        {...input}
      />
      <div className="grid gap-0.5">
        <label
          htmlFor={inputId}
          className={clsx(
            'text-sm font-medium text-slate-800 dark:text-slate-200',
            disabled ? 'cursor-not-allowed' : 'cursor-pointer',
          )}
        >
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
