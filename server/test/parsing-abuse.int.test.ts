import { describe, expect, it } from 'vitest';
import { lyingDocx, pdfWithContent, zlibBomb } from '../../worker/test/hostile-files.js';
import { fixture, multipart, postGenerate, useGenerationApp } from './helpers/generation-env.js';
import { callerFor } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

// Security issue 9, items 3 and 4, end to end: hostile resumes fail fast with a message a person
// reads, do not hold up other people's generations, and pause the sender's resumes after a few.
const env = useGenerationApp();

const GB = 1024 * 1024 * 1024;
const OVERSIZED = /^This file is unusually large inside, so we did not open it\./;
const coverLetterOnly = {
  jobTitle: 'Analyst',
  companyName: 'Dangote',
  jobDescription: 'Analyse the numbers behind the cement business.',
  generateCoverLetter: 'true',
  optimizeResume: 'false',
  isCreatingNewResume: 'false',
};

/** A free account with credits enough to keep trying (failed generations are refunded anyway). */
async function account() {
  const signedIn = await signInTestUser(env.ctx);
  await env.ctx.deps.db
    .updateTable('users')
    .set({ cover_letters_remaining: 20 })
    .where('id', '=', signedIn.user.id)
    .execute();
  return signedIn;
}

const generate = (token: string, name: string, content: Buffer) =>
  postGenerate(env.ctx.app, token, coverLetterOnly, { name, content });

describe('hostile resumes in generations', () => {
  it('refuses a DOCX whose central directory lies about its size, quickly and readably', async () => {
    const { token } = await account();
    const started = Date.now();
    const res = await generate(token, 'cv.docx', lyingDocx(3 * GB));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'RESUME_UNREADABLE', preservedQuota: true });
    expect(res.json().message).toMatch(OVERSIZED);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('six PDF flate bombs from two accounts do not hold up another person, and pause their senders', async () => {
    const bomb = pdfWithContent(zlibBomb(8 * GB));
    const attackers = [await account(), await account()];
    const victim = await account();
    // The same generation with nobody attacking: what "held up" is measured against on this machine.
    const aloneStarted = Date.now();
    expect((await generate(victim.token, 'cv.pdf', fixture('john_doe.pdf'))).statusCode).toBe(200);
    const aloneMs = Date.now() - aloneStarted;
    const attacks = attackers.flatMap(({ token }) => [1, 2, 3].map(() => generate(token, 'cv.pdf', bomb)));
    const victimStarted = Date.now();
    const honest = await generate(victim.token, 'cv.pdf', fixture('john_doe.pdf'));
    const victimMs = Date.now() - victimStarted;
    expect(honest.statusCode).toBe(200);
    expect(honest.json().coverLetter.content).toMatch(/^Dear Hiring Team,/);
    // Inflating the bombs would take minutes; refusing them costs the victim a few times its own
    // time at most (5 s floor: a slow shared machine varies that much on its own).
    expect(victimMs).toBeLessThan(Math.max(5_000, 4 * aloneMs));

    for (const res of await Promise.all(attacks)) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(OVERSIZED);
    }

    // Three refused bombs each: uploads and generations with a stored resume wait, told how long.
    const [first] = attackers;
    if (!first) throw new Error('no attacker');
    const body = await multipart({}, { name: 'cv.pdf', content: fixture('john_doe.pdf') });
    const upload = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/files/resume',
      headers: { authorization: `Bearer ${first.token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(429);
    expect(Number(upload.headers['retry-after'])).toBeGreaterThan(0);
    expect(upload.json().message).toMatch(
      /could not be read safely, so resumes are paused on your account for \d+ minutes?/,
    );
    const again = await generate(first.token, 'cv.pdf', fixture('john_doe.pdf'));
    expect(again.statusCode).toBe(429);

    const stored = await env.ctx.deps.db
      .selectFrom('files')
      .select('id')
      .where('user_id', '=', first.user.id)
      .executeTakeFirstOrThrow();
    const user = await env.ctx.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', first.user.id)
      .executeTakeFirstOrThrow();
    const caller = callerFor(env.ctx.deps, {
      id: 's',
      expiresAt: new Date(),
      token: 't',
      via: 'bearer',
      user,
    });
    await expect(
      caller.generation.start({
        jobTitle: 'Analyst',
        companyName: 'Dangote',
        jobDescription: coverLetterOnly.jobDescription,
        generateCoverLetter: true,
        optimizeResume: false,
        isCreatingNewResume: false,
        resumeFileId: stored.id,
      }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    // The honest account is untouched.
    const fine = await generate(victim.token, 'cv.pdf', fixture('john_doe.pdf'));
    expect(fine.statusCode).toBe(200);
  });
});
