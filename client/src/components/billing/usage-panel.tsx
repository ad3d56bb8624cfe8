import type { UserDto } from '@app/shared/auth/user';
import { usageSummary } from '@app/shared/users/usage';
import { type UsageRow, usageRows } from '../../lib/billing/usage-rows';
import { Panel } from './panel';

/** Spec 02 §2 usage: per kind used / available / total, with a bar; ∞ when unlimited. */
export function UsagePanel({ user }: { user: UserDto }) {
  return (
    <Panel id="usage" title="Usage" className="h-full">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Unused credits carry over when you renew or change plan.
      </p>
      <ul className="mt-5 grid gap-5">
        {usageRows(usageSummary(user)).map((row) => (
          <UsageItem key={row.key} row={row} />
        ))}
      </ul>
    </Panel>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-bold text-slate-900 tabular-nums dark:text-white">
        {value === '∞' ? (
          <>
            <span aria-hidden="true">∞</span>
            <span className="sr-only">Unlimited</span>
          </>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

function UsageItem({ row }: { row: UsageRow }) {
  return (
    <li data-testid={`usage-${row.key}`}>
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{row.label}</h3>
      <dl className="mt-1 grid grid-cols-3 gap-2">
        <Figure label="Used" value={row.used} />
        <Figure label="Available" value={row.available} />
        <Figure label="Total" value={row.total} />
      </dl>
      {/* The figures above say it all; the bar is for the eye. */}
      <div
        aria-hidden="true"
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        {row.isUnlimited ? (
          <div className="h-full w-full rounded-full bg-gradient-to-r from-emerald-400 to-emerald-600 opacity-60" />
        ) : (
          <div
            className="h-full rounded-full bg-emerald-600 transition-[width] duration-500 dark:bg-emerald-500"
            style={{ width: `${row.percentUsed ?? 0}%` }}
          />
        )}
      </div>
    </li>
  );
}
