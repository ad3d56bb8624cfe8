import type { Job } from 'bullmq';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../src/launch/chromium.js';
import { insertTestDocument, RESUME, renderRows } from './helpers/documents.js';
import { asBearer } from './helpers/http.js';
import { startRenderWorkers } from './helpers/render-env.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';

// Issue 27, hole 4: one person starved everyone's PDF downloads. 6 loops of saves queued one
// render per save (2,955 waiting in 40 s) and another person's download went from 54 ms to a 503.
// Saves and design changes are now limited per account, a save's PDF waits in line at most once
// per document, and the render queue takes accounts in turns.

/** The documented limits (server/src/modules/documents/document-limits.ts). */
const SAVE_LIMIT = 120;
const DESIGN_LIMIT = 60;
const RATE_LIMITED = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ CHROMIUM_PATH: findChromium(process.env.CHROMIUM_PATH) });
});
afterAll(async () => {
  await ctx?.close();
});

const as = (token: string) => asBearer(ctx.app, token);

const save = (token: string, id: string, content: string) =>
  as(token)({ method: 'PUT', url: `/api/documents/${id}`, payload: { content } });

const download = (token: string, id: string) =>
  as(token)({ method: 'GET', url: `/api/documents/${id}/download?format=pdf` });

const chooseDesign = (token: string, id: string, templateId: string) =>
  as(token)({
    method: 'POST',
    url: '/trpc/documents.setTemplate',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ id, templateId }),
  });

const documentOf = (job: Job | undefined) =>
  (job?.data as { data?: { documentId?: string } } | undefined)?.data?.documentId;

/** Render jobs not started yet (whatever their priority), optionally of one document. */
async function waiting(documentId?: string): Promise<number> {
  const jobs = await ctx.deps.queues.get('render').getJobs(['waiting', 'prioritized', 'delayed']);
  return jobs.filter((job) => !documentId || documentOf(job) === documentId).length;
}

/** A save's PDF is queued after its answer: reads `probe` until it stops changing. */
async function settled(probe: () => Promise<number>): Promise<number> {
  let last = await probe();
  for (let still = 0; still < 3; ) {
    await new Promise((r) => setTimeout(r, 150));
    const now = await probe();
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return last;
}

const waitForCount = (probe: () => Promise<number>, count: number, what: string) =>
  waitUntil(async () => ((await probe()) === count ? true : undefined), 15_000, what);

function expectLimited(res: LightMyRequestResponse, message: string | undefined) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 600, String(retryAfter)).toBe(true);
  expect(message).toMatch(RATE_LIMITED);
}

describe('saves and design changes of one account', () => {
  it('many saves of a document queue one PDF; past the limit 429 and the last accepted text is kept', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const revision = (n: number) => `${RESUME}\n- Revision ${n}`;
    for (let n = 1; n <= SAVE_LIMIT; n++) {
      const res = await save(token, doc.id, revision(n));
      expect(res.statusCode, `save ${n}: ${res.body}`).toBe(200);
    }
    // No worker runs in this test: what a save queued is still waiting.
    expect(await settled(() => waiting(doc.id))).toBe(1);

    const refused = await save(token, doc.id, revision(SAVE_LIMIT + 1));
    expectLimited(refused, refused.json().message);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // The same budget on tRPC (the editor's Save Changes).
    const trpc = await as(token)({
      method: 'POST',
      url: '/trpc/documents.update',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: doc.id, content: revision(SAVE_LIMIT + 2) }),
    });
    expectLimited(trpc, trpc.json().error?.message);

    const stored = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}` });
    expect(stored.json().content).toBe(revision(SAVE_LIMIT));
    expect(await waiting(doc.id)).toBe(1);

    // Per account: someone else saves as usual.
    const other = await signInTestUser(ctx);
    const theirs = await insertTestDocument(ctx.deps.db, other.user.id);
    expect((await save(other.token, theirs.id, `${RESUME}\n- Mine`)).statusCode).toBe(200);
  });

  it('design changes are limited the same way, with one PDF waiting per document', async () => {
    const { user, token } = await signInTestUser(ctx);
    await ctx.deps.db
      .updateTable('users')
      .set({ subscription_plan: 'agba', subscription_status: 'active' })
      .where('id', '=', user.id)
      .execute();
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const designs = ['modern', 'executive', 'classic'];
    const design = (n: number) => designs[n % designs.length] as string;
    for (let n = 1; n <= DESIGN_LIMIT; n++) {
      const res = await chooseDesign(token, doc.id, design(n));
      expect(res.statusCode, `design ${n}: ${res.body}`).toBe(200);
    }
    expect(await settled(() => waiting(doc.id))).toBe(1);

    const refused = await chooseDesign(token, doc.id, design(DESIGN_LIMIT + 1));
    expectLimited(refused, refused.json().error?.message);
    const stored = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}` });
    expect(stored.json().templateId).toBe(design(DESIGN_LIMIT));
  });
});

describe('renders are taken in turns across accounts', () => {
  it("another person's download is printed ahead of one account's backlog", async () => {
    const queue = ctx.deps.queues.get('render');
    // The line is this test's alone (the tests above left PDFs waiting), and held until all of it
    // is queued, so what goes first depends on the order of the line, not on timing.
    await queue.drain(true);
    await queue.pause();
    const render = startRenderWorkers(ctx.deps);
    const backlog: Array<Promise<LightMyRequestResponse>> = [];
    try {
      const a = await signInTestUser(ctx);
      const b = await signInTestUser(ctx);
      const docsA = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          insertTestDocument(ctx.deps.db, a.user.id, { content: `${RESUME}\n- Backlog ${i} ${Date.now()}` }),
        ),
      );
      // A: ten downloads waiting for their PDFs, then forty saves of other documents.
      for (const doc of docsA.slice(0, 10)) backlog.push(download(a.token, doc.id));
      await waitForCount(() => waiting(), 10, "A's downloads queued");
      for (const doc of docsA.slice(10)) {
        const res = await save(a.token, doc.id, `${doc.content}\n- Saved`);
        expect(res.statusCode, res.body).toBe(200);
      }
      await waitForCount(() => waiting(), 50, "A's saves queued");

      // B, after all of that: one download and one save.
      const wanted = await insertTestDocument(ctx.deps.db, b.user.id, {
        content: `${RESUME}\n- B ${Date.now()}`,
      });
      const edited = await insertTestDocument(ctx.deps.db, b.user.id, {
        content: `${RESUME}\n- B2 ${Date.now()}`,
      });
      const answer = download(b.token, wanted.id);
      await waitForCount(() => waiting(), 51, "B's download queued");
      expect((await save(b.token, edited.id, `${edited.content}\n- Saved`)).statusCode).toBe(200);
      await waitForCount(() => waiting(), 52, "B's save queued");

      await queue.resume();
      const res = await answer;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // What B sees: the file comes while A's backlog is still mostly waiting.
      expect(await waiting()).toBeGreaterThanOrEqual(35);
      // B's save printed ahead of A's backlog too.
      await waitUntil(
        async () => ((await renderRows(ctx.deps.db, edited.id)).length > 0 ? true : undefined),
        15_000,
        "B's saved PDF",
      );
      expect(await waiting()).toBeGreaterThanOrEqual(30);

      // The order the worker took them in, once all are printed: B's download right after A's
      // first render (the same turn, queued earlier), B's save after A's second.
      await Promise.allSettled(backlog);
      await waitForCount(async () => (await waiting()) + (await queue.getActiveCount()), 0, 'the backlog');
      const done = await queue.getJobs(['completed']);
      const started = (documentId: string) => done.find((job) => documentOf(job) === documentId)?.processedOn;
      const ownedByA = new Set(docsA.map((doc) => doc.id));
      const startsOfA = done
        .filter((job) => ownedByA.has(documentOf(job) ?? ''))
        .map((job) => job.processedOn);
      expect(startsOfA).toHaveLength(50);
      const startedBefore = (at: number | undefined) => startsOfA.filter((t) => (t ?? 0) < (at ?? 0)).length;
      expect(startedBefore(started(wanted.id))).toBeLessThanOrEqual(1);
      expect(startedBefore(started(edited.id))).toBeLessThanOrEqual(2);
    } finally {
      await queue.resume();
      // A's downloads end (a file or a 503) before the app closes.
      await Promise.allSettled(backlog);
      await render.stop();
    }
  });
});
