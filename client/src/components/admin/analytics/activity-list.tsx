import type { ActivityType, RecentActivityDto } from '@app/shared/analytics/dto';
import { Activity, CreditCard, FileText, type LucideIcon, Settings2, UserPlus } from 'lucide-react';
import { timeAgo } from '../../../lib/admin/analytics';
import { EmptyState } from '../empty-state';

const ICONS: Record<ActivityType, LucideIcon> = {
  user: UserPlus,
  document: FileText,
  subscription: CreditCard,
  other: Settings2,
};

/** Sign-ups, documents, payments and admin actions, newest first. */
export function ActivityList({ items }: { items: RecentActivityDto[] }) {
  if (items.length === 0)
    return (
      <EmptyState icon={Activity} title="Nothing has happened yet">
        Sign-ups, documents, payments and admin changes appear here as they happen.
      </EmptyState>
    );
  return (
    <ul className="grid grid-cols-1 gap-1" data-testid="recent-activity">
      {items.map((item) => {
        const Icon = ICONS[item.type] ?? Activity;
        return (
          <li key={item.id} className="flex items-start gap-3 rounded-lg px-1 py-2">
            <span className="rounded-lg bg-slate-100 p-2 dark:bg-slate-800">
              <Icon className="size-4 text-slate-600 dark:text-slate-300" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm break-words text-slate-900 dark:text-white">{item.message}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {item.type === 'other' && item.actor !== undefined ? (
                  <span data-testid="activity-actor">
                    by {item.actor ?? 'a deleted administrator'}
                    {' · '}
                  </span>
                ) : null}
                <time dateTime={item.timestamp}>{timeAgo(item.timestamp)}</time>
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
