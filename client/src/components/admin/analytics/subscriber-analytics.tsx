import type { AnalyticsDto } from '@app/shared/analytics/dto';
import { formatCount, formatMoney, formatRate } from '../../../lib/admin/analytics';
import { StatGrid, StatTile } from './stat-tile';

/** Subscriber Analytics: who pays, how people move up the plans, who stops. */
export function SubscriberAnalytics({ data }: { data: AnalyticsDto }) {
  const c = data.conversionMetrics;
  const steps = [
    { label: 'Free Trial → Basic', rate: c.freeToJjc, hint: 'Accounts that bought Basic' },
    { label: 'Basic → Pro', rate: c.jjcToAgba, hint: 'Of Basic buyers, later bought Pro' },
    { label: 'Pro → Elite', rate: c.agbaToIdan, hint: 'Of Pro buyers, later bought Elite' },
  ];
  return (
    <div className="grid grid-cols-1 gap-6">
      <StatGrid>
        <StatTile label="Active subscribers" value={formatCount(data.summary.activeSubscribers)} />
        <StatTile label="Paying customers" value={formatCount(c.payingCustomers)} hint="Ever paid" />
        <StatTile label="Conversion rate" value={formatRate(c.conversionRate)} hint="Accounts that paid" />
        <StatTile label="Churn (30 days)" value={formatRate(c.churnRate)} />
        <StatTile label="Customer lifetime value" value={formatMoney(c.customerLifetimeValue)} />
        <StatTile
          label="Revenue per user"
          value={formatMoney(c.averageRevenuePerUser)}
          hint="This month, per active subscriber"
        />
      </StatGrid>
      <section aria-label="Plan upgrades" className="grid grid-cols-1 gap-3">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Plan upgrades</h3>
        <ul className="grid grid-cols-1 gap-3">
          {steps.map((step) => (
            <li key={step.label} className="grid grid-cols-1 gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-slate-900 dark:text-white">{step.label}</span>
                <span className="text-slate-600 dark:text-slate-400">{formatRate(step.rate)}</span>
              </div>
              <div
                className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                aria-hidden="true"
              >
                <div
                  className="h-full rounded-full bg-emerald-600 dark:bg-emerald-400"
                  style={{ width: `${Math.min(100, step.rate ?? 0)}%` }}
                />
              </div>
              <p className="text-xs text-slate-500 dark:text-slate-400">{step.hint}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
