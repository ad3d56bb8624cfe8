import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../button-styles';

/** A form's main button: disabled and spinning while the request is under way. */
export function SubmitButton({
  pending,
  children,
  className,
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={buttonClass({ size: 'lg', className: className ?? 'w-full' })}
    >
      {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
