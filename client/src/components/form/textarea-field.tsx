import type { ComponentProps, ReactNode } from 'react';
import { inputClass } from './field-styles';
import { LabelledControl } from './labelled-control';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
};

/** A labelled multi-line input; same look, error and hint wiring as TextField. */
export function TextareaField({ label, error, hint, className, id, ...textarea }: TextareaFieldProps) {
  return (
    <LabelledControl label={label} error={error} hint={hint} className={className} id={id}>
      {(wiring) => (
        <textarea
          {...wiring}
          className={inputClass('h-auto min-h-40 resize-y py-2.5 leading-relaxed')}
          {...textarea}
        />
      )}
    </LabelledControl>
  );
}
