import { migrations } from '@app/migrations/index';
import {
  analyzeDocument,
  DOCUMENT_MESSAGES,
  type DocumentDto,
  type DocumentReportDto,
  type DocumentType,
  type ReportSourceDto,
  templatesFor,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindOf } from './fakes/fake-llm.js';
import { callerWithToken, insertTestDocument } from './helpers/documents.js';
import { fixture, postGenerate, useGenerationApp } from './helpers/generation-env.js';
import { asBearer } from './helpers/http.js';
import { startRenderWorkers } from './helpers/render-env.js';
import { signInTestUser } from './helpers/users.js';

// The ATS match report (issue 16) of generated documents: the analysis, and the same score on
// what the rendered PDF and DOCX read back as, for every design.
const env = useGenerationApp({ CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let render: ReturnType<typeof startRenderWorkers> | undefined;

const JOB_DESCRIPTION = `About the role
We are hiring a Backend Engineer to build payment APIs for merchants across Nigeria.

Requirements
- 3+ years of experience with TypeScript and Node.js
- Strong PostgreSQL and Redis skills
- Experience with Docker and Kubernetes
- Comfortable with on-call rotations and incident response

Nice to have
- GraphQL
- AWS`;

// Words a renderer could spoil: ligature pairs (fi, fl, ff, ffi), a naira amount, a figure with
// a percent sign, dotted names, a hyphenated term, a long paragraph that wraps, lines of one
// paragraph without punctuation between them (the contact lines, the letter's sign-off).
const RESUME_ANSWER = `# Ada Obi
Lagos, Nigeria | +234 801 234 5678
ada@example.com
## Summary
Backend engineer with five years of experience building efficient, reliable payment APIs in TypeScript and Node.js for merchants who expect their transfers to settle in seconds, every day of the year, without surprises.
## Experience
- Senior Backend Engineer, Flutterwave (2021 – 2024): built payment APIs that settled ₦20,000,000 in daily transfers
- Profiled PostgreSQL queries and cut response times by 40% for the official reconciliation workflows
- Ran Redis caches and Docker deployments; shared the on-call rotation with four engineers
## Education
- B.Sc. Computer Science, University of Lagos
## Skills
- TypeScript, Node.js, PostgreSQL, Redis, Docker, offline-first sync`;

const LETTER_ANSWER = `Dear Hiring Team,

I am applying for the Backend Engineer role at Paystack. For five years I have built efficient payment APIs in TypeScript and Node.js, tuned PostgreSQL and Redis, and shared the on-call rotation for systems that move money for thousands of merchants.

At Flutterwave I profiled slow queries, cut response times by 40% and shipped Docker deployments that made our official releases predictable. I would bring the same care to Paystack.

Thank you for considering my application.

Yours faithfully
Ada Obi`;

beforeAll(() => {
  env.llm.options.answer = (system) => (kindOf(system) === 'resume' ? RESUME_ANSWER : LETTER_ANSWER);
  render = startRenderWorkers(env.ctx.deps);
});
afterAll(async () => {
  await render?.stop();
});

const job = {
  jobTitle: 'Backend Engineer',
  companyName: 'Paystack',
  companyLocation: 'Lagos',
  jobDescription: JOB_DESCRIPTION,
};

const as = (token: string) => asBearer(env.ctx.app, token);

/** A signed-in person on a plan that includes every design. */
async function payingUser() {
  const signed = await signInTestUser(env.ctx);
  await env.ctx.deps.db
    .updateTable('users')
    .set({
      subscription_plan: 'agba',
      subscription_status: 'active',
      cover_letters_remaining: 20,
      resumes_remaining: 20,
    })
    .where('id', '=', signed.user.id)
    .execute();
  return signed;
}

/** Both documents written from an uploaded resume (the resume file is the person's source). */
async function generateFromResume(token: string): Promise<Record<DocumentType, DocumentDto>> {
  const res = await postGenerate(
    env.ctx.app,
    token,
    { ...job, generateCoverLetter: 'true', optimizeResume: 'true', isCreatingNewResume: 'false' },
    { name: 'cv.pdf', content: fixture('john_doe.pdf') },
  );
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { coverLetter: DocumentDto; resume: DocumentDto };
  return { cover_letter: body.coverLetter, resume: body.resume };
}

const renderJobs = async () =>
  Object.values(await env.ctx.deps.queues.get('render').getJobCounts()).reduce((a, b) => a + b, 0);

const analysisOf = (report: DocumentReportDto) => {
  const { documentId: _d, templateId: _t, readBack: _r, computedAt: _c, ...analysis } = report;
  return analysis;
};

describe('the match report of generated documents', () => {
  it('reads back from the PDF and DOCX of every design exactly as the document reads', async () => {
    const { token } = await payingUser();
    const docs = await generateFromResume(token);
    const caller = await callerWithToken(env.ctx.deps, token);

    for (const type of ['resume', 'cover_letter'] as const) {
      const doc = docs[type];
      const source: ReportSourceDto = await caller.documents.reportSource({ id: doc.id });
      expect(source).toMatchObject({
        documentId: doc.id,
        kind: type,
        jobTitle: 'Backend Engineer',
        companyName: 'Paystack',
        sourceKind: 'resume',
      });
      // A form sends its line breaks as CRLF.
      expect(source.jobDescription.replace(/\r\n/g, '\n')).toBe(JOB_DESCRIPTION);
      // The text the person's resume file reads as (the fixture is John Doe's).
      expect(source.sourceText).toContain('JOHN DOE');
      // The report on the document's own text, computed as the browser computes it.
      const expected = analyzeDocument({ ...source, text: doc.content });
      expect(doc.matchScore).toBe(expected.score);
      // A real comparison: keywords found and keywords missing, a score between.
      expect(expected.keywords.filter((k) => k.matched).length).toBeGreaterThan(3);
      expect(expected.missing.length).toBeGreaterThan(0);
      expect(expected.score).toBeGreaterThan(0);
      expect(expected.score).toBeLessThan(100);
      // A letter is never compared with the person's resume (issue 28).
      if (type === 'resume') expect(expected.sourceScore).not.toBeNull();
      else expect(expected.sourceScore).toBeNull();

      for (const template of templatesFor(type)) {
        await caller.documents.setTemplate({ id: doc.id, templateId: template.id });
        const res = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/report` });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        const report = res.json() as DocumentReportDto;
        expect(report.documentId).toBe(doc.id);
        expect(report.templateId).toBe(template.id);
        expect(analysisOf(report)).toEqual(expected);
        expect(report.readBack, `${type} in ${template.id}`).not.toBeNull();
        expect(report.readBack?.map((r) => r.format)).toEqual(['pdf', 'docx']);
        for (const readBack of report.readBack ?? []) {
          expect(readBack, `${readBack.format} of ${type} in ${template.id}`).toEqual({
            format: readBack.format,
            score: expected.score,
            faithful: true,
            lostWords: [],
            detail: 'Reads back exactly.',
          });
        }

        // Asked again: the stored read-back answers, no job runs, Chromium is not asked.
        const jobs = await renderJobs();
        const renders = render?.pool.stats.renders;
        const started = performance.now();
        const again = (await caller.documents.report({ id: doc.id })) as DocumentReportDto;
        expect(performance.now() - started).toBeLessThan(1_000);
        expect({ ...again, computedAt: report.computedAt }).toEqual(report);
        expect(await renderJobs()).toBe(jobs);
        expect(render?.pool.stats.renders).toBe(renders);
      }
    }
  });

  it('puts the invented employer first in "Please check", and no contact detail in it (issue 28)', async () => {
    const { token } = await payingUser();
    const docs = await generateFromResume(token);
    const res = await as(token)({ method: 'GET', url: `/api/documents/${docs.resume.id}/report` });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as DocumentReportDto;
    // John Doe's resume never names Flutterwave: the role line's employer leads the list, its
    // title beside it, before any figure or date.
    expect(report.claims.slice(0, 2).map((c) => `${c.kind}:${c.value}`)).toEqual([
      'employer:Flutterwave',
      'job_title:Senior Backend Engineer',
    ]);
    const kinds = report.claims.map((c) => c.kind);
    expect(kinds.indexOf('date')).toBeGreaterThan(kinds.lastIndexOf('number'));
    // The phone number and the place on the contact lines are the person's, not claims.
    const contactEnd = docs.resume.content.indexOf('## Summary');
    expect(report.claims.filter((c) => c.start < contactEnd)).toEqual([]);
  });

  it('lists each document with its score, and a save that adds a missing keyword raises it', async () => {
    const { token } = await payingUser();
    const docs = await generateFromResume(token);
    const list = (await as(token)({ method: 'GET', url: '/api/documents' })).json() as DocumentDto[];
    const listed = list.find((d) => d.id === docs.resume.id);
    expect(listed?.matchScore).toEqual(expect.any(Number));
    expect(listed?.matchScore).toBe(docs.resume.matchScore);

    const caller = await callerWithToken(env.ctx.deps, token);
    const before = await caller.documents.report({ id: docs.resume.id });
    expect(before.score).toBe(listed?.matchScore);
    const [keyword] = before.missing;
    expect(keyword, 'the resume leaves a keyword of the job out').toBeDefined();

    const put = await as(token)({
      method: 'PUT',
      url: `/api/documents/${docs.resume.id}`,
      payload: { content: `${docs.resume.content}, ${keyword}` },
    });
    expect(put.statusCode, put.body).toBe(200);
    const saved = put.json() as DocumentDto;
    expect(saved.matchScore).toBeGreaterThan(listed?.matchScore ?? 100);

    const after = (await as(token)({ method: 'GET', url: '/api/documents' })).json() as DocumentDto[];
    expect(after.find((d) => d.id === docs.resume.id)?.matchScore).toBe(saved.matchScore);
    const report = await caller.documents.report({ id: docs.resume.id });
    expect(report.score).toBe(saved.matchScore);
    expect(report.missing).not.toContain(keyword);
    // The edited text reads back from its new files too.
    expect(report.readBack?.every((r) => r.faithful && r.score === report.score)).toBe(true);
  });

  it("scores a cover letter on the job's key requirements it addresses, never against the resume", async () => {
    const { token } = await payingUser();
    const docs = await generateFromResume(token);
    const letterUrl = `/api/documents/${docs.cover_letter.id}/report`;
    const res = await as(token)({ method: 'GET', url: letterUrl });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as DocumentReportDto;
    expect(report.kind).toBe('cover_letter');
    // The job's requirements, heaviest first; the letter leaves Kubernetes out. "Backend" is the
    // job title's own word and GraphQL/AWS are nice to have: none of them is a key requirement.
    expect(report.letter?.requirements.map((r) => [r.term, r.addressed])).toEqual([
      ['TypeScript', true],
      ['Node.js', true],
      ['PostgreSQL', true],
      ['Redis', true],
      ['Docker', true],
      ['Kubernetes', false],
    ]);
    expect(report.letter?.requirements.find((r) => r.term === 'Kubernetes')?.jobSnippets).toEqual([
      'Experience with Docker and Kubernetes',
    ]);
    expect(report.letter).toMatchObject({ addressed: 5, total: 6 });
    expect(report.score).toBe(83);
    expect(report.sourceScore).toBeNull();
    // The fields of a resume's report are still there, for clients that read them.
    expect(report.keywords.find((k) => k.term === 'Kubernetes')).toMatchObject({ matched: false });
    expect(report.readBack?.every((r) => r.faithful && r.score === 83)).toBe(true);
    // The list shows the letter's own score.
    const list = (await as(token)({ method: 'GET', url: '/api/documents' })).json() as DocumentDto[];
    expect(list.find((d) => d.id === docs.cover_letter.id)?.matchScore).toBe(83);

    // The resume keeps its ATS match with its before.
    const resume = (
      await as(token)({ method: 'GET', url: `/api/documents/${docs.resume.id}/report` })
    ).json();
    expect(resume.letter).toBeNull();
    expect(resume.sourceScore).toEqual(expect.any(Number));

    // Addressing the last requirement makes it all six.
    const put = await as(token)({
      method: 'PUT',
      url: `/api/documents/${docs.cover_letter.id}`,
      payload: { content: `${docs.cover_letter.content}\n\nI also run our services on Kubernetes.` },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as DocumentDto).matchScore).toBe(100);
    const after = (await as(token)({ method: 'GET', url: letterUrl })).json() as DocumentReportDto;
    expect(after.letter).toMatchObject({ addressed: 6, total: 6 });
    expect(after.score).toBe(100);
  });

  it("forgets the resume-style scores stored for letters before, and keeps resumes' scores", async () => {
    const { user } = await signInTestUser(env.ctx);
    const db = env.ctx.deps.db;
    const letter = await insertTestDocument(db, user.id, { type: 'cover_letter' });
    const resume = await insertTestDocument(db, user.id);
    await db.updateTable('documents').set({ match_score: 38 }).where('user_id', '=', user.id).execute();
    const migration = migrations['2026_11_27_0016_letter_scores'];
    expect(migration).toBeDefined();
    // Inside a transaction rolled back at the end: other tests' letters are left as they are.
    const rollback = new Error('rollback');
    const scores = db.transaction().execute(async (trx) => {
      await migration?.up(trx);
      const rows = await trx
        .selectFrom('documents')
        .select(['id', 'match_score'])
        .where('user_id', '=', user.id)
        .execute();
      expect(Object.fromEntries(rows.map((d) => [d.id, d.match_score]))).toEqual({
        [letter.id]: null,
        [resume.id]: 38,
      });
      throw rollback;
    });
    await expect(scores).rejects.toBe(rollback);
  });

  it('keeps the typed personal details as the source of a resume written without a file', async () => {
    const { token } = await payingUser();
    const res = await postGenerate(env.ctx.app, token, {
      ...job,
      generateCoverLetter: 'false',
      optimizeResume: 'true',
      isCreatingNewResume: 'true',
      fullName: 'Ngozi Eze',
      phone: '+234 802 000 0000',
      email: 'ngozi@example.com',
      location: 'Abuja',
      major: 'Accounting',
      school: 'Ahmadu Bello University',
      skills: 'PostgreSQL, Excel',
    });
    expect(res.statusCode, res.body).toBe(200);
    const resume = res.json().resume as DocumentDto;
    const caller = await callerWithToken(env.ctx.deps, token);
    const source = await caller.documents.reportSource({ id: resume.id });
    expect(source.sourceKind).toBe('personal_details');
    expect(source.sourceText).toBe(
      [
        'Full name: Ngozi Eze',
        'Phone: +234 802 000 0000',
        'Email: ngozi@example.com',
        'Location: Abuja',
        'Field of study: Accounting',
        'School: Ahmadu Bello University',
        'Skills: PostgreSQL, Excel',
      ].join('\n'),
    );
  });

  it('has no source and no stored score for a document written before reports existed', async () => {
    const { user, token } = await signInTestUser(env.ctx);
    const doc = await insertTestDocument(env.ctx.deps.db, user.id);
    const caller = await callerWithToken(env.ctx.deps, token);
    expect(await caller.documents.reportSource({ id: doc.id })).toEqual({
      documentId: doc.id,
      kind: 'resume',
      jobTitle: 'Backend Engineer',
      companyName: 'Flutterwave',
      jobDescription: '',
      sourceText: null,
      sourceKind: 'none',
    });
    expect((await caller.documents.get({ id: doc.id })).matchScore).toBeNull();
    const report = await caller.documents.report({ id: doc.id });
    expect(report.sourceScore).toBeNull();
    expect(report.readBack).toHaveLength(2);
  });
});

describe('who may read a report', () => {
  it('the owner only: a stranger gets the same 404 as a missing document, a visitor 401', async () => {
    const owner = await signInTestUser(env.ctx);
    const stranger = await signInTestUser(env.ctx);
    const doc = await insertTestDocument(env.ctx.deps.db, owner.user.id);
    const missing = '00000000-0000-4000-8000-000000000000';

    const mine = await as(owner.token)({ method: 'GET', url: `/api/documents/${doc.id}/report` });
    expect(mine.statusCode, mine.body).toBe(200);

    const theirs = await as(stranger.token)({ method: 'GET', url: `/api/documents/${doc.id}/report` });
    const none = await as(stranger.token)({ method: 'GET', url: `/api/documents/${missing}/report` });
    expect(theirs.statusCode).toBe(404);
    expect(none.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
    expect(theirs.json().message).toBe(DOCUMENT_MESSAGES.notFound);

    const malformed = await as(owner.token)({ method: 'GET', url: '/api/documents/not-a-document/report' });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    expect(malformed.json().message).toBe(DOCUMENT_MESSAGES.notFound);

    const visitor = await env.ctx.app.inject({ method: 'GET', url: `/api/documents/${doc.id}/report` });
    expect(visitor.statusCode).toBe(401);

    const caller = await callerWithToken(env.ctx.deps, stranger.token);
    for (const call of [
      () => caller.documents.report({ id: doc.id }),
      () => caller.documents.reportSource({ id: doc.id }),
      () => caller.documents.reportSource({ id: missing }),
    ])
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: DOCUMENT_MESSAGES.notFound });
    await expect(caller.documents.reportSource({ id: 'not-a-document' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
