import type { AnalyticsDto } from '@app/shared/analytics/dto';
import { DEFAULT_REVENUE_MONTHS, REVENUE_MONTHS, type RevenueMonths } from '@app/shared/analytics/schemas';
import { PLANS } from '@app/shared/plans/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  formatCount,
  formatMoney,
  formatMonth,
  isEmptySeries,
  revenueRows,
} from '../../../lib/admin/analytics';
import { useTRPC } from '../../../lib/trpc';
import { LoadError } from '../../billing/load-error';
import { inputClass, labelClass } from '../../form/field-styles';
import { RevenueChart } from '../charts/lazy-charts';
import { ChartSkeleton } from '../skeleton';
import { ChartBlock } from './chart-block';
import { RefreshButton } from './refresh-button';
import { StatGrid, StatTile } from './stat-tile';

/**
 * Revenue Analytics (spec 02 §2): revenue by month and plan over the last 3, 6 or 12 months
 * (default 12), with a Refresh that recomputes the figures now. Amounts arrive in ₦.
 */
export function RevenueAnalytics({ data: base }: { data: AnalyticsDto }) {
  const id = useId();
  const trpc = useTRPC();
  const [months, setMonths] = useState<RevenueMonths>(DEFAULT_REVENUE_MONTHS);
  const query = useQuery({
    ...trpc.analytics.get.queryOptions({ months }),
    placeholderData: keepPreviousData,
    // The tab's answer covers the default range already.
    ...(months === base.months ? { initialData: base } : {}),
  });
  const data = query.data;
  const c = (data ?? base).conversionMetrics;
  // Added in kobo: Naira with two decimals do not add exactly as floating point.
  const rangeTotal =
    (data?.monthlyRevenue.reduce((sum, m) => sum + Math.round(m.revenue * 100), 0) ?? 0) / 100;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid grid-cols-1 gap-1.5">
          <label htmlFor={`${id}-range`} className={labelClass}>
            Range
          </label>
          <select
            id={`${id}-range`}
            value={months}
            onChange={(e) => setMonths(Number(e.target.value) as RevenueMonths)}
            className={inputClass('w-48')}
          >
            {REVENUE_MONTHS.map((m) => (
              <option key={m} value={m}>
                Last {m} months
              </option>
            ))}
          </select>
        </div>
        <RefreshButton months={months} />
      </div>
      {query.isError && !data ? (
        <LoadError error={query.error} what="Revenue" onRetry={() => void query.refetch()} />
      ) : !data ? (
        <ChartSkeleton label="Loading revenue" height="h-60" />
      ) : (
        <>
          <StatGrid>
            <StatTile label="This month" value={formatMoney(data.summary.monthlyRevenue)} />
            <StatTile label={`Last ${months} months`} value={formatMoney(rangeTotal)} />
            <StatTile label="All time" value={formatMoney(c.totalRecognizedRevenue)} />
            <StatTile
              label="Revenue per user"
              value={formatMoney(c.averageRevenuePerUser)}
              hint="This month, per active subscriber"
            />
          </StatGrid>
          <ChartBlock
            title="Revenue by month"
            description={`Confirmed payments per month and plan, last ${months} months`}
            empty={isEmptySeries(data.monthlyRevenue, ['revenue'])}
            emptyText="No payments in this period yet."
            chart={<RevenueChart rows={revenueRows(data.monthlyRevenue)} label="Revenue by month chart" />}
            table={{
              caption: 'Revenue by month',
              columns: ['Month', 'Revenue', 'Payments'],
              rows: data.monthlyRevenue.map((m) => [
                formatMonth(m.month),
                formatMoney(m.revenue),
                m.transactions,
              ]),
            }}
          />
          <section aria-label="Revenue by plan" className="grid grid-cols-1 gap-2">
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
              Revenue by plan (all time)
            </h3>
            <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-xs dark:bg-slate-800/60">
                  <tr>
                    {['Plan', 'Revenue', 'Payments', 'Average order'].map((h) => (
                      <th
                        key={h}
                        scope="col"
                        className="px-3 py-2 font-semibold text-slate-700 dark:text-slate-200"
                      >
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {c.revenueByPlan.map((row) => (
                    <tr key={row.planId} className="border-t border-slate-200 dark:border-slate-700">
                      <td className="px-3 py-2 font-medium text-slate-900 dark:text-white">
                        {PLANS[row.planId]?.name ?? row.planId}
                      </td>
                      <td className="px-3 py-2 text-slate-700 dark:text-slate-300">
                        {formatMoney(row.revenue)}
                      </td>
                      <td className="px-3 py-2 text-slate-700 dark:text-slate-300">
                        {formatCount(row.transactions)}
                      </td>
                      <td className="px-3 py-2 text-slate-700 dark:text-slate-300">
                        {row.averageOrderValue === null ? '—' : formatMoney(row.averageOrderValue)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
