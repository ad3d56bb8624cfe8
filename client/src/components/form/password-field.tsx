import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { FieldError } from './field-message';
import { describedBy, inputClass, labelClass } from './field-styles';
import type { TextFieldProps } from './text-field';

/**
 * A password input with a show/hide toggle. `children` render under the input (strength meter,
 * requirement list) and are described by it too.
 */
export function PasswordField({
  label,
  error,
  className,
  id,
  children,
  ...input
}: Omit<TextFieldProps, 'type' | 'hint'> & { children?: ReactNode }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const extraId = `${inputId}-extra`;
  const [visible, setVisible] = useState(false);
  const toggleLabel = `${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`;
  return (
    <div className={clsx('grid gap-1.5', className)}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? errorId : false, children ? extraId : false)}
          className={inputClass('pr-11')}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
      {children ? <div id={extraId}>{children}</div> : null}
    </div>
  );
}
