import type { ComponentProps, ReactNode } from 'react';
import { inputClass } from './field-styles';
import { LabelledControl } from './labelled-control';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
};

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ label, error, hint, className, id, ...input }: TextFieldProps) {
  return (
    <LabelledControl label={label} error={error} hint={hint} className={className} id={id}>
      {(wiring) => <input {...wiring} className={inputClass()} {...input} />}
    </LabelledControl>
  );
}
