import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldError, FieldHint } from './field-message';
import { describedBy, inputClass, labelClass } from './field-styles';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
};

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ label, error, hint, className, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={clsx('grid gap-1.5', className)}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : false, error ? errorId : false)}
        className={inputClass()}
        {...input}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
