import { ChartNoAxesColumn } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChartSlot } from '../charts/lazy-charts';

export interface FiguresTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A titled chart with its figures in a table underneath (folded away): the chart for the eye,
 * the table for a screen reader and for exact numbers. With no data, it says so instead.
 */
export function ChartBlock({
  title,
  description,
  empty,
  emptyText,
  chart,
  table,
}: {
  title: string;
  description?: string;
  empty: boolean;
  emptyText: string;
  chart: ReactNode;
  table: FiguresTable;
}) {
  return (
    <section className="grid grid-cols-1 gap-2" aria-label={title}>
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
        {description ? <p className="text-xs text-slate-500 dark:text-slate-400">{description}</p> : null}
      </div>
      {empty ? (
        <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <ChartNoAxesColumn className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          {emptyText}
        </div>
      ) : (
        <>
          <ChartSlot label={title}>{chart}</ChartSlot>
          <details className="text-sm">
            <summary className="cursor-pointer text-xs font-medium text-emerald-800 dark:text-emerald-300">
              Show the figures
            </summary>
            <div className="mt-2 max-h-64 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">{table.caption}</caption>
                <thead className="bg-slate-50 dark:bg-slate-800/60">
                  <tr>
                    {table.columns.map((c) => (
                      <th
                        key={c}
                        scope="col"
                        className="px-3 py-1.5 font-semibold text-slate-700 dark:text-slate-200"
                      >
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={String(row[0])} className="border-t border-slate-200 dark:border-slate-700">
                      {row.map((cell, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                        <td key={i} className="px-3 py-1.5 text-slate-700 dark:text-slate-300">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
