import { closeDeps, createDeps } from '@app/server/deps';
import { parseEnvOrExit } from '@app/server/env';
import { onShutdownSignal } from '@app/server/launch/shutdown';
import { createLogger } from '@app/server/logger';
import { scheduleFollowUpSweep } from '@app/server/modules/applications/applications-assist.worker';
import { scheduleBillingSweep } from '@app/server/modules/billing/billing-schedule';
import { requeueStaleMail } from '@app/server/modules/mail/mail.service';
import { watchChromium } from '@app/server/observability/metrics';
import { createRedis } from '@app/server/queue/redis';
import nodemailer from 'nodemailer';
import { startMetricsServer } from './metrics/metrics-server.js';
import { extractionPool } from './parsing/extract-text.js';
import { lowerPriority } from './priority.js';
import { processors } from './processors/index.js';
import { findRenderChromium } from './render/chromium.js';
import { closeSharedRenderPool, sharedRenderPool } from './render/shared-pool.js';
import { startWorkers } from './runtime/workers.js';

const env = parseEnvOrExit();

const logger = createLogger(env, 'worker');
lowerPriority(env.WORKER_NICE, logger);
// Only the generation queue calls models (generations, prompt tests): the settings cache costs a
// PostgreSQL connection that LISTENs, which a render or e-mail worker would hold for nothing.
const base = createDeps(env, logger, { settingsCache: env.WORKER_QUEUES.includes('generation') });
const rendering = env.WORKER_QUEUES.includes('render');
const deps = {
  ...base,
  mailTransport: env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null,
  // Chromium starts with the first PDF, not here.
  ...(rendering ? { renderPool: sharedRenderPool(env, logger) } : {}),
};
if (deps.renderPool) watchChromium(deps.renderPool);
if (rendering) {
  // Said at start-up, not first at a user's download: DOCX still renders, PDFs fail until fixed.
  try {
    logger.info({ chromium: findRenderChromium(env.CHROMIUM_PATH) }, 'PDFs print with this Chromium');
  } catch (error) {
    logger.error({ err: (error as Error).message }, 'PDF rendering is unavailable');
  }
}
const connection = createRedis(env.REDIS_URL, 'consumer');
const workers = startWorkers(deps, processors, connection, env.WORKER_QUEUES);
logger.info({ queues: env.WORKER_QUEUES, mail: deps.mailTransport ? 'smtp' : 'demo' }, 'worker started');
// Off unless WORKER_METRICS_PORT is set.
const metrics = startMetricsServer(env, logger);

// The billing sweep's schedule lives in Redis: upserting it from every billing worker keeps one.
if (env.WORKER_QUEUES.includes('billing')) {
  scheduleBillingSweep(deps.queues, env.BILLING_SWEEP_EVERY_MS).catch((error: unknown) =>
    logger.error({ err: error }, 'billing sweep could not be scheduled'),
  );
}

// The follow-up reminder sweep queues e-mails: it runs where the e-mail queue runs (one schedule).
if (env.WORKER_QUEUES.includes('email')) {
  scheduleFollowUpSweep(deps.queues).catch((error: unknown) =>
    logger.error({ err: error }, 'follow-up sweep could not be scheduled'),
  );
}

// Messages written while Redis was unreachable are queued again once a minute.
const sweep =
  deps.mailTransport && env.WORKER_QUEUES.includes('email')
    ? setInterval(() => {
        requeueStaleMail(deps).catch((error: unknown) => logger.warn({ err: error }, 'outbox sweep failed'));
      }, 60_000)
    : undefined;

onShutdownSignal(env.SHUTDOWN_TIMEOUT_MS, async () => {
  clearInterval(sweep);
  await metrics?.close();
  // close() waits for the jobs in progress to finish.
  await Promise.all(workers.map((w) => w.close()));
  await extractionPool().close();
  await closeSharedRenderPool();
  connection.disconnect();
  await closeDeps(deps);
});
