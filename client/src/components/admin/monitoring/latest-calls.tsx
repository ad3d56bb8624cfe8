import { AI_PROVIDERS } from '@app/shared/ai/providers';
import type { AiCallDto } from '@app/shared/analytics/dto';
import { AI_CALL_KINDS, AI_CALL_OUTCOMES } from '@app/shared/analytics/schemas';
import { countOf } from '@app/shared/format/count';
import { ListX, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type CallFilters,
  formatCost,
  formatMs,
  formatTokens,
  KIND_LABELS,
  NO_FILTERS,
  OUTCOME_LABELS,
} from '../../../lib/admin/monitoring';
import { formatPreciseDateTime } from '../../../lib/format-date';
import { LoadError } from '../../billing/load-error';
import { buttonClass } from '../../button-styles';
import { inputClass, labelClass } from '../../form/field-styles';
import { Badge } from '../badge';
import { EmptyState } from '../empty-state';
import { RowsSkeleton } from '../skeleton';
import { useLatestCalls } from './use-latest-calls';

/** The latest calls with filters (provider, outcome, kind); new ones appear on top by themselves. */
export function LatestCalls() {
  const id = useId();
  const [filters, setFilters] = useState<CallFilters>(NO_FILTERS);
  const calls = useLatestCalls(filters);
  const set = <K extends keyof CallFilters>(key: K, value: CallFilters[K]) =>
    setFilters((f) => ({ ...f, [key]: value }));

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Filter
          id={`${id}-provider`}
          label="Provider"
          value={filters.provider}
          onChange={(v) => set('provider', v)}
        >
          <option value="all">All providers</option>
          {AI_PROVIDERS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Filter>
        <Filter
          id={`${id}-outcome`}
          label="Outcome"
          value={filters.outcome}
          onChange={(v) => set('outcome', v as CallFilters['outcome'])}
        >
          <option value="all">All outcomes</option>
          {AI_CALL_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {OUTCOME_LABELS[o]}
            </option>
          ))}
        </Filter>
        <Filter
          id={`${id}-kind`}
          label="Kind"
          value={filters.kind}
          onChange={(v) => set('kind', v as CallFilters['kind'])}
        >
          <option value="all">All kinds</option>
          {AI_CALL_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </Filter>
      </div>
      <p aria-live="polite" className="sr-only">
        {calls.arrived > 0 ? countOf(calls.arrived, 'new call') : ''}
      </p>
      {calls.status === 'loading' && calls.calls.length === 0 ? (
        <RowsSkeleton label="Loading AI calls" rows={5} />
      ) : calls.status === 'error' ? (
        <LoadError error={calls.error} what="The AI calls" onRetry={() => void calls.reload()} />
      ) : calls.calls.length === 0 ? (
        <EmptyState
          icon={ListX}
          title={filters === NO_FILTERS ? 'No AI calls yet' : 'No calls match these filters'}
        >
          New calls appear here by themselves.
        </EmptyState>
      ) : (
        <>
          <ol
            className="grid divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            data-testid="latest-calls"
          >
            {calls.calls.map((call) => (
              <CallRow key={call.id} call={call} />
            ))}
          </ol>
          {calls.nextCursor ? (
            <div>
              <button
                type="button"
                onClick={() => void calls.loadOlder()}
                disabled={calls.loadingOlder}
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
              >
                {calls.loadingOlder ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : null}
                Load older calls
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function Filter({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass()}>
        {children}
      </select>
    </div>
  );
}

function CallRow({ call }: { call: AiCallDto }) {
  const ok = call.outcome === 'ok';
  return (
    <li className="grid grid-cols-1 gap-1.5 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone={ok ? 'ok' : 'error'}>{OUTCOME_LABELS[call.outcome]}</Badge>
        <span className="font-semibold text-slate-900 dark:text-white">{call.providerName}</span>
        <span className="text-slate-600 dark:text-slate-400">{call.model}</span>
        <Badge tone="neutral">{KIND_LABELS[call.kind]}</Badge>
        <time dateTime={call.createdAt} className="ml-auto text-xs text-slate-500 dark:text-slate-400">
          {formatPreciseDateTime(new Date(call.createdAt))}
        </time>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
        <Figure label="Latency" value={formatMs(call.totalMs)} />
        <Figure label="First token" value={formatMs(call.firstTokenMs)} />
        <Figure
          label="Tokens"
          value={`${formatTokens(call.tokensIn)} in / ${formatTokens(call.tokensOut)} out`}
        />
        <Figure label="Cost" value={formatCost(call.estimatedCostUsd)} />
      </dl>
      {ok ? null : (
        <p className="text-xs break-words text-red-800 dark:text-red-300">
          {call.errorClass ? <span className="font-mono font-semibold">{call.errorClass}</span> : null}
          {call.errorClass && call.errorMessage ? ': ' : null}
          {call.errorMessage}
        </p>
      )}
    </li>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className="font-medium text-slate-800 dark:text-slate-200">{value}</dd>
    </div>
  );
}
