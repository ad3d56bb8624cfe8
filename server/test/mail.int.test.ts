import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailSendJob } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOutbox } from '../src/modules/mail/mail.repo.js';
import { sendMail } from '../src/modules/mail/mail.service.js';
import { SmtpSink } from './fakes/smtp-sink.js';
import { createTestApp, createTestDeps, type TestContext } from './helpers/test-deps.js';
import { waitUntil } from './helpers/wait.js';
import { startWorkerProcess } from './helpers/worker-process.js';

const sink = new SmtpSink();
let smtpUrl: string;

beforeAll(async () => {
  smtpUrl = await sink.start();
});
afterAll(() => sink.stop());

const outboxStatus = (ctx: TestContext, id: string, wanted: string) =>
  waitUntil(
    async () => {
      const row = await findOutbox(ctx.deps.db, id);
      return row?.status === wanted ? row : undefined;
    },
    20_000,
    `outbox ${id} to be ${wanted}`,
  );

describe('e-mail through the queue and a real worker process', () => {
  let ctx: TestContext;
  let worker: ReturnType<typeof startWorkerProcess>;

  beforeAll(async () => {
    ctx = await createTestDeps({ SMTP_URL: smtpUrl, MAIL_FROM: 'JobPadi <hello@jobpadi.test>' });
    worker = startWorkerProcess({
      DATABASE_URL: ctx.deps.env.DATABASE_URL,
      REDIS_URL: ctx.deps.env.REDIS_URL,
      QUEUE_PREFIX: ctx.deps.env.QUEUE_PREFIX,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'JobPadi <hello@jobpadi.test>',
      WORKER_QUEUES: 'email',
    });
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  it('delivers a message with an HTML and a text part, and records it as sent', async () => {
    sink.mode = 'accept';
    const sent = await sendMail(ctx.deps, 'ada@example.com', 'notification-test', { name: 'Ada <b>' });
    expect(sent.status).toBe('queued');

    const [mail] = await sink.waitFor(1, 20_000).catch((error) => {
      throw new Error(`${error.message}\nworker output:\n${worker.output()}`);
    });
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.from).toBe('hello@jobpadi.test');
    expect(mail?.subject).toBe('JobPadi test e-mail');
    expect(mail?.html).toContain('Hello Ada &lt;b&gt;');
    expect(mail?.html).toContain('<a href="http://127.0.0.1:3000"');
    expect(mail?.text).toContain('Hello Ada <b>, this is a test message from JobPadi.');
    expect(mail?.text).toContain('Open JobPadi: http://127.0.0.1:3000');

    const row = await outboxStatus(ctx, sent.id, 'sent');
    expect(row.attempts).toBe(1);
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('sends the receipt’s subject with one space before the amount, in any mail reader (issue 28)', async () => {
    sink.mode = 'accept';
    const received = sink.messages.length;
    await sendMail(ctx.deps, 'payer@example.com', 'payment-receipt', {
      name: 'Ada',
      planName: 'Basic',
      planLabel: 'Economy',
      amount: '₦10,000',
      reference: 'jp-receipt-1',
      paidOn: '27 November 2026',
      activeUntil: '27 December 2026',
      creditsLine: '8 cover letters and 5 resumes added',
    });
    const mail = (await sink.waitFor(received + 1, 20_000)).find((m) => m.to.includes('payer@example.com'));
    expect(mail?.subject).toBe('Your JobPadi receipt: Basic plan, ₦10,000');
    // On the wire: the plain words and the space before the amount are plain text; only "₦10,000"
    // is encoded. A reader that keeps the whitespace around encoded-words shows one space too.
    expect(mail?.rawSubject).toBe('Your JobPadi receipt: Basic plan, =?UTF-8?Q?=E2=82=A610=2C000?=');
    expect(mail?.rawSubject).not.toMatch(/_\?=\s*=\?/);
  });
});

describe('delivery failures (workers in this process, real queue)', () => {
  let ctx: TestContext;
  let stopWorkers: () => Promise<void>;

  beforeAll(async () => {
    ctx = await createTestDeps({ SMTP_URL: smtpUrl });
    const nodemailer = await import('nodemailer');
    const { startWorkers } = await import('../../worker/src/runtime/workers.js');
    const { processors } = await import('../../worker/src/processors/index.js');
    const { createRedis } = await import('../src/queue/redis.js');
    const connection = createRedis(ctx.deps.env.REDIS_URL, 'consumer');
    const deps = { ...ctx.deps, mailTransport: nodemailer.createTransport(smtpUrl) };
    const workers = startWorkers(deps, processors, connection, ['email']);
    stopWorkers = async () => {
      await Promise.all(workers.map((w) => w.close()));
      connection.disconnect();
    };
  });
  afterAll(async () => {
    await stopWorkers();
    await ctx.close();
  });

  it('ends a job failed and recorded, without retries, when SMTP refuses permanently', async () => {
    sink.mode = 'reject-permanent';
    const before = sink.attempts;
    const sent = await sendMail(ctx.deps, 'nobody@example.com', 'notification-test', {});
    const row = await outboxStatus(ctx, sent.id, 'failed');
    expect(row.last_error).toMatch(/550/);
    expect(row.attempts).toBe(1);

    const job = await ctx.deps.queues.get('email').getJob(`email-${sent.id}`);
    await waitUntil(
      async () => ((await job?.getState()) === 'failed' ? true : undefined),
      5_000,
      'job failed',
    );
    expect(job?.attemptsMade).toBe(1);
    expect(sink.attempts - before).toBe(1);
  });

  it('retries a temporary refusal and delivers once the server accepts', async () => {
    sink.mode = 'reject-temporary';
    const received = sink.messages.length;
    const sent = await sendMail(ctx.deps, 'later@example.com', 'notification-test', {});
    await waitUntil(
      async () => ((await findOutbox(ctx.deps.db, sent.id))?.last_error ? true : undefined),
      10_000,
      'first failure',
    );
    sink.mode = 'accept';
    const row = await outboxStatus(ctx, sent.id, 'sent');
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    expect(sink.messages.length).toBe(received + 1);
  });

  it('fails a job whose payload breaks the contract at once, without retries', async () => {
    const queue = ctx.deps.queues.get('email');
    const job = await queue.add(
      emailSendJob.name,
      { v: emailSendJob.version, data: { outboxId: 'not-a-uuid' } },
      { attempts: 5 },
    );
    await waitUntil(
      async () => ((await job.getState()) === 'failed' ? true : undefined),
      5_000,
      'job failed',
    );
    const failed = await queue.getJob(job.id ?? '');
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toMatch(/Invalid payload for email.send/);
  });
});

describe('demo mode (no SMTP_URL)', () => {
  it('keeps the message in the outbox, queues nothing and lists it at /dev/mailbox', async () => {
    const ctx = await createTestApp();
    try {
      const status = await ctx.app.inject({ method: 'GET', url: '/api/notifications/status' });
      expect(status.json()).toEqual({
        mode: 'demo',
        sender: ctx.deps.env.MAIL_FROM,
        mailboxUrl: '/dev/mailbox',
      });

      const sent = await sendMail(ctx.deps, 'demo@example.com', 'notification-test', { name: 'Demo' });
      expect(sent.status).toBe('demo');
      expect((await findOutbox(ctx.deps.db, sent.id))?.status).toBe('demo');
      expect(await ctx.deps.queues.get('email').getJobCounts('waiting', 'delayed', 'active')).toEqual({
        waiting: 0,
        delayed: 0,
        active: 0,
      });

      const list = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(list.body).toContain(`href="/dev/mailbox/${sent.id}"`);
      expect(list.body).toContain('JobPadi test e-mail');
      const message = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/${sent.id}` });
      expect(message.body).toContain('<a href="http://127.0.0.1:3000"');
      expect(message.headers['content-security-policy']).toBe("script-src 'none'");
      const bad = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox/not-an-id' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('That message id is not valid.');
    } finally {
      await ctx.close();
    }
  });

  it('has no mailbox page in production', async () => {
    const clientDist = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(clientDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const ctx = await createTestApp({ NODE_ENV: 'production', CLIENT_DIST: clientDist });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
      // The path is then just an unknown page: the client answers it with its 404 page.
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('Dev mailbox');
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/notifications/status' })).json().mailboxUrl,
      ).toBeNull();
    } finally {
      await ctx.close();
    }
  });
});
