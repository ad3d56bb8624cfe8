import type {
  DocumentTrendPointDto,
  EngagementPointDto,
  PeakHourDto,
  UserGrowthPointDto,
} from '@app/shared/analytics/dto';
import { formatNaira } from '@app/shared/plans/catalogue';
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  type DistributionRow,
  formatDay,
  formatHour,
  formatNairaShort,
  type RevenueRow,
} from '../../../lib/admin/analytics';
import { formatMs, type TimelinePoint } from '../../../lib/admin/monitoring';
import { type ChartTheme, useChartTheme } from './chart-theme';

/**
 * The console's charts (recharts). This module is loaded on demand (lazy-charts.tsx), so the
 * library never holds up the first paint of /admin. Animations are off: the figures are what
 * matter, and a half-drawn chart would be a wrong one for a moment.
 */

const HEIGHT = 240;
const axisProps = (t: ChartTheme) => ({
  stroke: t.axis,
  tick: { fill: t.axis, fontSize: 12 },
  tickLine: false,
  axisLine: { stroke: t.grid },
});
const common = { accessibilityLayer: false, margin: { top: 8, right: 8, bottom: 0, left: -8 } } as const;
const legendStyle = { fontSize: 12 };

function Frame({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <div role="img" aria-label={label} className="h-60 w-full">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function UserGrowthChart({ points, label }: { points: UserGrowthPointDto[]; label: string }) {
  const t = useChartTheme();
  const data = points.map((p) => ({ ...p, day: formatDay(p.date) }));
  return (
    <Frame label={label}>
      <ComposedChart data={data} {...common}>
        <CartesianGrid stroke={t.grid} vertical={false} />
        <XAxis dataKey="day" {...axisProps(t)} interval="preserveStartEnd" minTickGap={16} />
        <YAxis yAxisId="total" {...axisProps(t)} allowDecimals={false} width={48} />
        <YAxis yAxisId="new" orientation="right" {...axisProps(t)} allowDecimals={false} width={32} />
        <Tooltip {...t.tooltip} />
        <Legend wrapperStyle={legendStyle} />
        <Area
          yAxisId="total"
          type="monotone"
          dataKey="totalUsers"
          name="All accounts"
          stroke={t.series.emerald}
          fill={t.series.emerald}
          fillOpacity={0.15}
          isAnimationActive={false}
        />
        <Bar
          yAxisId="new"
          dataKey="users"
          name="New accounts"
          fill={t.series.sky}
          isAnimationActive={false}
        />
      </ComposedChart>
    </Frame>
  );
}

export function EngagementChart({ points, label }: { points: EngagementPointDto[]; label: string }) {
  const t = useChartTheme();
  const data = points.map((p) => ({ ...p, day: formatDay(p.date) }));
  return (
    <Frame label={label}>
      <BarChart data={data} {...common}>
        <CartesianGrid stroke={t.grid} vertical={false} />
        <XAxis dataKey="day" {...axisProps(t)} />
        <YAxis {...axisProps(t)} allowDecimals={false} width={40} />
        <Tooltip {...t.tooltip} />
        <Legend wrapperStyle={legendStyle} />
        <Bar dataKey="activeUsers" name="Active users" fill={t.series.emerald} isAnimationActive={false} />
        <Bar dataKey="totalSessions" name="Sign-ins" fill={t.series.violet} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

export function DocumentTrendsChart({ points, label }: { points: DocumentTrendPointDto[]; label: string }) {
  const t = useChartTheme();
  const data = points.map((p) => ({ ...p, day: formatDay(p.date) }));
  return (
    <Frame label={label}>
      <BarChart data={data} {...common}>
        <CartesianGrid stroke={t.grid} vertical={false} />
        <XAxis dataKey="day" {...axisProps(t)} interval="preserveStartEnd" minTickGap={12} />
        <YAxis {...axisProps(t)} allowDecimals={false} width={40} />
        <Tooltip {...t.tooltip} />
        <Legend wrapperStyle={legendStyle} />
        <Bar
          dataKey="coverLetters"
          name="Cover letters"
          stackId="d"
          fill={t.series.emerald}
          isAnimationActive={false}
        />
        <Bar dataKey="resumes" name="Resumes" stackId="d" fill={t.series.sky} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

/** Every hour of the day, the busy ones from the answer and the others at zero. */
export function PeakHoursChart({ hours, label }: { hours: PeakHourDto[]; label: string }) {
  const t = useChartTheme();
  const byHour = new Map(hours.map((h) => [h.hour, h.usage]));
  const data = Array.from({ length: 24 }, (_, hour) => ({
    hour: formatHour(hour),
    usage: byHour.get(hour) ?? 0,
  }));
  return (
    <Frame label={label}>
      <BarChart data={data} {...common}>
        <CartesianGrid stroke={t.grid} vertical={false} />
        <XAxis dataKey="hour" {...axisProps(t)} interval={2} />
        <YAxis {...axisProps(t)} allowDecimals={false} width={40} />
        <Tooltip {...t.tooltip} />
        <Bar dataKey="usage" name="Generations" fill={t.series.amber} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

export function RevenueChart({ rows, label }: { rows: RevenueRow[]; label: string }) {
  const t = useChartTheme();
  const money = (value: unknown) => formatNaira(Number(value));
  return (
    <Frame label={label}>
      <BarChart data={rows} {...common} margin={{ ...common.margin, left: 0 }}>
        <CartesianGrid stroke={t.grid} vertical={false} />
        <XAxis dataKey="label" {...axisProps(t)} interval="preserveStartEnd" minTickGap={8} />
        <YAxis {...axisProps(t)} width={56} tickFormatter={(v: number) => formatNairaShort(v)} />
        <Tooltip {...t.tooltip} formatter={money} />
        <Legend wrapperStyle={legendStyle} />
        <Bar dataKey="jjc" name="Basic" stackId="r" fill={t.series.sky} isAnimationActive={false} />
        <Bar dataKey="agba" name="Pro" stackId="r" fill={t.series.emerald} isAnimationActive={false} />
        <Bar dataKey="idan" name="Elite" stackId="r" fill={t.series.violet} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

export function PlanPieChart({ rows, label }: { rows: DistributionRow[]; label: string }) {
  const t = useChartTheme();
  const colours = [t.series.slate, t.series.sky, t.series.emerald, t.series.violet];
  const data = rows.filter((r) => r.count > 0).map((r, i) => ({ ...r, fill: colours[i % colours.length] }));
  return (
    <Frame label={label}>
      <PieChart accessibilityLayer={false}>
        <Tooltip {...t.tooltip} />
        <Legend wrapperStyle={legendStyle} />
        <Pie
          data={data}
          dataKey="count"
          nameKey="label"
          innerRadius="50%"
          outerRadius="80%"
          paddingAngle={2}
          stroke="none"
          isAnimationActive={false}
        />
      </PieChart>
    </Frame>
  );
}

export function CallsTimelineChart({ points, label }: { points: TimelinePoint[]; label: string }) {
  const t = useChartTheme();
  return (
    <Frame label={label}>
      <ComposedChart data={points} {...common}>
        <CartesianGrid stroke={t.grid} vertical={false} />
        <XAxis dataKey="label" {...axisProps(t)} interval="preserveStartEnd" minTickGap={24} />
        <YAxis yAxisId="calls" {...axisProps(t)} allowDecimals={false} width={40} />
        <YAxis
          yAxisId="ms"
          orientation="right"
          {...axisProps(t)}
          width={60}
          tickFormatter={(v: number) => formatMs(v)}
        />
        <Tooltip
          {...t.tooltip}
          formatter={(value: unknown, name: unknown) =>
            name === 'Average latency' ? formatMs(value === null ? null : Number(value)) : String(value)
          }
        />
        <Legend wrapperStyle={legendStyle} />
        <Bar
          yAxisId="calls"
          dataKey="succeeded"
          name="Succeeded"
          stackId="c"
          fill={t.series.emerald}
          isAnimationActive={false}
        />
        <Bar
          yAxisId="calls"
          dataKey="errors"
          name="Failed"
          stackId="c"
          fill={t.series.red}
          isAnimationActive={false}
        />
        <Line
          yAxisId="ms"
          type="monotone"
          dataKey="avgLatencyMs"
          name="Average latency"
          stroke={t.series.amber}
          dot={{ r: 3, fill: t.series.amber }}
          connectNulls
          isAnimationActive={false}
        />
      </ComposedChart>
    </Frame>
  );
}
