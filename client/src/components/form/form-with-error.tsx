import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from './form-alert';

/** An account form's column: the request's error on top, then the fields and buttons. */
export function FormWithError({
  onSubmit,
  error,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {children}
    </form>
  );
}
