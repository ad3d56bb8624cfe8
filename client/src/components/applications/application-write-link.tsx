import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { writeForApplicationHref } from '../../lib/applications/application-view';

/**
 * A link to /generate with this application chosen. A plain href (the generate route's search
 * parameters are typed there), followed inside the app on a plain click.
 */
export function ApplicationWriteLink({
  applicationId,
  className,
  children,
}: {
  applicationId: string;
  className: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const href = writeForApplicationHref(applicationId);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
