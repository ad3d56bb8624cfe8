import { ZAnalyticsInput, ZLatestCallsInput, ZMonitoringInput } from '@app/shared';
import { adminProcedure, router } from '../../trpc/init.js';
import { getAdminStats, getAnalytics } from './analytics.service.js';
import { getLatestCalls, getMonitoring } from './monitoring.service.js';

/**
 * The Analytics and AI Monitoring tabs. Every procedure is an adminProcedure: 401 signed out,
 * 403 with the Access Denied sentence for anyone else. New calls reach the monitor by polling
 * `latestCalls({ after })` (MONITORING_POLL_MS): a cheap indexed read that works behind any
 * number of server instances.
 */
export const analyticsRouter = router({
  stats: adminProcedure.query(({ ctx }) => getAdminStats(ctx.deps)),
  get: adminProcedure.input(ZAnalyticsInput).query(({ ctx, input }) => getAnalytics(ctx.deps, input)),
  /** The Refresh button: computes the figures now instead of serving the cached ones. */
  refresh: adminProcedure
    .input(ZAnalyticsInput)
    .mutation(({ ctx, input }) => getAnalytics(ctx.deps, { ...input, refresh: true })),
  monitoring: adminProcedure
    .input(ZMonitoringInput)
    .query(({ ctx, input }) => getMonitoring(ctx.deps, input)),
  latestCalls: adminProcedure
    .input(ZLatestCallsInput)
    .query(({ ctx, input }) => getLatestCalls(ctx.deps, input)),
});
