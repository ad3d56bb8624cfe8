import { APPLICATION_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READERS } from '../../worker/src/parsing/readers.js';
import { findChromium } from '../src/launch/chromium.js';
import { insertTestDocument, RESUME } from './helpers/documents.js';
import { asBearer } from './helpers/http.js';
import { startRenderWorkers } from './helpers/render-env.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

// The copies sent with an application download as they were sent, whatever happens to the live
// document afterwards: rendered by the real render worker (Chromium for the PDF).
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
let n = 0;

/** A person with an application holding one resume, marked as applied. */
async function appliedWithResume() {
  const { user, token } = await signInTestUser(ctx);
  const created = await as(token)({
    method: 'POST',
    url: '/api/applications',
    payload: {
      jobTitle: 'Backend Engineer',
      companyName: 'Flutterwave',
      jobDescription: 'Build payment APIs in TypeScript and PostgreSQL for African merchants.',
    },
  });
  const applicationId = created.json().application.id as string;
  const original = `${RESUME}\n- Shipped the sent version ${++n} (${Date.now()})`;
  const doc = await insertTestDocument(ctx.deps.db, user.id, { content: original });
  await ctx.deps.db
    .updateTable('documents')
    .set({ application_id: applicationId })
    .where('id', '=', doc.id)
    .execute();
  const applied = await as(token)({ method: 'POST', url: `/api/applications/${applicationId}/apply` });
  expect(applied.statusCode, applied.body).toBe(200);
  return { user, token, applicationId, doc, original };
}

const sentUrl = (applicationId: string, documentId: string, format: string) =>
  `/api/applications/${applicationId}/sent/${documentId}/download?format=${format}`;

describe('downloading what was sent', () => {
  it('gives the sent words as PDF and DOCX, unchanged after the live document is edited', async () => {
    const { token, applicationId, doc } = await appliedWithResume();
    const pdf = await as(token)({ method: 'GET', url: sentUrl(applicationId, doc.id, 'pdf') });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      'filename="Resume - Backend Engineer - Flutterwave.pdf"',
    );
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(await READERS.pdf(pdf.rawPayload)).toContain(`Shipped the sent version ${n}`);

    const edited = await as(token)({
      method: 'PUT',
      url: `/api/documents/${doc.id}`,
      payload: { content: `${RESUME}\n- Rewritten after sending` },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const live = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=pdf` });
    expect(live.statusCode, live.body).toBe(200);
    expect(await READERS.pdf(live.rawPayload)).toContain('Rewritten after sending');

    const sentPdf = await as(token)({ method: 'GET', url: sentUrl(applicationId, doc.id, 'pdf') });
    expect(sentPdf.statusCode, sentPdf.body).toBe(200);
    const sentText = await READERS.pdf(sentPdf.rawPayload);
    expect(sentText).toContain(`Shipped the sent version ${n}`);
    expect(sentText).not.toContain('Rewritten after sending');

    const docx = await as(token)({ method: 'GET', url: sentUrl(applicationId, doc.id, 'docx') });
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const words = await READERS.docx(docx.rawPayload);
    expect(words).toContain(`Shipped the sent version ${n}`);
    expect(words).not.toContain('Rewritten after sending');
  });

  it('still downloads the sent copy after the live document is deleted', async () => {
    const { token, applicationId, doc } = await appliedWithResume();
    const removed = await as(token)({ method: 'DELETE', url: `/api/documents/${doc.id}` });
    expect(removed.statusCode).toBe(200);
    const docx = await as(token)({ method: 'GET', url: sentUrl(applicationId, doc.id, 'docx') });
    expect(docx.statusCode, docx.body).toBe(200);
    expect(await READERS.docx(docx.rawPayload)).toContain(`Shipped the sent version ${n}`);
    // The file made for that answer is not left behind.
    const loose = await ctx.deps.db
      .selectFrom('files')
      .select('id')
      .where('purpose', '=', 'rendered')
      .where('id', 'not in', (eb) => eb.selectFrom('document_renders').select('file_id'))
      .execute();
    expect(loose).toEqual([]);
  });

  it('refuses a stranger, an unsent document, a bad format, and no session', async () => {
    const { token, applicationId, doc, user } = await appliedWithResume();
    const stranger = await signInTestUser(ctx);
    const notSent = await insertTestDocument(ctx.deps.db, user.id);
    for (const [who, url] of [
      [stranger.token, sentUrl(applicationId, doc.id, 'pdf')],
      [token, sentUrl(applicationId, notSent.id, 'pdf')],
      [token, sentUrl(applicationId, 'not-a-document', 'pdf')],
    ] as const) {
      const res = await as(who)({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(APPLICATION_MESSAGES.notFound);
    }
    const badFormat = await as(token)({ method: 'GET', url: sentUrl(applicationId, doc.id, 'exe') });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toEqual(expect.any(String));
    const signedOut = await ctx.app.inject({ method: 'GET', url: sentUrl(applicationId, doc.id, 'pdf') });
    expect(signedOut.statusCode).toBe(401);
  });
});
