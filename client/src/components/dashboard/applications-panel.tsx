import type { ApplicationSummaryDto, ApplicationsOverviewDto } from '@app/shared/applications/dto';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BellRing, Briefcase, CalendarClock, type LucideIcon, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  appliedLabel,
  closingLabel,
  dayIn,
  statusCounts,
  totalApplications,
} from '../../lib/applications/applications-panel';
import { displayTimeZone } from '../../lib/format-date';
import { useTRPC } from '../../lib/trpc';
import { StatusBadge } from '../applications/status-badge';
import { buttonClass } from '../button-styles';
import { useSessionGone } from '../documents/use-session-gone';
import { ApplicationsPanelError, ApplicationsPanelSkeleton } from './applications-panel-states';

const CARD =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** Issue 30: the dashboard's view of the job search: counts by status, follow-ups due, closing soon. */
export function ApplicationsPanel() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.applications.overview.queryOptions());
  useSessionGone(overview.error);
  return (
    <section aria-labelledby="applications-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2
          id="applications-title"
          className="text-xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          Your Applications
        </h2>
        <Link
          to="/applications"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold whitespace-nowrap text-emerald-700 hover:underline dark:text-emerald-400"
        >
          View all applications
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {overview.isPending ? (
        <ApplicationsPanelSkeleton />
      ) : overview.isError ? (
        <ApplicationsPanelError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : totalApplications(overview.data) === 0 ? (
        <NoApplications />
      ) : (
        <Overview overview={overview.data} />
      )}
    </section>
  );
}

function Overview({ overview }: { overview: ApplicationsOverviewDto }) {
  const timeZone = displayTimeZone();
  const today = dayIn(new Date(), timeZone);
  return (
    <div className="grid gap-4">
      <ul
        aria-label="Applications by status"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6"
      >
        {statusCounts(overview).map(({ status, count }) => (
          <li key={status} className={`${CARD} flex flex-col items-start gap-2 p-4`}>
            <StatusBadge status={status} />
            <span className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{count}</span>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <ApplicationList
          title="Follow-ups due"
          icon={BellRing}
          items={overview.followUpsDue}
          empty="No follow-ups due. We will list an application here when it is time to check in."
          detail={(a) => appliedLabel(a.appliedAt, timeZone)}
        />
        <ApplicationList
          title="Closing soon"
          icon={CalendarClock}
          items={overview.closingSoon}
          empty="Nothing you are tracking closes in the next 3 days."
          detail={(a) => (a.closingDate ? closingLabel(a.closingDate, today) : '')}
        />
      </div>
    </div>
  );
}

function ApplicationList({
  title,
  icon: Icon,
  items,
  empty,
  detail,
}: {
  title: string;
  icon: LucideIcon;
  items: ApplicationSummaryDto[];
  empty: string;
  detail: (a: ApplicationSummaryDto) => ReactNode;
}) {
  const id = `applications-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={CARD}>
      <h3 id={id} className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <Icon className="size-4 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
        {title}
        <span className="ml-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {items.length}
        </span>
      </h3>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-1">
          {items.map((a) => (
            <li key={a.id}>
              <Link
                to="/applications/$id"
                params={{ id: a.id }}
                className="-mx-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60"
              >
                <span className="min-w-0">
                  <span className="font-medium text-slate-900 dark:text-white">{a.jobTitle}</span>
                  <span className="text-slate-600 dark:text-slate-400"> — {a.companyName}</span>
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{detail(a)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Nothing tracked yet: what the panel is for, and the two ways to start. */
function NoApplications() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900">
      <Briefcase className="size-10 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">No applications yet</h3>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">
        Save the jobs you apply for and keep track of what you sent, when to follow up and what closes soon.
        Every document you generate starts an application.
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Link to="/generate" className={buttonClass()}>
          <Sparkles className="size-4" aria-hidden="true" />
          Paste a job advert
        </Link>
        <Link to="/applications" className={buttonClass({ variant: 'secondary' })}>
          <Briefcase className="size-4" aria-hidden="true" />
          Save a job
        </Link>
      </div>
    </div>
  );
}
