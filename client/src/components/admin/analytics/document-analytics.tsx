import type { AnalyticsDto } from '@app/shared/analytics/dto';
import { ANALYTICS_WINDOWS } from '@app/shared/analytics/schemas';
import { formatCount, formatDay, isEmptySeries, NO_DATA } from '../../../lib/admin/analytics';
import { DocumentTrendsChart } from '../charts/lazy-charts';
import { ChartBlock } from './chart-block';
import { StatGrid, StatTile } from './stat-tile';

/** Document Analytics: how many of each kind exist, and what was written each day (14 days). */
export function DocumentAnalytics({ data }: { data: AnalyticsDto }) {
  const of = (type: 'cover_letter' | 'resume') => data.documentStats.find((s) => s.type === type)?.count ?? 0;
  const perUser = data.performanceMetrics.avgDocumentsPerUser;
  return (
    <div className="grid grid-cols-1 gap-6">
      <StatGrid>
        <StatTile label="Documents" value={formatCount(data.summary.documentsGenerated)} />
        <StatTile label="Cover letters" value={formatCount(of('cover_letter'))} />
        <StatTile label="Resumes" value={formatCount(of('resume'))} />
        <StatTile label="Per user" value={perUser === null ? NO_DATA : String(perUser)} />
      </StatGrid>
      <ChartBlock
        title="Document trends"
        description={`Cover letters and resumes written per day, last ${ANALYTICS_WINDOWS.documentTrendDays} days`}
        empty={isEmptySeries(data.documentTrends, ['coverLetters', 'resumes'])}
        emptyText="No documents in this period yet."
        chart={<DocumentTrendsChart points={data.documentTrends} label="Document trends chart" />}
        table={{
          caption: 'Documents by day',
          columns: ['Day', 'Cover letters', 'Resumes'],
          rows: data.documentTrends.map((p) => [formatDay(p.date), p.coverLetters, p.resumes]),
        }}
      />
    </div>
  );
}
