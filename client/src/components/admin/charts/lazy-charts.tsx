import { lazy, type ReactNode, Suspense } from 'react';
import { ChartSkeleton } from '../skeleton';

// One chunk holds recharts and every chart; it is fetched the first time a chart is shown.
const load = () => import('./charts');

export const UserGrowthChart = lazy(() => load().then((m) => ({ default: m.UserGrowthChart })));
export const EngagementChart = lazy(() => load().then((m) => ({ default: m.EngagementChart })));
export const DocumentTrendsChart = lazy(() => load().then((m) => ({ default: m.DocumentTrendsChart })));
export const PeakHoursChart = lazy(() => load().then((m) => ({ default: m.PeakHoursChart })));
export const RevenueChart = lazy(() => load().then((m) => ({ default: m.RevenueChart })));
export const PlanPieChart = lazy(() => load().then((m) => ({ default: m.PlanPieChart })));
export const CallsTimelineChart = lazy(() => load().then((m) => ({ default: m.CallsTimelineChart })));

/** A chart's place: the skeleton until the chart code has arrived. */
export function ChartSlot({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense fallback={<ChartSkeleton label={`Loading chart: ${label}`} height="h-60" />}>
      {children}
    </Suspense>
  );
}
