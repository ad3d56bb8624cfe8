import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process-wide metrics: what jobs, model calls and Chromium do, recorded wherever that work
 * runs (normally the worker; the server too for connection tests), plus Node's own (CPU, memory,
 * event loop, GC) once a process exposes them. Per-app metrics (HTTP, queue depth, outbox,
 * sockets) live in plugins/metrics.ts. Names start with `jobpadi_`; docs/decisions.md lists them.
 */
export const processRegistry = new Registry();

export const METRICS_CONTENT_TYPE = processRegistry.contentType;

const jobWait = new Histogram({
  name: 'jobpadi_job_wait_seconds',
  help: 'Time a job waited in its queue before a worker took it (first attempt; delayed jobs from when they were due)',
  labelNames: ['queue'] as const,
  buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
  registers: [processRegistry],
});

const jobRun = new Histogram({
  name: 'jobpadi_job_run_seconds',
  help: 'Time one attempt of a job ran in the worker, by outcome (ok, failed)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [processRegistry],
});

const generationRun = new Histogram({
  name: 'jobpadi_generation_duration_seconds',
  help: 'Time one attempt of a generation (cover letter and/or resume) ran, by outcome',
  labelNames: ['outcome'] as const,
  buckets: [1, 2.5, 5, 10, 20, 30, 45, 60, 90, 120, 180, 300],
  registers: [processRegistry],
});

const renderRun = new Histogram({
  name: 'jobpadi_render_duration_seconds',
  help: 'Time one render of a document download took, by format (pdf, docx) and outcome',
  labelNames: ['format', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 60],
  registers: [processRegistry],
});

const firstToken = new Histogram({
  name: 'jobpadi_model_first_token_seconds',
  help: 'Time from a model call to its first token, by provider and kind of call',
  labelNames: ['provider', 'kind'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30, 60],
  registers: [processRegistry],
});

/** Sources of Chromium figures (the worker's render pools), read when metrics are scraped. */
export interface ChromiumStats {
  readonly stats: { readonly launches: number; readonly crashes: number };
}
const chromiumSources = new Set<ChromiumStats>();

new Counter({
  name: 'jobpadi_chromium_restarts_total',
  help: 'Chromium browsers started after the first (planned replacements and after crashes)',
  registers: [processRegistry],
  collect() {
    let restarts = 0;
    for (const source of chromiumSources) restarts += Math.max(0, source.stats.launches - 1);
    this.reset();
    this.inc(restarts);
  },
});

new Counter({
  name: 'jobpadi_chromium_crashes_total',
  help: 'Chromium browsers that went away unexpectedly (each is replaced at the next render)',
  registers: [processRegistry],
  collect() {
    let crashes = 0;
    for (const source of chromiumSources) crashes += source.stats.crashes;
    this.reset();
    this.inc(crashes);
  },
});

/** Counts a render pool's Chromium launches and crashes in this process's metrics. */
export function watchChromium(source: ChromiumStats): () => void {
  chromiumSources.add(source);
  return () => chromiumSources.delete(source);
}

export type JobOutcome = 'ok' | 'failed';

/**
 * One attempt of a job, as the worker's dispatcher saw it. `waitSeconds` is given on the first
 * attempt only (a retry's wait is its backoff, which is policy, not load).
 */
export function observeJob(
  queue: string,
  jobName: string,
  outcome: JobOutcome,
  runSeconds: number,
  waitSeconds?: number,
): void {
  if (waitSeconds !== undefined) jobWait.labels(queue).observe(Math.max(0, waitSeconds));
  jobRun.labels(queue, outcome).observe(runSeconds);
  if (jobName === 'generation.run') generationRun.labels(outcome).observe(runSeconds);
  else if (jobName === 'render.pdf') renderRun.labels('pdf', outcome).observe(runSeconds);
  else if (jobName === 'render.docx') renderRun.labels('docx', outcome).observe(runSeconds);
}

/** A model call's time to first token (calls that never produced one are not observed). */
export function observeFirstToken(provider: string, kind: string, seconds: number): void {
  firstToken.labels(provider, kind).observe(seconds);
}

let defaultsOn = false;
/** Node's own metrics (CPU, memory, event loop lag, GC) in this process, once it exposes metrics. */
export function enableProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: processRegistry });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries `Bearer <METRICS_TOKEN>`, compared in constant time.
 * False when no token is configured (metrics are then off).
 */
export function metricsTokenMatches(token: string | undefined, authorization: string | undefined): boolean {
  if (!token || typeof authorization !== 'string') return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}

/** The exposition text of several registries, one after the other (their names never overlap). */
export async function metricsText(...registries: Registry[]): Promise<string> {
  const parts = await Promise.all(registries.map((r) => r.metrics()));
  return parts.filter((p) => p.trim() !== '').join('\n');
}
