import type { TestProject } from 'vitest/node';
import { FakeLlm } from '../../server/test/fakes/fake-llm.js';
import { startFakePaystack } from '../../server/test/fakes/paystack.js';
import { SmtpSink } from '../../server/test/fakes/smtp-sink.js';
import { provideForVitest } from '../../server/test/setup/test-services.js';
import { serveInbox } from '../support/inbox-server.js';
import { serveLlmControl } from '../support/llm-control.js';
import { freePort, scratchDatabase, startBuiltProduct } from '../support/product.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    inboxUrl: string;
    /** The fake Paystack (its /_control API lets a journey pick the verify answer). */
    paystackUrl: string;
    /** The fake OpenAI-compatible model (the admin journey adds it as a provider by this URL). */
    llmUrl: string;
  }
}

/**
 * Starts the built product once for every journey, against its own scratch database, with real
 * SMTP delivery by the worker into a sink the journeys can read, and an OpenAI-compatible model
 * (the environment fallback provider) that streams slowly enough for a person to watch the text.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // TEST_DATABASE_URL etc. from `npm test`; run alone: 5432/6379 if they answer, else our own.
  const stopServices = await provideForVitest();
  const database = await scratchDatabase('jobpadi_e2e');
  const sink = new SmtpSink();
  const smtpUrl = await sink.start();
  const inbox = await serveInbox(sink);
  const llm = new FakeLlm();
  llm.options = { ...llm.options, firstTokenDelayMs: 600, tokensPerSecond: 40 };
  const llmUrl = await llm.start();
  // Lets a journey make the model fail (retry notice, failure card) without restarting anything.
  const control = await serveLlmControl(llm);
  // Card payments go to a fake Paystack: hosted checkout page with a Pay button, verify, webhook.
  const paystack = await startFakePaystack();
  const port = await freePort();
  const product = await startBuiltProduct({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `e2e-${Date.now()}`,
    SMTP_URL: smtpUrl,
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: llmUrl,
    PAYSTACK_BASE_URL: paystack.url,
    PAYSTACK_SECRET_KEY: paystack.secret,
    // Journeys say which address they come from (support/browser.ts asNewVisitor).
    TRUST_PROXY: 'loopback',
    // The job link journey reads fixture pages served on 127.0.0.1 (issue 31 §3).
    OUTBOUND_ALLOW_PRIVATE: 'true',
    // The admin journey points an OpenAI-compatible provider at the fake model on 127.0.0.1:
    // PROVIDER_ALLOW_PRIVATE_URLS is left unset, so loopback is allowed as on any non-production server.
  });
  // Pay also sends the signed charge.success webhook, racing the browser's verify as in production.
  paystack.control.webhookUrl = `${product.url}/api/payment/webhook`;
  project.provide('baseUrl', product.url);
  project.provide('databaseUrl', database.url);
  project.provide('inboxUrl', inbox.url);
  project.provide('paystackUrl', paystack.url);
  project.provide('llmControlUrl', control.url);
  project.provide('llmUrl', llmUrl);
  return async () => {
    await product.stop();
    await inbox.close();
    await control.close();
    await sink.stop();
    await llm.stop();
    await paystack.close();
    await database.drop();
    await stopServices();
  };
}
