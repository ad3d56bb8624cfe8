import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../button-styles';

/**
 * A form's main button: disabled and spinning while the request is under way. `blockedBy`: the id
 * of the sentence saying why it cannot be used now (it is then disabled and described by it).
 */
export function SubmitButton({
  pending,
  children,
  className,
  blockedBy,
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
  blockedBy?: string | null | undefined;
}) {
  return (
    <button
      type="submit"
      disabled={pending || !!blockedBy}
      aria-busy={pending || undefined}
      aria-describedby={blockedBy ?? undefined}
      className={buttonClass({ size: 'lg', className: className ?? 'w-full' })}
    >
      {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
