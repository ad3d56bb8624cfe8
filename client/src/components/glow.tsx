import { clsx } from 'clsx';

/** A soft blurred circle of light behind a banner's content; decoration only, never in the way. */
export function Glow({ className }: { className: string }) {
  return <div aria-hidden="true" className={clsx('pointer-events-none absolute rounded-full', className)} />;
}
