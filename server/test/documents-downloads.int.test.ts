import { DOCUMENT_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextString } from '../../worker/src/render/pdf-metadata.js';
import { findChromium } from '../src/launch/chromium.js';
import { insertTestDocument, RESUME, renderRows } from './helpers/documents.js';
import { asBearer } from './helpers/http.js';
import { startRenderWorkers } from './helpers/render-env.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let render: ReturnType<typeof startRenderWorkers> | undefined;

beforeAll(async () => {
  ctx = await createTestApp({ CHROMIUM_PATH: findChromium(process.env.CHROMIUM_PATH) });
  render = startRenderWorkers(ctx.deps);
});
afterAll(async () => {
  await render?.stop();
  await ctx?.close();
});

const as = (token: string) => asBearer(ctx.app, token);

/** Every job the render queue has seen in this file, in any state. */
const renderJobs = async () =>
  Object.values(await ctx.deps.queues.get('render').getJobCounts()).reduce((a, b) => a + b, 0);

/** Each test's document has content of its own: rendered files are cached by content. */
let n = 0;
const uniqueResume = () => `${RESUME}\n- Shipped release ${++n} on time (${Date.now()})`;

describe('downloads rendered by the worker', () => {
  it('gives a real PDF and DOCX with the right name and type; a second download is a cache hit', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, { content: uniqueResume() });
    const pool = render?.pool;
    if (!pool) throw new Error('no render pool');

    const pdf = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=pdf` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1_000);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Resume - Backend Engineer - Flutterwave.pdf"; filename*=UTF-8''Resume%20-%20Backend%20Engineer%20-%20Flutterwave.pdf`,
    );
    expect(pdf.headers['cache-control']).toBe('private, no-store');

    const docx = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=docx` });
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toContain(
      'filename="Resume - Backend Engineer - Flutterwave.docx"',
    );
    expect((await renderRows(ctx.deps.db, doc.id)).map((r) => r.format).sort()).toEqual(['docx', 'pdf']);

    // Cached: the same bytes, no new job, Chromium not asked.
    const jobs = await renderJobs();
    const renders = pool.stats.renders;
    const again = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=pdf` });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    const designed = await as(token)({ method: 'POST', url: `/api/documents/${doc.id}/generate-html-pdf` });
    expect(designed.rawPayload.equals(pdf.rawPayload)).toBe(true);
    const word = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=docx` });
    expect(word.rawPayload.equals(docx.rawPayload)).toBe(true);
    expect(await renderJobs()).toBe(jobs);
    expect(pool.stats.renders).toBe(renders);
  });

  it('an edit makes a new file: the old render is gone and the new one holds the new text', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, { content: uniqueResume() });
    const url = `/api/documents/${doc.id}/download?format=pdf`;
    const first = await as(token)({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const [old] = await renderRows(ctx.deps.db, doc.id);

    const put = await as(token)({
      method: 'PUT',
      url: `/api/documents/${doc.id}`,
      payload: { content: `${uniqueResume()}\n- Added after the first download` },
    });
    expect(put.statusCode).toBe(200);
    // The old file went with the save (the new one may already be printing: prerender.ts).
    expect((await renderRows(ctx.deps.db, doc.id)).map((r) => r.cache_key)).not.toContain(old?.cache_key);

    const second = await as(token)({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    const rows = await renderRows(ctx.deps.db, doc.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.cache_key).not.toBe(old?.cache_key);
  });

  it('a save starts the new PDF at once: the download after it renders nothing of its own', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, { content: uniqueResume() });
    const pool = render?.pool;
    if (!pool) throw new Error('no render pool');
    const content = `${uniqueResume()}\n- Saved, then downloaded`;
    const put = await as(token)({ method: 'PUT', url: `/api/documents/${doc.id}`, payload: { content } });
    expect(put.statusCode).toBe(200);
    // Printed in the background, without anyone asking for the file.
    await expect
      .poll(async () => (await renderRows(ctx.deps.db, doc.id)).map((r) => r.format), { timeout: 15_000 })
      .toEqual(['pdf']);
    const [jobs, renders] = [await renderJobs(), pool.stats.renders];
    const pdf = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await renderJobs()).toBe(jobs);
    expect(pool.stats.renders).toBe(renders);
  });

  it('deleting a document removes its rendered files', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, { content: uniqueResume() });
    expect(
      (await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=docx` })).statusCode,
    ).toBe(200);
    const [row] = await renderRows(ctx.deps.db, doc.id);
    expect(row).toBeDefined();
    expect((await as(token)({ method: 'DELETE', url: `/api/documents/${doc.id}` })).statusCode).toBe(200);
    expect(await renderRows(ctx.deps.db, doc.id)).toEqual([]);
    const file = await ctx.deps.db
      .selectFrom('files')
      .select('id')
      .where('id', '=', row?.fileId ?? '')
      .executeTakeFirst();
    expect(file).toBeUndefined();
  });

  // The cache key covers the document: identical words in two people's documents never share a
  // file, whose metadata (title, author) and letterhead name its owner.
  it("never sends another user's file, even for identical content", async () => {
    const a = await signInTestUser(ctx, { fullName: 'Chidi Okafor' });
    const b = await signInTestUser(ctx, { fullName: 'Bola Adeyemi' });
    const content = `Dear Hiring Team,\n\nSame words ${Date.now()}.\n\nYours faithfully`;
    const docA = await insertTestDocument(ctx.deps.db, a.user.id, {
      type: 'cover_letter',
      content,
      companyName: 'Paystack',
    });
    const docB = await insertTestDocument(ctx.deps.db, b.user.id, {
      type: 'cover_letter',
      content,
      companyName: 'Kuda',
    });
    const pdfA = await as(a.token)({ method: 'GET', url: `/api/documents/${docA.id}/download?format=pdf` });
    expect(pdfA.rawPayload.toString('latin1')).toContain(pdfTextString(docA.title));
    expect(pdfA.rawPayload.toString('latin1')).toContain(pdfTextString('Chidi Okafor'));
    const pdfB = await as(b.token)({ method: 'GET', url: `/api/documents/${docB.id}/download?format=pdf` });
    expect(pdfB.statusCode).toBe(200);
    // The file names its own owner and application (metadata), never the other user's.
    const bytes = pdfB.rawPayload.toString('latin1');
    expect(bytes).not.toContain(pdfTextString('Chidi Okafor'));
    expect(bytes).not.toContain(pdfTextString(docA.title));
    expect(bytes).toContain(pdfTextString(docB.title));
  });

  it('renders a cover letter in its design too', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, {
      type: 'cover_letter',
      content: `Dear Hiring Team,\n\nLetter ${Date.now()}: I would love to join.\n\nYours faithfully,\nAda Obi`,
    });
    const res = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'filename="Cover Letter - Backend Engineer - Flutterwave.pdf"',
    );
  });

  it('keeps serving a cached file with every render worker stopped; a new render then answers 503', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, { content: uniqueResume() });
    const url = `/api/documents/${doc.id}/download?format=pdf`;
    const first = await as(token)({ method: 'GET', url });
    expect(first.statusCode).toBe(200);

    await render?.stop();
    render = undefined;
    const cached = await as(token)({ method: 'GET', url });
    expect(cached.statusCode).toBe(200);
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);

    const saved = ctx.deps.renderWaitMs;
    ctx.deps.renderWaitMs = 300;
    try {
      const fresh = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=docx` });
      expect(fresh.statusCode).toBe(503);
      expect(fresh.json().message).toBe(DOCUMENT_MESSAGES.renderBusy);
      expect(fresh.headers['retry-after']).toBe('5');
    } finally {
      ctx.deps.renderWaitMs = saved;
    }
  });
});
