import { randomUUID } from 'node:crypto';
import { renderCacheKey } from '@app/server/modules/documents/render-key';
import { findRenderSource } from '@app/server/modules/documents/render-source.repo';
import { findRenderedFile } from '@app/server/modules/documents/renders.repo';
import { enqueue } from '@app/server/queue/enqueue';
import { createRedis } from '@app/server/queue/redis';
import { effectiveTemplate, renderDocxJob, renderPdfJob } from '@app/shared';
import { type Job, QueueEvents, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestContext } from '../../server/test/helpers/test-deps.js';
import { insertTestUser } from '../../server/test/helpers/users.js';
import { processors } from '../src/processors/index.js';
import { RenderPool } from '../src/render/browser-pool.js';
import { findChromium } from '../src/render/chromium.js';
import { startWorkers } from '../src/runtime/workers.js';
import {
  docxText,
  firstWordOutOfOrder,
  pdfText,
  SAMPLE_RESUME,
  sourceWords,
} from './fixtures/render-samples.js';

/**
 * The render jobs end to end: a real queue (own prefix), the real worker runtime and
 * processors, a real database and Chromium.
 */
const CHROMIUM = findChromium(process.env.CHROMIUM_PATH);

let ctx: TestContext;
let pool: RenderPool;
let connection: Redis;
let workers: Worker[];
let events: QueueEvents;
let userId: string;

beforeAll(async () => {
  ctx = await createTestDeps();
  pool = new RenderPool({ executablePath: CHROMIUM, size: 2, timeoutMs: 20_000, restartEvery: 1_000 });
  connection = createRedis(ctx.deps.env.REDIS_URL, 'consumer');
  workers = startWorkers({ ...ctx.deps, mailTransport: null, renderPool: pool }, processors, connection, [
    'render',
  ]);
  events = new QueueEvents('render', {
    connection: createRedis(ctx.deps.env.REDIS_URL, 'consumer'),
    prefix: ctx.deps.env.QUEUE_PREFIX,
  });
  await events.waitUntilReady();
  userId = (await insertTestUser(ctx.deps.db, { fullName: 'Ada Obi' })).id;
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await events.close();
  connection.disconnect();
  await pool.close();
  await ctx.close();
});

async function insertDocument(content: string, type: 'resume' | 'cover_letter' = 'resume'): Promise<string> {
  const row = await ctx.deps.db
    .insertInto('documents')
    .values({
      user_id: userId,
      type,
      title: 'Resume – Backend Engineer at Flutterwave',
      content,
      job_title: 'Backend Engineer',
      company_name: 'Flutterwave',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The key the server would compute for the document as it is stored now. */
async function keyFor(documentId: string, format: 'pdf' | 'docx'): Promise<string> {
  const source = await findRenderSource(ctx.deps.db, documentId);
  if (!source) throw new Error(`no document ${documentId}`);
  return renderCacheKey(source, effectiveTemplate('resume', null), format);
}

/** Queues a render as the server does (each call its own job) and waits for its outcome. */
async function run(format: 'pdf' | 'docx', documentId: string, cacheKey: string) {
  const definition = format === 'pdf' ? renderPdfJob : renderDocxJob;
  const id = await enqueue(
    ctx.deps.queues,
    definition,
    { documentId, cacheKey },
    { jobId: `t-${randomUUID()}` },
  );
  const job = (await ctx.deps.queues.get('render').getJob(id)) as Job;
  const result = (await job.waitUntilFinished(events, 60_000)) as { fileId: string; cacheKey: string };
  return { result, job: (await ctx.deps.queues.get('render').getJob(id)) as Job };
}

describe('render jobs', () => {
  it('renders a stored resume as a PDF file with its download name, then serves it from the cache', async () => {
    const documentId = await insertDocument(SAMPLE_RESUME);
    const key = await keyFor(documentId, 'pdf');
    const { result } = await run('pdf', documentId, key);
    expect(result.cacheKey).toBe(key);
    const file = await findRenderedFile(ctx.deps.db, key);
    expect(file?.fileId).toBe(result.fileId);
    expect(file?.mimeType).toBe('application/pdf');
    const read = await pdfText(file?.content as Buffer);
    expect(firstWordOutOfOrder(sourceWords(SAMPLE_RESUME), read.text)).toBeUndefined();
    expect(read.author).toBe('Ada Obi');
    const stored = await ctx.deps.db
      .selectFrom('files')
      .select(['filename', 'purpose', 'user_id'])
      .where('id', '=', result.fileId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      filename: 'Resume - Backend Engineer - Flutterwave.pdf',
      purpose: 'rendered',
      user_id: userId,
    });

    // The same content again: the stored file, and Chromium is not asked for anything.
    const before = { ...pool.stats };
    const rendering: unknown[] = [];
    const onRender = (pid: unknown) => rendering.push(pid);
    pool.on('render', onRender);
    const again = await run('pdf', documentId, key);
    pool.off('render', onRender);
    expect(again.result).toEqual(result);
    expect(pool.stats).toEqual(before);
    expect(rendering).toEqual([]);
  });

  it('renders a DOCX and answers with the current content’s key after an edit', async () => {
    const documentId = await insertDocument('# Ada Obi\n## Skills\n- SQL');
    const staleKey = await keyFor(documentId, 'docx');
    await ctx.deps.db
      .updateTable('documents')
      .set({ content: SAMPLE_RESUME })
      .where('id', '=', documentId)
      .execute();
    const { result } = await run('docx', documentId, staleKey);
    expect(result.cacheKey).not.toBe(staleKey);
    expect(result.cacheKey).toBe(await keyFor(documentId, 'docx'));
    const file = await findRenderedFile(ctx.deps.db, result.cacheKey);
    expect(file?.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(
      firstWordOutOfOrder(sourceWords(SAMPLE_RESUME), await docxText(file?.content as Buffer)),
    ).toBeUndefined();
  });

  it('fails at once, without retries, when the document is gone', async () => {
    const missing = randomUUID();
    await expect(run('pdf', missing, '0'.repeat(64))).rejects.toThrow(/no longer exists/);
    const failed = await ctx.deps.queues.get('render').getFailed();
    const job = failed.find((j) => (j.data as { data: { documentId: string } }).data.documentId === missing);
    expect(job?.attemptsMade).toBe(1);
  });

  it('restarts a Chromium killed mid-render and delivers the render on the retry', async () => {
    const content = `${SAMPLE_RESUME}\n\nA fresh line so the cache has nothing.`;
    const documentId = await insertDocument(content);
    const launchesBefore = pool.stats.launches;
    const crashesBefore = pool.stats.crashes;
    pool.once('render', (pid: number) => process.kill(pid, 'SIGKILL'));
    const { result, job } = await run('pdf', documentId, await keyFor(documentId, 'pdf'));
    expect(job.attemptsMade).toBe(2);
    expect(pool.stats.crashes).toBe(crashesBefore + 1);
    expect(pool.stats.launches).toBeGreaterThan(launchesBefore);
    const file = await findRenderedFile(ctx.deps.db, result.cacheKey);
    expect((await pdfText(file?.content as Buffer)).text).toContain('A fresh line so the cache has nothing.');
  });
});
