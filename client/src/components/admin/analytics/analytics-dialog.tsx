import type { AnalyticsDto } from '@app/shared/analytics/dto';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type AnalyticsModal, distributionRows, MODAL_TITLES } from '../../../lib/admin/analytics';
import { buttonClass } from '../../button-styles';
import { PlanPieChart } from '../charts/lazy-charts';
import { ActivityList } from './activity-list';
import { ChartBlock } from './chart-block';
import { DistributionBars } from './distribution-bars';
import { DocumentAnalytics } from './document-analytics';
import { RevenueAnalytics } from './revenue-analytics';
import { SubscriberAnalytics } from './subscriber-analytics';
import { UserAnalytics } from './user-analytics';

const DESCRIPTIONS: Record<AnalyticsModal, string> = {
  users: 'How many people use JobPadi, how that grows and when they use it.',
  subscribers: 'Who pays, how accounts move up the plans and who stops.',
  documents: 'The cover letters and resumes written.',
  revenue: 'Confirmed card payments, in naira.',
  distribution: 'How the accounts share the plans.',
  activity: 'The latest sign-ups, documents, payments and admin changes.',
};

/** The six detail modals of spec 02 §2 Analytics, one at a time. */
export function AnalyticsDialog({
  modal,
  data,
  onClose,
}: {
  modal: AnalyticsModal | null;
  data: AnalyticsDto;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={modal !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:w-[calc(100%-2rem)] sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          {modal ? (
            <>
              <Dialog.Title className="pr-10 text-lg font-bold text-slate-900 dark:text-white">
                {MODAL_TITLES[modal]}
              </Dialog.Title>
              <Dialog.Description className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">
                {DESCRIPTIONS[modal]}
              </Dialog.Description>
              <Body modal={modal} data={data} />
            </>
          ) : null}
          <Dialog.Close
            aria-label="Close"
            className={buttonClass({ variant: 'ghost', size: 'icon', className: 'absolute top-4 right-4' })}
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Body({ modal, data }: { modal: AnalyticsModal; data: AnalyticsDto }) {
  switch (modal) {
    case 'users':
      return <UserAnalytics data={data} />;
    case 'subscribers':
      return <SubscriberAnalytics data={data} />;
    case 'documents':
      return <DocumentAnalytics data={data} />;
    case 'revenue':
      return <RevenueAnalytics data={data} />;
    case 'distribution': {
      const rows = distributionRows(data.planDistribution);
      return (
        <div className="grid grid-cols-1 gap-6">
          <ChartBlock
            title="Accounts by plan"
            empty={rows.length === 0}
            emptyText="No accounts yet."
            chart={<PlanPieChart rows={rows} label="Accounts by plan chart" />}
            table={{
              caption: 'Accounts by plan',
              columns: ['Plan', 'Accounts', 'Share'],
              rows: rows.map((r) => [r.label, r.count, `${r.percent}%`]),
            }}
          />
          {rows.length ? <DistributionBars planDistribution={data.planDistribution} /> : null}
        </div>
      );
    }
    case 'activity':
      return <ActivityList items={data.recentActivity} />;
  }
}
