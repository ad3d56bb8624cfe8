import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptGeneration } from '../src/modules/generation/accept-generation.js';
import { readCreditSnapshot, refundCredits } from '../src/modules/generation/credits.repo.js';
import { findUserById } from '../src/modules/users/users.repo.js';
import { createTestDeps, type TestContext } from './helpers/test-deps.js';
import { insertTestUser } from './helpers/users.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestDeps();
});
afterAll(() => ctx.close());

const request = {
  jobTitle: 'Analyst',
  companyName: 'Paystack',
  companyLocation: undefined,
  jobDescription: 'Analyse things carefully.',
  generateCoverLetter: true,
  optimizeResume: false,
  isCreatingNewResume: false,
  nigerianFormat: false,
  includeDateOfBirth: false,
  personalDetails: null,
};

async function accept(userId: string, coverLetters: number, resumes: number) {
  const accepted = await acceptGeneration(ctx.deps.db, {
    userId,
    request,
    resumeFileId: null,
    cvDetails: null,
    wanted: { coverLetters, resumes },
    now: new Date(),
  });
  return accepted.ok ? { ok: true as const, id: accepted.row.id } : accepted;
}

describe('credits', () => {
  it('never spends the same credit twice when requests race', async () => {
    const user = await insertTestUser(ctx.deps.db);
    // Six at once read the same row version; only the first spend of each version may land.
    const results = await Promise.all(Array.from({ length: 6 }, () => accept(user.id, 1, 0)));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? null : r.code))).toEqual(
      Array(4).fill('SUBSCRIPTION_REQUIRED'),
    );
    expect((await findUserById(ctx.deps.db, user.id))?.cover_letters_remaining).toBe(0);
  });

  it('decides again when the credits moved after they were read', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const stale = await readCreditSnapshot(ctx.deps.db, user.id);
    expect(stale?.state.coverLettersRemaining).toBe(2);
    expect((await accept(user.id, 1, 0)).ok).toBe(true);
    expect((await accept(user.id, 1, 0)).ok).toBe(true);
    const late = await acceptGeneration(
      ctx.deps.db,
      {
        userId: user.id,
        request,
        resumeFileId: null,
        cvDetails: null,
        wanted: { coverLetters: 1, resumes: 0 },
        now: new Date(),
      },
      stale,
    );
    expect(late).toEqual({ ok: false, code: 'SUBSCRIPTION_REQUIRED' });
    expect((await findUserById(ctx.deps.db, user.id))?.cover_letters_remaining).toBe(0);
  });

  it('gives a failed generation its credits back exactly once', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const accepted = await accept(user.id, 1, 1);
    if (!accepted.ok) throw new Error('refused');
    expect((await findUserById(ctx.deps.db, user.id))?.resumes_remaining).toBe(0);
    const refunds = await Promise.all([
      refundCredits(ctx.deps.db, accepted.id),
      refundCredits(ctx.deps.db, accepted.id),
    ]);
    expect(refunds.filter(Boolean)).toHaveLength(1);
    const after = await findUserById(ctx.deps.db, user.id);
    expect([after?.cover_letters_remaining, after?.resumes_remaining]).toEqual([2, 1]);
  });

  it('does not count credits on an active unlimited plan', async () => {
    const user = await insertTestUser(ctx.deps.db);
    await ctx.deps.db
      .updateTable('users')
      .set({
        subscription_plan: 'idan',
        cover_letters_remaining: 0,
        resumes_remaining: 0,
        subscription_expires_at: new Date(Date.now() + 86_400_000),
      })
      .where('id', '=', user.id)
      .execute();
    const accepted = await accept(user.id, 1, 1);
    expect(accepted.ok).toBe(true);
    if (accepted.ok) expect(await refundCredits(ctx.deps.db, accepted.id)).toBe(false);
    expect((await findUserById(ctx.deps.db, user.id))?.cover_letters_remaining).toBe(0);
  });
});
