import type { DocumentType, GenerationEvent } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { defaultAnswer, kindOf } from './fakes/fake-llm.js';
import { fixture, postGenerate, useGenerationApp } from './helpers/generation-env.js';
import { callerFor } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';

const env = useGenerationApp();
const { llm } = env;

const job = {
  jobTitle: 'Frontend Engineer',
  companyName: 'Paystack',
  companyLocation: 'Lagos',
  jobDescription: 'Build delightful payment experiences with React and TypeScript.',
};

const signedIn = () => signInTestUser(env.ctx);

const credits = async (id: string) =>
  env.ctx.deps.db
    .selectFrom('users')
    .select(['cover_letters_remaining', 'resumes_remaining', 'cover_letters_generated', 'resumes_generated'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/generate', () => {
  it('uploads a resume, writes both documents and answers { coverLetter, resume }', async () => {
    const { user, token } = await signedIn();
    const res = await postGenerate(
      env.ctx.app,
      token,
      { ...job, generateCoverLetter: 'true', optimizeResume: 'true', isCreatingNewResume: 'false' },
      { name: 'cv.pdf', content: fixture('john_doe.pdf') },
    );
    expect(res.statusCode).toBe(200);
    const { coverLetter, resume } = res.json();
    expect(coverLetter).toMatchObject({
      type: 'cover_letter',
      title: 'Cover Letter – Frontend Engineer at Paystack',
      jobTitle: 'Frontend Engineer',
      companyName: 'Paystack',
      companyLocation: 'Lagos',
    });
    expect(coverLetter.content).toMatch(/^Dear Hiring Team,/);
    expect(resume).toMatchObject({ type: 'resume', title: 'Resume – Frontend Engineer at Paystack' });
    expect(resume.content).toMatch(/^# Ada Obi\n/);
    const prompt = llm.requests.at(-1)?.user ?? '';
    expect(prompt).toContain('<<<RESUME\nJOHN DOE');
    expect(prompt).toContain('Write the resume in English.');
    expect(await credits(user.id)).toEqual({
      cover_letters_remaining: 1,
      resumes_remaining: 0,
      cover_letters_generated: 1,
      resumes_generated: 1,
    });
  });

  it('writes a resume from personal details when there is no resume file', async () => {
    const { token } = await signedIn();
    const details = {
      fullName: 'Ngozi Eze',
      phone: '+234 802 000 0000',
      email: 'ngozi@example.com',
      location: 'Abuja',
      major: 'Accounting',
      school: 'Ahmadu Bello University',
    };
    const res = await postGenerate(env.ctx.app, token, {
      ...job,
      generateCoverLetter: 'false',
      optimizeResume: 'true',
      isCreatingNewResume: 'true',
      ...details,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().coverLetter).toBeNull();
    expect(llm.requests.at(-1)?.user).toContain(
      '<<<PERSONAL_DETAILS\nFull name: Ngozi Eze\nPhone: +234 802 000 0000\nEmail: ngozi@example.com\nLocation: Abuja\nField of study: Accounting\nSchool: Ahmadu Bello University\nPERSONAL_DETAILS>>>',
    );
  });

  it('refuses a renamed executable, an oversized file, and a missing resume with the spec messages', async () => {
    const { token } = await signedIn();
    const fields = {
      ...job,
      generateCoverLetter: 'false',
      optimizeResume: 'true',
      isCreatingNewResume: 'false',
    };
    const exe = await postGenerate(env.ctx.app, token, fields, {
      name: 'resume.pdf',
      content: Buffer.from('MZ\x90\x00 not a resume'),
    });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('Invalid File Type: Please upload PDF, DOC, or DOCX files only.');
    const big = await postGenerate(env.ctx.app, token, fields, {
      name: 'big.pdf',
      content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('File Too Large: File size must be less than 10MB.');
    const none = await postGenerate(env.ctx.app, token, fields);
    expect(none.statusCode).toBe(400);
    const bad = await postGenerate(env.ctx.app, token, { ...fields, jobTitle: '' });
    expect(bad.json().message).toBe('Job title is required');
  });

  it('answers an unreadable resume with a message saying what to do, and gives the credit back', async () => {
    const { user, token } = await signedIn();
    const before = await credits(user.id);
    const res = await postGenerate(
      env.ctx.app,
      token,
      { ...job, generateCoverLetter: 'true', optimizeResume: 'false', isCreatingNewResume: 'false' },
      { name: 'scan.pdf', content: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF') },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'RESUME_UNREADABLE', preservedQuota: true });
    expect(res.json().message).toMatch(/could not (open|read)/);
    expect(await credits(user.id)).toEqual(before);
  });
});

/** The text a page shows at the end: the state's stored text, then every token after it. */
function watchedText(events: GenerationEvent[], doc: DocumentType): string {
  let text = '';
  for (const event of events) {
    if (event.type === 'state') text = event.partial[doc] ?? '';
    if (event.type === 'restart' && event.document === doc) text = '';
    if (event.type === 'token' && event.document === doc) text += event.delta;
  }
  return text;
}

/** A tRPC caller signed in as a new verified user (the session itself is not under test here). */
async function signedInCaller() {
  const { user } = await signedIn();
  return {
    user,
    caller: callerFor(env.ctx.deps, { id: 'x', expiresAt: new Date(), token: 't', via: 'bearer', user }),
  };
}

const coverLetterOnly = {
  ...job,
  generateCoverLetter: true,
  optimizeResume: false,
  isCreatingNewResume: false,
};

describe('generation.start + watch (tRPC)', () => {
  it('tells any browser what was really sent (job description, location, personal details)', async () => {
    const { caller } = await signedInCaller();
    const { id } = await caller.generation.start({
      ...job,
      generateCoverLetter: false,
      optimizeResume: true,
      isCreatingNewResume: true,
      fullName: 'Ngozi Eze',
      phone: '+234 802 000 0000',
      email: 'ngozi@example.com',
      location: 'Abuja',
      major: 'Accounting',
      school: 'Ahmadu Bello University',
    });
    const shown = await caller.generation.get({ id });
    expect(shown.request).toEqual({
      companyLocation: 'Lagos',
      jobDescription: job.jobDescription,
      personalDetails: expect.objectContaining({ fullName: 'Ngozi Eze', school: 'Ahmadu Bello University' }),
      resumeFileId: null,
    });
  });

  it('yields the state, the stages in order and the text as it streams, then done', async () => {
    const { user, caller } = await signedInCaller();
    llm.options.tokensPerSecond = 400;
    const { id } = await caller.generation.start({ ...coverLetterOnly, idempotencyKey: 'click-123456' });
    const again = await caller.generation.start({ ...coverLetterOnly, idempotencyKey: 'click-123456' });
    expect(again.id).toBe(id);

    const events: GenerationEvent[] = [];
    for await (const event of await caller.generation.watch({ id })) events.push(event);
    llm.options.tokensPerSecond = 2_000;
    const first = events[0];
    expect(first?.type).toBe('state');
    // On a busy machine the worker may be writing already when the watch begins: then the
    // opening state carries that stage rather than a stage event.
    const stages = [
      first?.type === 'state' ? first.generation.stage : '',
      ...events.filter((e) => e.type === 'stage').map((e) => (e.type === 'stage' ? e.stage : '')),
    ];
    expect(stages).toEqual(expect.arrayContaining(['writing_cover_letter', 'saving']));
    const last = events.at(-1);
    expect(last?.type).toBe('done');
    if (last?.type !== 'done') return;
    const live = watchedText(events, 'cover_letter');
    expect(last.generation.coverLetter?.content).toBe(live.trim().replace(/\n{3,}/g, '\n\n'));
    // The worker announces done with the documents it saved, not read back: the same as stored.
    expect(last.generation).toEqual(await caller.generation.get({ id }));
    expect((await credits(user.id)).cover_letters_remaining).toBe(1);
  });

  it('gives a watcher that joins mid-stream the current stage and every character exactly once', async () => {
    const { caller } = await signedInCaller();
    llm.options.tokensPerSecond = 300;
    const { id } = await caller.generation.start(coverLetterOnly);
    const partialKey = `${env.ctx.deps.env.QUEUE_PREFIX}:generation:${id}:text:cover_letter`;
    await waitUntil(
      async () => ((await env.ctx.deps.redis.strlen(partialKey)) > 20 ? true : undefined),
      15_000,
      'the first tokens',
    );
    const events: GenerationEvent[] = [];
    for await (const event of await caller.generation.watch({ id })) events.push(event);
    llm.options.tokensPerSecond = 2_000;
    const [state, last] = [events[0], events.at(-1)];
    expect(state?.type === 'state' && state.generation.stage).toBe('writing_cover_letter');
    expect(state?.type === 'state' && state.partial.cover_letter?.length).toBeGreaterThan(20);
    expect(last?.type).toBe('done');
    if (last?.type !== 'done') return;
    const live = watchedText(events, 'cover_letter');
    expect(last.generation.coverLetter?.content).toBe(live.trim().replace(/\n{3,}/g, '\n\n'));
  });
});

describe('a document written before the other (issue 28)', () => {
  it('is announced at 100% at once, while the other is still being written', async () => {
    const { caller } = await signedInCaller();
    // A short resume and a long letter, written side by side: the resume is done first.
    const answer = llm.options.answer;
    llm.options.answer = (system) =>
      kindOf(system) === 'resume'
        ? defaultAnswer(system)
        : defaultAnswer(system).replace(
            'Thank you for considering',
            `${'I have shipped dashboards, payment flows and design systems for teams across Lagos. '.repeat(8)}\n\nThank you for considering`,
          );
    llm.options.tokensPerSecond = 250;
    try {
      const { id } = await caller.generation.start({
        ...job,
        generateCoverLetter: true,
        optimizeResume: true,
        isCreatingNewResume: true,
        fullName: 'Ada Obi',
        phone: '+234 801 234 5678',
        email: 'ada@example.com',
        location: 'Lagos',
        major: 'Computer Science',
        school: 'University of Lagos',
      });
      const events: GenerationEvent[] = [];
      for await (const event of await caller.generation.watch({ id })) events.push(event);
      const resumeDone = events.findIndex(
        (e) => e.type === 'stage' && e.stage === 'writing_cover_letter' && e.progress?.resume === 100,
      );
      expect(resumeDone, JSON.stringify(events.filter((e) => e.type === 'stage'))).toBeGreaterThan(-1);
      // The letter goes on being written after the resume was announced as written…
      expect(events.slice(resumeDone).some((e) => e.type === 'token' && e.document === 'cover_letter')).toBe(
        true,
      );
      // …and that announcement leaves the letter's own progress alone.
      const announced = events[resumeDone];
      expect(announced?.type === 'stage' && announced.progress?.cover_letter).toBeUndefined();
      // Saving lists both as written.
      const saving = events.find((e) => e.type === 'stage' && e.stage === 'saving');
      expect(saving?.type === 'stage' && saving.progress).toEqual({ cover_letter: 100, resume: 100 });
      expect(events.at(-1)?.type).toBe('done');
    } finally {
      llm.options.answer = answer;
      llm.options.tokensPerSecond = 2_000;
    }
  });
});
