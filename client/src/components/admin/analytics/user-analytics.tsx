import type { AnalyticsDto } from '@app/shared/analytics/dto';
import { ANALYTICS_WINDOWS } from '@app/shared/analytics/schemas';
import {
  formatCount,
  formatDay,
  formatHour,
  formatRate,
  isEmptySeries,
  NO_DATA,
} from '../../../lib/admin/analytics';
import { EngagementChart, PeakHoursChart, UserGrowthChart } from '../charts/lazy-charts';
import { ChartBlock } from './chart-block';
import { StatGrid, StatTile } from './stat-tile';

/** User Analytics: growth (30 days), engagement (7 days), retention, documents per user, busy hours. */
export function UserAnalytics({ data }: { data: AnalyticsDto }) {
  const m = data.performanceMetrics;
  const newInWindow = data.userGrowth.reduce((sum, p) => sum + p.users, 0);
  return (
    <div className="grid grid-cols-1 gap-6">
      <StatGrid>
        <StatTile label="Total users" value={formatCount(data.summary.totalUsers)} />
        <StatTile
          label={`New in ${ANALYTICS_WINDOWS.userGrowthDays} days`}
          value={formatCount(newInWindow)}
        />
        <StatTile label="Retention (30 days)" value={formatRate(m.retentionRate)} />
        <StatTile
          label="Documents per user"
          value={m.avgDocumentsPerUser === null ? NO_DATA : String(m.avgDocumentsPerUser)}
        />
        <StatTile
          label="Average session"
          value={m.avgSessionDuration === null ? 'Not measured' : `${m.avgSessionDuration} min`}
          hint={m.avgSessionDuration === null ? 'Visit length is not recorded.' : undefined}
        />
      </StatGrid>
      <ChartBlock
        title="User growth"
        description={`New accounts per day and all accounts, last ${ANALYTICS_WINDOWS.userGrowthDays} days`}
        empty={isEmptySeries(data.userGrowth, ['users', 'totalUsers'])}
        emptyText="No accounts in this period yet."
        chart={<UserGrowthChart points={data.userGrowth} label="User growth chart" />}
        table={{
          caption: 'User growth by day',
          columns: ['Day', 'New accounts', 'All accounts'],
          rows: data.userGrowth.map((p) => [formatDay(p.date), p.users, p.totalUsers]),
        }}
      />
      <ChartBlock
        title="Engagement"
        description={`Active users and sign-ins per day, last ${ANALYTICS_WINDOWS.engagementDays} days`}
        empty={isEmptySeries(data.userEngagement, ['activeUsers', 'totalSessions'])}
        emptyText="Nobody has signed in or generated in this period yet."
        chart={<EngagementChart points={data.userEngagement} label="Engagement chart" />}
        table={{
          caption: 'Engagement by day',
          columns: ['Day', 'Active users', 'Sign-ins'],
          rows: data.userEngagement.map((p) => [formatDay(p.date), p.activeUsers, p.totalSessions]),
        }}
      />
      <ChartBlock
        title="Peak usage hours"
        description="Generations started in each hour of the day (Lagos time), last 30 days"
        empty={m.peakUsageHours.length === 0}
        emptyText="No generations in this period yet."
        chart={<PeakHoursChart hours={m.peakUsageHours} label="Peak usage hours chart" />}
        table={{
          caption: 'Busiest hours',
          columns: ['Hour', 'Generations'],
          rows: m.peakUsageHours.map((h) => [formatHour(h.hour), h.usage]),
        }}
      />
    </div>
  );
}
