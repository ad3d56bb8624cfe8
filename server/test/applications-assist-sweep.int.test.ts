import { APPLICATION_MESSAGES, followUpSweepJob } from '@app/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processors } from '../../worker/src/processors/index.js';
import { startWorkers } from '../../worker/src/runtime/workers.js';
import { runFollowUpSweep, scheduleFollowUpSweep } from '../src/modules/applications/follow-up-sweep.js';
import { enqueue } from '../src/queue/enqueue.js';
import { createRedis } from '../src/queue/redis.js';
import { testEncryptionKey } from './helpers/admin.js';
import { insertTestApplication } from './helpers/applications-assist.js';
import { asBearer, patchSettings } from './helpers/profile.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ ENCRYPTION_KEY: testEncryptionKey() });
});
afterAll(async () => {
  await ctx?.close();
});

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY - 60_000);

const reminders = (email: string) =>
  ctx.deps.db
    .selectFrom('email_outbox')
    .select(['subject', 'text', 'html'])
    .where('to_address', '=', email)
    .where('template', '=', 'follow-up-reminder')
    .execute();

async function person(settings?: { followUpDays?: number | null; emailNotifications?: boolean }) {
  const signed = await signInTestUser(ctx);
  if (settings) expect((await patchSettings(ctx.app, signed.token, settings)).statusCode).toBe(200);
  return signed;
}

/** Two sweeps at once, each in a worker of its own taking jobs from the e-mail queue. */
async function twoSweepsAtOnce() {
  const connections = [
    createRedis(ctx.deps.env.REDIS_URL, 'consumer'),
    createRedis(ctx.deps.env.REDIS_URL, 'consumer'),
  ];
  const workers = connections.flatMap((connection) =>
    startWorkers({ ...ctx.deps, mailTransport: null }, processors, connection, ['email']),
  );
  try {
    const queue = ctx.deps.queues.get(followUpSweepJob.queue);
    const ids = await Promise.all(
      ['a', 'b'].map((tag) =>
        enqueue(ctx.deps.queues, followUpSweepJob, {}, { jobId: `sweep-${tag}-${Date.now()}` }),
      ),
    );
    return await waitUntil(
      async () => {
        const jobs = await Promise.all(ids.map((id) => queue.getJob(id)));
        const states = await Promise.all(jobs.map((job) => job?.getState()));
        if (states.some((s) => s === 'failed')) throw new Error('a sweep failed');
        return states.every((s) => s === 'completed')
          ? jobs.map((job) => (job?.returnvalue as { reminders: number } | undefined)?.reminders ?? -1)
          : undefined;
      },
      15_000,
      'both sweeps',
    );
  } finally {
    await Promise.all(workers.map((w) => w.close()));
    for (const connection of connections) connection.disconnect();
  }
}

describe('follow-up reminders', () => {
  it('sends exactly one e-mail per due application with two sweeps at once, none when off', async () => {
    const ada = await person(); // no settings saved: 7 days, e-mails on
    const due = await insertTestApplication(ctx.deps.db, ada.user.id, { statusChangedAt: daysAgo(8) });
    const dueToo = await insertTestApplication(ctx.deps.db, ada.user.id, { statusChangedAt: daysAgo(30) });
    const recent = await insertTestApplication(ctx.deps.db, ada.user.id, { statusChangedAt: daysAgo(3) });
    await insertTestApplication(ctx.deps.db, ada.user.id, {
      status: 'interviewing',
      statusChangedAt: daysAgo(30),
    });
    const quick = await person({ followUpDays: 2 });
    const quickDue = await insertTestApplication(ctx.deps.db, quick.user.id, { statusChangedAt: daysAgo(3) });
    const off = await person({ followUpDays: null });
    await insertTestApplication(ctx.deps.db, off.user.id, { statusChangedAt: daysAgo(30) });
    const quiet = await person({ emailNotifications: false });
    await insertTestApplication(ctx.deps.db, quiet.user.id, { statusChangedAt: daysAgo(30) });

    const counts = await twoSweepsAtOnce();
    // Other files' people are in other databases: these three are all there is.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);

    const adaMail = await reminders(ada.user.email);
    expect(adaMail).toHaveLength(2);
    const texts = adaMail.map((m) => m.text).join('\n');
    expect(texts).toContain(`/applications/${due}`);
    expect(texts).toContain(`/applications/${dueToo}`);
    expect(texts).not.toContain(`/applications/${recent}`);
    expect(adaMail[0]?.subject).toBe('Time to follow up: Frontend Engineer at Paystack');
    expect(await reminders(quick.user.email)).toHaveLength(1);
    expect((await reminders(quick.user.email))[0]?.text).toContain(`/applications/${quickDue}`);
    expect(await reminders(off.user.email)).toHaveLength(0);
    expect(await reminders(quiet.user.email)).toHaveLength(0);

    // Never twice: the next runs find nothing, even once the recent one is due for someone else.
    expect(await twoSweepsAtOnce()).toEqual([0, 0]);
    expect(await reminders(ada.user.email)).toHaveLength(2);
  });

  it('claims each application once when two sweeps meet on the same rows', async () => {
    const ada = await person();
    const ids = await Promise.all(
      [9, 12].map((n) => insertTestApplication(ctx.deps.db, ada.user.id, { statusChangedAt: daysAgo(n) })),
    );
    // Another transaction holds the rows while two sweeps start: they must not both send.
    await ctx.deps.db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      await sql`select id from applications where id in (${sql.join(ids)}) for update`.execute(conn);
      const sweeps = Promise.all([runFollowUpSweep(ctx.deps), runFollowUpSweep(ctx.deps)]);
      await new Promise((r) => setTimeout(r, 400));
      await sql`commit`.execute(conn);
      await sweeps;
    });
    await Promise.all([runFollowUpSweep(ctx.deps), runFollowUpSweep(ctx.deps)]);
    const mail = await reminders(ada.user.email);
    expect(mail).toHaveLength(2);
    for (const id of ids) expect(mail.filter((m) => m.text.includes(`/applications/${id}`))).toHaveLength(1);
  });

  it('turns reminders off from the e-mail link, without signing in; a forged link does nothing', async () => {
    const ada = await person();
    const bola = await person();
    await insertTestApplication(ctx.deps.db, ada.user.id, { statusChangedAt: daysAgo(10) });
    await twoSweepsAtOnce();
    const [mail] = await reminders(ada.user.email);
    const link = mail?.text.match(/Turn off follow-up reminders: (\S+)/)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    expect(url.pathname).toBe('/api/follow-up-reminders/off');

    const forged = new URL(url);
    forged.searchParams.set('u', bola.user.id);
    for (const bad of [
      forged,
      `${url.pathname}?u=${ada.user.id}&t=${'x'.repeat(43)}`,
      `${url.pathname}?u=not-a-uuid&t=abc`,
      url.pathname,
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: typeof bad === 'string' ? bad : `${bad.pathname}${bad.search}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(APPLICATION_MESSAGES.reminderLinkInvalid);
    }
    const settingsOf = async (token: string) =>
      (await asBearer(ctx.app, token)({ method: 'GET', url: '/api/settings' })).json().followUpDays;
    expect(await settingsOf(bola.token)).toBe(7);
    expect(await settingsOf(ada.token)).toBe(7);

    const res = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(APPLICATION_MESSAGES.remindersOff);
    expect(res.body).toContain('href="/settings"');
    expect(await settingsOf(ada.token)).toBeNull();
    // A second click says the same.
    expect((await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(
      200,
    );

    await insertTestApplication(ctx.deps.db, ada.user.id, { statusChangedAt: daysAgo(10) });
    await twoSweepsAtOnce();
    expect(await reminders(ada.user.email)).toHaveLength(1);
  });

  it('saves the follow-up days in settings and refuses anything but 1–60 or off', async () => {
    const { token } = await person();
    expect((await patchSettings(ctx.app, token, { followUpDays: 14 })).json().followUpDays).toBe(14);
    expect((await patchSettings(ctx.app, token, { followUpDays: null })).json().followUpDays).toBeNull();
    expect((await patchSettings(ctx.app, token, { followUpDays: 60 })).json().followUpDays).toBe(60);
    for (const followUpDays of [0, 61, 2.5, '7', -1, true]) {
      const res = await patchSettings(ctx.app, token, { followUpDays });
      expect(res.statusCode, String(followUpDays)).toBe(400);
      expect(res.json().message).toBe(APPLICATION_MESSAGES.followUpDays);
    }
    expect(
      (await asBearer(ctx.app, token)({ method: 'GET', url: '/api/settings' })).json().followUpDays,
    ).toBe(60);
  });

  it('is scheduled once on the e-mail queue however many workers start', async () => {
    const queue = ctx.deps.queues.get(followUpSweepJob.queue);
    try {
      await scheduleFollowUpSweep(ctx.deps.queues);
      await scheduleFollowUpSweep(ctx.deps.queues);
      expect(await queue.getJobSchedulersCount()).toBe(1);
    } finally {
      await queue.removeJobScheduler('applications-follow-up-sweep');
    }
  });
});
