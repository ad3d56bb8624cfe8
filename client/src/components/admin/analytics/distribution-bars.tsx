import type { PlanCountDto } from '@app/shared/analytics/dto';
import { PieChart } from 'lucide-react';
import { distributionRows, formatCount } from '../../../lib/admin/analytics';
import { EmptyState } from '../empty-state';

const BAR_COLOURS: Record<string, string> = {
  free_trial: 'bg-slate-400 dark:bg-slate-500',
  jjc: 'bg-sky-600 dark:bg-sky-400',
  agba: 'bg-emerald-600 dark:bg-emerald-400',
  idan: 'bg-violet-600 dark:bg-violet-400',
};

/** How the accounts share the plans, as labelled bars (no chart library needed for the tab itself). */
export function DistributionBars({ planDistribution }: { planDistribution: PlanCountDto[] }) {
  const rows = distributionRows(planDistribution);
  if (rows.length === 0)
    return (
      <EmptyState icon={PieChart} title="No accounts yet">
        The share of each plan appears once people sign up.
      </EmptyState>
    );
  return (
    <ul className="grid grid-cols-1 gap-3" data-testid="plan-distribution">
      {rows.map((row) => (
        <li key={row.plan} className="grid grid-cols-1 gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-slate-900 dark:text-white">{row.label}</span>
            <span className="text-slate-600 dark:text-slate-400">
              {formatCount(row.count)} <span className="text-xs">({row.percent}%)</span>
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
            <div
              className={`h-full rounded-full ${BAR_COLOURS[row.plan] ?? 'bg-slate-400'}`}
              style={{ width: `${Math.max(row.percent, row.count > 0 ? 2 : 0)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
