// The load generator process forked by load.mjs: receives options over IPC, runs autocannon
// (warm-up first, reported separately by autocannon and ignored), sends back a summary.
import autocannon from 'autocannon';

process.once('message', async ({ url, connections, duration, warmup }) => {
  try {
    const result = await autocannon({
      url,
      connections,
      duration,
      ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
    });
    process.send?.({
      reqPerSec: result.requests.average,
      total: result.requests.total,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      avgMs: result.latency.average,
      maxMs: result.latency.max,
      errors: result.errors,
      non2xx: result.non2xx,
    });
  } catch (error) {
    process.send?.({ error: error instanceof Error ? error.message : String(error) });
  }
  process.disconnect?.();
});
