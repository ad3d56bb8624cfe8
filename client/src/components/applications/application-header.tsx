import type { ApplicationDto } from '@app/shared/applications/dto';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CalendarClock, ExternalLink, MapPin } from 'lucide-react';
import { closingText, companyLine, lagosToday } from '../../lib/applications/application-view';
import { ApplicationStatusSelect } from './application-status-select';
import { StatusBadge } from './status-badge';

/** The page's top: back to the board, the job, its company, status, closing date and link. */
export function ApplicationHeader({ app }: { app: ApplicationDto }) {
  const company = companyLine(app);
  return (
    <header className="grid gap-4">
      <Link
        to="/applications"
        // Not "the current page": the router would mark /applications active under /applications/$id.
        activeOptions={{ exact: true }}
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Applications
      </Link>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
              {app.jobTitle}
            </h1>
            <StatusBadge status={app.status} />
          </div>
          {company ? (
            <p className="mt-1 flex items-center gap-1.5 text-slate-700 dark:text-slate-300">
              {app.companyLocation ? (
                <MapPin className="size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              ) : null}
              <span className="break-words">{company}</span>
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {app.closingDate ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarClock className="size-4" aria-hidden="true" />
                {closingText(app.closingDate, lagosToday(new Date()))}
              </span>
            ) : null}
            {app.jobUrl ? (
              <a
                href={app.jobUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 font-medium text-emerald-800 hover:underline dark:text-emerald-300"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                Job advert<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        </div>
        <ApplicationStatusSelect app={app} />
      </div>
    </header>
  );
}
