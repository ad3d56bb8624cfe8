import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

/** A way back (home, or to sign-in), led by a left arrow; `className` gives it its look. */
export function BackLink({
  to,
  className,
  children,
}: {
  to: '/' | '/login';
  className: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
