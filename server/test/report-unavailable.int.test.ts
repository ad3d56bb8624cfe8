import { analyzeDocument, type DocumentReportDto } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestDocument, RESUME } from './helpers/documents.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

// No render worker runs here: the read-back cannot happen, the report still answers in time.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.deps.renderWaitMs = 1_000;
});
afterAll(async () => {
  await ctx?.close();
});

describe('a report while files cannot be read back', () => {
  it('gives the analysis with readBack null after the wait, never an error', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const started = performance.now();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/${doc.id}/report`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    const report = res.json() as DocumentReportDto;
    expect(report.readBack).toBeNull();
    expect(report.templateId).toBe('classic');
    expect(report.score).toBe(
      analyzeDocument({
        kind: 'resume',
        jobTitle: 'Backend Engineer',
        companyName: 'Flutterwave',
        jobDescription: '',
        text: RESUME,
        sourceText: null,
      }).score,
    );
  });
});
