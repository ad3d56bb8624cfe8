import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { Logo } from './logo';

/** The logo as a link, home unless told otherwise; `label` names it, since the logo is only a picture. */
export function LogoLink({
  to = '/',
  label = 'JobPadi home',
  tone,
  className,
}: {
  to?: '/' | '/dashboard';
  label?: string;
  tone?: 'inverted';
  className?: string;
}) {
  return (
    <Link to={to} aria-label={label} className={clsx('rounded-lg', className)}>
      <Logo tone={tone} />
    </Link>
  );
}
