// The load generator process forked by custom-load.mjs: like load-child.mjs, plus a method,
// headers, a body and per-request customisation, and it reports status codes and the measured
// duration so a scenario can count only the answers it wants (e.g. 200s).
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

process.once('message', async (options) => {
  const { url, connections, duration, warmup, method, headers, body, setupModule, setupOptions } = options;
  try {
    // Functions cannot cross IPC, so the per-request hook is a module this process imports.
    const requests = setupModule
      ? [{ setupRequest: (await import(pathToFileURL(setupModule).href)).default(setupOptions) }]
      : undefined;
    // Only what was given: an explicit `method: undefined` replaces autocannon's default GET.
    const request = Object.fromEntries(
      Object.entries({ method, headers, body }).filter(([, value]) => value !== undefined),
    );
    const result = await autocannon({
      url,
      connections,
      duration,
      ...request,
      ...(requests ? { requests } : {}),
      ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
    });
    const statusCodes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
    );
    process.send?.({
      reqPerSec: result.requests.average,
      total: result.requests.total,
      durationS: result.duration,
      statusCodes,
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
