import { MONITORING_TIMELINES, type MonitoringTimeline } from '@app/shared/analytics/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ToggleGroup } from 'radix-ui';
import { useState } from 'react';
import { formatCount, isEmptySeries, timeAgo } from '../../../lib/admin/analytics';
import {
  formatCost,
  formatErrorRate,
  formatMs,
  formatTokens,
  timelinePoints,
} from '../../../lib/admin/monitoring';
import { useTRPC } from '../../../lib/trpc';
import { LoadError } from '../../billing/load-error';
import { Panel } from '../../billing/panel';
import { ChartBlock } from '../analytics/chart-block';
import { StatGrid, StatTile } from '../analytics/stat-tile';
import { CallsTimelineChart } from '../charts/lazy-charts';
import { CardGridSkeleton, PanelSkeleton } from '../skeleton';
import { useAdminErrors } from '../use-admin-errors';
import { BreakersList } from './breakers-list';
import { LatestCalls } from './latest-calls';
import { ModelTable } from './model-table';

const SUMMARY_POLL_MS = 30_000;
const WINDOW_LABELS: Record<MonitoringTimeline, string> = { '24h': 'last 24 hours', '7d': 'last 7 days' };

/**
 * AI Monitoring: how the models behave, from the AI call log. Per provider and model for the last
 * 24 hours or 7 days, a timeline, each provider's circuit breaker, and the latest calls.
 */
export function MonitoringTab() {
  const trpc = useTRPC();
  const [range, setRange] = useState<MonitoringTimeline>('24h');
  const monitoring = useQuery({
    ...trpc.analytics.monitoring.queryOptions({ timeline: range }),
    refetchInterval: SUMMARY_POLL_MS,
    placeholderData: keepPreviousData,
  });
  useAdminErrors(monitoring.error);
  const data = monitoring.data;
  const window = data ? (range === '24h' ? data.last24h : data.last7d) : null;
  const points = data ? timelinePoints(data.timeline.buckets, data.timeline.range) : [];

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ToggleGroup.Root
          type="single"
          value={range}
          onValueChange={(v) => v && setRange(v as MonitoringTimeline)}
          aria-label="Period"
          className="inline-flex gap-1 rounded-lg border border-slate-200 bg-white p-1 dark:border-slate-800 dark:bg-slate-900"
        >
          {MONITORING_TIMELINES.map((t) => (
            <ToggleGroup.Item
              key={t}
              value={t}
              className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-600 hover:bg-slate-100 data-[state=on]:bg-emerald-700 data-[state=on]:text-white dark:text-slate-300 dark:hover:bg-slate-800 dark:data-[state=on]:bg-emerald-500 dark:data-[state=on]:text-slate-950"
            >
              {t === '24h' ? 'Last 24 hours' : 'Last 7 days'}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
        {data ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Updated <time dateTime={data.generatedAt}>{timeAgo(data.generatedAt)}</time>; new calls show up by
            themselves.
          </p>
        ) : null}
      </div>

      {!data || !window ? (
        monitoring.isError ? (
          <LoadError
            error={monitoring.error}
            what="AI monitoring"
            onRetry={() => void monitoring.refetch()}
          />
        ) : (
          <>
            <CardGridSkeleton
              label="Loading AI monitoring"
              count={4}
              className="grid-cols-2 lg:grid-cols-4"
            />
            <PanelSkeleton label="Loading calls per model" lines={4} />
          </>
        )
      ) : (
        <>
          {monitoring.isError ? (
            <LoadError
              error={monitoring.error}
              what="The latest figures"
              onRetry={() => void monitoring.refetch()}
            />
          ) : null}
          <StatGrid>
            <StatTile label="Calls" value={formatCount(window.totals.calls)} hint={WINDOW_LABELS[range]} />
            <StatTile label="Error rate" value={formatErrorRate(window.totals.errorRate)} />
            <StatTile
              label="Latency p50 / p95"
              value={`${formatMs(window.totals.latencyP50Ms)} / ${formatMs(window.totals.latencyP95Ms)}`}
            />
            <StatTile
              label="Tokens in / out"
              value={`${formatTokens(window.totals.tokensIn)} / ${formatTokens(window.totals.tokensOut)}`}
              hint={`Est. cost ${formatCost(window.totals.estimatedCostUsd)}`}
            />
          </StatGrid>
          <Panel id="monitoring-models" title="By provider and model">
            <div className="mt-4">
              <ModelTable window={window} label={WINDOW_LABELS[range]} />
            </div>
          </Panel>
          <Panel id="monitoring-timeline" title="Timeline">
            <div className="mt-4">
              <ChartBlock
                title={`Calls, ${WINDOW_LABELS[data.timeline.range]}`}
                description={`Succeeded and failed calls per ${data.timeline.bucketMinutes >= 60 ? `${data.timeline.bucketMinutes / 60} h` : `${data.timeline.bucketMinutes} min`}, with the average latency`}
                empty={isEmptySeries(points, ['calls'])}
                emptyText="No calls in this period yet."
                chart={<CallsTimelineChart points={points} label="Calls timeline chart" />}
                table={{
                  caption: 'Calls over time',
                  columns: ['From', 'Calls', 'Failed', 'Average latency'],
                  rows: points
                    .filter((p) => p.calls > 0)
                    .map((p) => [p.label, p.calls, p.errors, formatMs(p.avgLatencyMs)]),
                }}
              />
            </div>
          </Panel>
          <Panel id="monitoring-breakers" title="Circuit breakers">
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              After several failures in a row a provider is paused: new generations fail at once with their
              credits given back, and one trial call goes through after a cool-down.
            </p>
            <div className="mt-4">
              <BreakersList breakers={data.breakers} />
            </div>
          </Panel>
        </>
      )}
      <Panel id="monitoring-calls" title="Latest calls">
        <div className="mt-4">
          <LatestCalls />
        </div>
      </Panel>
    </div>
  );
}
