import type { TestProject } from 'vitest/node';
import { SmtpSink } from '../../server/test/fakes/smtp-sink.js';
import { serveInbox } from '../support/inbox-server.js';
import { freePort, scratchDatabase, startBuiltProduct } from '../support/product.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    inboxUrl: string;
  }
}

/**
 * Starts the built product once for every journey, against its own scratch database, with real
 * SMTP delivery by the worker into a sink the journeys can read.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await scratchDatabase('jobpadi_e2e');
  const sink = new SmtpSink();
  const smtpUrl = await sink.start();
  const inbox = await serveInbox(sink);
  const port = await freePort();
  const product = await startBuiltProduct({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `e2e-${Date.now()}`,
    SMTP_URL: smtpUrl,
  });
  project.provide('baseUrl', product.url);
  project.provide('databaseUrl', database.url);
  project.provide('inboxUrl', inbox.url);
  return async () => {
    await product.stop();
    await inbox.close();
    await sink.stop();
    await database.drop();
  };
}
