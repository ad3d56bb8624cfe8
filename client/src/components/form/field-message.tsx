import type { ReactNode } from 'react';

/** A field's error, announced as it appears; the input points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
      {message}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-slate-500 dark:text-slate-400">
      {children}
    </p>
  );
}
