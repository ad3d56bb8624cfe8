import type { ProviderStatusDto } from '@app/shared/admin/providers';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { timeAgo } from '../../../lib/admin/analytics';
import { breakerView, inUseLabel, sourceLabel, statusNotices } from '../../../lib/admin/provider-status';
import { providerName } from '../../../lib/admin/providers';
import { LoadError } from '../../billing/load-error';
import { Panel } from '../../billing/panel';
import { Badge, type BadgeTone } from '../badge';
import { PanelSkeleton } from '../skeleton';

const TONE_BADGE: Record<string, BadgeTone> = {
  ok: 'ok',
  warning: 'warning',
  error: 'error',
  neutral: 'neutral',
};

/**
 * Provider status (spec 02 §3), polled every 30 s: what generations use right now and where it
 * comes from, the warnings, and the circuit breaker of the provider in use.
 */
export function ProviderStatusPanel({
  status,
  error,
  checkedAt,
  onRetry,
}: {
  status: ProviderStatusDto | undefined;
  error: unknown;
  checkedAt: number;
  onRetry: () => void;
}) {
  if (!status && !error) return <PanelSkeleton label="Loading provider status" lines={4} />;
  return (
    <Panel
      id="provider-status"
      title="Provider Status"
      action={
        checkedAt ? (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            Checked {timeAgo(new Date(checkedAt).toISOString())}
          </span>
        ) : null
      }
    >
      {error && !status ? (
        <div className="mt-4">
          <LoadError error={error} what="The provider status" onRetry={onRetry} />
        </div>
      ) : status ? (
        <StatusDetails status={status} />
      ) : null}
    </Panel>
  );
}

function StatusDetails({ status }: { status: ProviderStatusDto }) {
  const notices = statusNotices(status);
  const breaker = status.breaker ? breakerView(status.breaker) : null;
  const available = status.current.availableProviders.map(providerName);
  return (
    <>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">In use</dt>
        <dd className="font-medium text-slate-900 dark:text-white" data-testid="provider-in-use">
          {inUseLabel(status) ?? 'Nothing: generations cannot run'}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Source</dt>
        <dd className="text-slate-900 dark:text-white">{sourceLabel(status) ?? '—'}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Ready</dt>
        <dd className="text-slate-900 dark:text-white">{status.current.isInitialized ? 'Yes' : 'No'}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Usable</dt>
        <dd className="text-slate-900 dark:text-white">{available.length ? available.join(', ') : 'None'}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Circuit breaker</dt>
        <dd className="text-slate-900 dark:text-white">
          {breaker ? (
            <span className="grid justify-items-start gap-1">
              <Badge tone={TONE_BADGE[breaker.tone]} testId="breaker-state">
                {breaker.label}
              </Badge>
              <span className="text-xs text-slate-600 dark:text-slate-400">{breaker.text}</span>
            </span>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      {notices.length ? (
        <ul className="mt-4 grid gap-2">
          {notices.map((notice) => {
            const Icon = notice.tone === 'error' ? CircleAlert : TriangleAlert;
            return (
              <li
                key={notice.key}
                data-testid={`warning-${notice.key}`}
                className={
                  notice.tone === 'error'
                    ? 'flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100'
                    : 'flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100'
                }
              >
                <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  <strong className="font-semibold">{notice.title}.</strong> {notice.text}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
