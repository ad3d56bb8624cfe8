import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { FieldError, FieldHint } from './field-message';
import { describedBy, labelClass } from './field-styles';

/** What a control needs to be tied to its label, hint and error for screen readers. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledControlProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  id?: string | undefined;
  children: (wiring: ControlWiring) => ReactNode;
}

/** The label above, the hint and the error below, one look for every text-like field. */
export function LabelledControl({ label, error, hint, className, id, children }: LabelledControlProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={clsx('grid gap-1.5', className)}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint ? hintId : false, error ? errorId : false),
      })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
