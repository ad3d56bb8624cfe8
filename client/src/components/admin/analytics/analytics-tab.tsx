import { ANALYTICS_CACHE_SECONDS, DEFAULT_REVENUE_MONTHS } from '@app/shared/analytics/schemas';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { type AnalyticsModal, activityPreview, timeAgo } from '../../../lib/admin/analytics';
import { useTRPC } from '../../../lib/trpc';
import { LoadError } from '../../billing/load-error';
import { Panel } from '../../billing/panel';
import { buttonClass } from '../../button-styles';
import { CardGridSkeleton, PanelSkeleton } from '../skeleton';
import { useAdminErrors } from '../use-admin-errors';
import { ActivityList } from './activity-list';
import { AnalyticsDialog } from './analytics-dialog';
import { DistributionBars } from './distribution-bars';
import { RefreshButton } from './refresh-button';
import { SummaryCards } from './summary-cards';

/** Spec 02 §9: analytics are cached 5 minutes and refetched every 5 minutes. */
const REFETCH_MS = ANALYTICS_CACHE_SECONDS * 1000;

/**
 * Spec 02 §2 Analytics: the four cards, Subscription Distribution and Recent Activity (first 6);
 * each opens a detail modal. Every figure is the server's, computed from stored records.
 */
export function AnalyticsTab() {
  const trpc = useTRPC();
  const analytics = useQuery({
    ...trpc.analytics.get.queryOptions({ months: DEFAULT_REVENUE_MONTHS }),
    refetchInterval: REFETCH_MS,
  });
  useAdminErrors(analytics.error);
  const [modal, setModal] = useState<AnalyticsModal | null>(null);
  const data = analytics.data;

  if (analytics.isPending)
    return (
      <div className="grid grid-cols-1 gap-6">
        <CardGridSkeleton label="Loading analytics" count={4} className="sm:grid-cols-2 xl:grid-cols-4" />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <PanelSkeleton label="Loading subscription distribution" lines={4} />
          <PanelSkeleton label="Loading recent activity" lines={6} />
        </div>
      </div>
    );
  if (!data)
    return <LoadError error={analytics.error} what="Analytics" onRetry={() => void analytics.refetch()} />;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Figures computed <time dateTime={data.generatedAt}>{timeAgo(data.generatedAt)}</time>, refreshed
          every 5 minutes.
        </p>
        <RefreshButton months={DEFAULT_REVENUE_MONTHS} />
      </div>
      {analytics.isError ? (
        <LoadError
          error={analytics.error}
          what="The latest figures"
          onRetry={() => void analytics.refetch()}
        />
      ) : null}
      <SummaryCards summary={data.summary} onOpen={setModal} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Panel
          id="subscription-distribution"
          title="Subscription Distribution"
          action={
            <DetailsButton label="Subscription Distribution" onClick={() => setModal('distribution')} />
          }
        >
          <div className="mt-4">
            <DistributionBars planDistribution={data.planDistribution} />
          </div>
        </Panel>
        <Panel
          id="recent-activity"
          title="Recent Activity"
          action={<DetailsButton label="Recent Activity" onClick={() => setModal('activity')} />}
        >
          <div className="mt-2">
            <ActivityList items={activityPreview(data.recentActivity)} />
          </div>
        </Panel>
      </div>
      <AnalyticsDialog modal={modal} data={data} onClose={() => setModal(null)} />
    </div>
  );
}

function DetailsButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onClick}
      className={buttonClass({ variant: 'ghost', size: 'sm' })}
    >
      View all<span className="sr-only"> {label}</span>
      <ChevronRight className="size-4" aria-hidden="true" />
    </button>
  );
}
