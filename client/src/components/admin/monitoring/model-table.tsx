import type { MonitoringWindowDto } from '@app/shared/analytics/dto';
import { Gauge } from 'lucide-react';
import { formatCount } from '../../../lib/admin/analytics';
import { formatCost, formatErrorRate, formatMs, formatTokens } from '../../../lib/admin/monitoring';
import { EmptyState } from '../empty-state';

const COLUMNS = [
  'Provider / model',
  'Calls',
  'Error rate',
  'Latency p50 / p95',
  'First token p50 / p95',
  'Tokens in / out',
  'Est. cost',
];

/** Per provider and model over one window: calls, errors, latency, time to first token, tokens, cost. */
export function ModelTable({ window, label }: { window: MonitoringWindowDto; label: string }) {
  if (window.byModel.length === 0)
    return (
      <EmptyState icon={Gauge} title={`No AI calls in the ${label}`}>
        Generations, prompt tests and connection tests appear here once the model is called.
      </EmptyState>
    );
  const rows = [
    ...window.byModel.map((m) => ({
      key: `${m.provider}/${m.model}`,
      name: m.providerName,
      model: m.model,
      f: m,
    })),
    { key: 'total', name: 'All models', model: null, f: window.totals },
  ];
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be scrollable by keyboard
      tabIndex={0}
      aria-label={`Calls per model, ${label}`}
      className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full min-w-[720px] text-left text-sm" data-testid="model-table">
        <thead className="bg-slate-50 text-xs dark:bg-slate-800/60">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c}
                scope="col"
                className="px-3 py-2 font-semibold whitespace-nowrap text-slate-700 dark:text-slate-200"
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, model, f }) => (
            <tr
              key={key}
              className={
                model
                  ? 'border-t border-slate-200 dark:border-slate-800'
                  : 'border-t-2 border-slate-300 bg-slate-50 font-semibold dark:border-slate-700 dark:bg-slate-800/40'
              }
            >
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900 dark:text-white">
                {name}
                {model ? (
                  <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                    {model}
                  </span>
                ) : null}
              </th>
              <td className="px-3 py-2 text-slate-700 dark:text-slate-300">{formatCount(f.calls)}</td>
              <td
                className={
                  (f.errorRate ?? 0) >= 10
                    ? 'px-3 py-2 font-semibold text-red-700 dark:text-red-400'
                    : 'px-3 py-2 text-slate-700 dark:text-slate-300'
                }
              >
                {formatErrorRate(f.errorRate)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700 dark:text-slate-300">
                {formatMs(f.latencyP50Ms)} / {formatMs(f.latencyP95Ms)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700 dark:text-slate-300">
                {formatMs(f.firstTokenP50Ms)} / {formatMs(f.firstTokenP95Ms)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700 dark:text-slate-300">
                {formatTokens(f.tokensIn)} / {formatTokens(f.tokensOut)}
              </td>
              <td className="px-3 py-2 text-slate-700 dark:text-slate-300">
                {formatCost(f.estimatedCostUsd)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
