import type { ApplicationDto } from '@app/shared/applications/dto';
import { History } from 'lucide-react';
import { timelineNewestFirst } from '../../lib/applications/application-view';
import { formatDateTime } from '../../lib/format-date';
import { ApplicationCard } from './application-card';
import { StatusBadge } from './status-badge';

/** Every status the application has had, with its time, newest first. */
export function ApplicationTimeline({ app }: { app: ApplicationDto }) {
  const entries = timelineNewestFirst(app.timeline);
  return (
    <ApplicationCard title="Timeline" icon={History}>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No status changes yet.</p>
      ) : (
        <ol aria-label="Status changes, newest first" className="grid gap-0">
          {entries.map((entry, i) => (
            <li key={`${entry.at}-${entry.status}`} className="relative flex gap-3 pb-4 last:pb-0">
              {i < entries.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-4 bottom-0 left-[5px] w-px bg-slate-200 dark:bg-slate-700"
                />
              ) : null}
              <span
                aria-hidden="true"
                className="relative mt-1.5 size-[11px] shrink-0 rounded-full border-2 border-emerald-600 bg-white dark:border-emerald-400 dark:bg-slate-900"
              />
              <div className="grid min-w-0 justify-items-start gap-1">
                <StatusBadge status={entry.status} />
                <time dateTime={entry.at} className="text-sm text-slate-700 dark:text-slate-300">
                  {formatDateTime(new Date(entry.at))}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </ApplicationCard>
  );
}
