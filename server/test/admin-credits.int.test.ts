import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPayment } from '../src/modules/billing/grant.js';
import { type SignedIn, signInAs } from './helpers/admin.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { insertTestUser } from './helpers/users.js';

// Issue 29: an administrator adds credits or sets them, with a reason kept in the audit log; and
// a plan an administrator sets shows to the person as granted by JobPadi, never as paid by card.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, 'admin', { email: 'credits-boss@jobpadi.test', fullName: 'Ada Admin' });
});
afterAll(() => ctx.close());

/** A person on Basic with 5 resumes and 8 cover letters left (the Ada). */
async function basicMember(email: string) {
  const user = await insertTestUser(ctx.deps.db, { email });
  await ctx.deps.db
    .updateTable('users')
    .set({
      subscription_plan: 'jjc',
      subscription_status: 'active',
      resumes_remaining: 5,
      cover_letters_remaining: 8,
    })
    .where('id', '=', user.id)
    .execute();
  return user;
}

const credits = (id: string, payload: unknown, who: SignedIn = admin) =>
  who.inject({ method: 'PATCH', url: `/api/admin/users/${id}/credits`, payload: payload as object });

const latestAudit = (targetId: string) =>
  ctx.deps.db
    .selectFrom('admin_audit_log')
    .select(['actor_id', 'action', 'summary', 'before', 'after', 'reason'])
    .where('target_id', '=', targetId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();

describe('credits', () => {
  it('adds to what is left, with the reason in the audit log', async () => {
    const user = await basicMember('add-credits@example.com');
    const res = await credits(user.id, {
      mode: 'add',
      resumes: 3,
      reason: 'Two generations failed on our side.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User credits updated successfully',
      user: { quotaBalance: { resumesRemaining: 8, coverLettersRemaining: 8 }, subscriptionPlan: 'jjc' },
    });
    expect(await latestAudit(user.id)).toEqual({
      actor_id: admin.user.id,
      action: 'user.credits_add',
      summary: 'Added 3 resumes to add-credits@example.com',
      before: { resumesRemaining: 5, coverLettersRemaining: 8 },
      after: { resumesRemaining: 8, coverLettersRemaining: 8 },
      reason: 'Two generations failed on our side.',
    });
    // The person sees it on their next read.
    const row = await ctx.deps.db
      .selectFrom('users')
      .select(['resumes_remaining', 'cover_letters_remaining', 'subscription_plan'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ resumes_remaining: 8, cover_letters_remaining: 8, subscription_plan: 'jjc' });
  });

  it('sets what is left to a number (tRPC too), leaving the other kind alone', async () => {
    const user = await basicMember('set-credits@example.com');
    const answer = await admin.caller.admin.users.setCredits({
      id: user.id,
      mode: 'set',
      coverLetters: 2,
      reason: '  The account is shared by a whole class.  ',
    });
    expect(answer.user.quotaBalance).toEqual({ coverLettersRemaining: 2, resumesRemaining: 5 });
    expect(await latestAudit(user.id)).toMatchObject({
      action: 'user.credits_set',
      summary: 'Set the credits of set-credits@example.com to 2 cover letters left',
      before: { coverLettersRemaining: 8 },
      after: { coverLettersRemaining: 2 },
      reason: 'The account is shared by a whole class.',
    });
    // Setting to zero is a number too.
    const zero = await credits(user.id, { mode: 'set', resumes: 0, reason: 'Refunded by bank instead.' });
    expect(zero.json().user.quotaBalance).toEqual({ coverLettersRemaining: 2, resumesRemaining: 0 });
  });

  it.each([
    [
      { mode: 'add', resumes: -1, reason: 'A fair reason.' },
      'Credits must be a whole number from 0 to 1,000.',
    ],
    [
      { mode: 'add', resumes: 2.5, reason: 'A fair reason.' },
      'Credits must be a whole number from 0 to 1,000.',
    ],
    [
      { mode: 'set', coverLetters: 1_000_001, reason: 'A fair reason.' },
      'Credits must be a whole number from 0 to 1,000.',
    ],
    [
      { mode: 'set', coverLetters: '5', reason: 'A fair reason.' },
      'Credits must be a whole number from 0 to 1,000.',
    ],
    [{ mode: 'add', reason: 'A fair reason.' }, 'Give a number of resumes, of cover letters, or both.'],
    [{ mode: 'add', resumes: 0, reason: 'A fair reason.' }, 'Add at least one resume or cover letter.'],
    [
      { mode: 'add', resumes: 1 },
      'Give the reason for this change in a short sentence (5 to 500 characters).',
    ],
    [
      { mode: 'add', resumes: 1, reason: '   ' },
      'Give the reason for this change in a short sentence (5 to 500 characters).',
    ],
    [
      { mode: 'add', resumes: 1, reason: 'x'.repeat(501) },
      'Give the reason for this change in a short sentence (5 to 500 characters).',
    ],
    [
      { mode: 'double', resumes: 1, reason: 'A fair reason.' },
      "Choose 'add' to add credits or 'set' to set what is left to a number.",
    ],
  ])('refuses %j with a sentence and changes nothing', async (payload, message) => {
    const user = await basicMember(`bad-${Math.random().toString(36).slice(2)}@example.com`);
    const res = await credits(user.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await latestAudit(user.id)).toBeUndefined();
    const row = await ctx.deps.db
      .selectFrom('users')
      .select(['resumes_remaining', 'cover_letters_remaining'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ resumes_remaining: 5, cover_letters_remaining: 8 });
  });

  it('refuses a body that is not an object, an unknown account and a non-administrator', async () => {
    const user = await basicMember('guarded@example.com');
    const notObject = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/credits`,
      headers: { 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.statusCode).toBe(400);
    const unknown = await credits('6f1c2b7e-1111-4222-8333-444455556666', {
      mode: 'add',
      resumes: 1,
      reason: 'A fair reason.',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    const member = await signInAs(ctx, 'user', { email: 'not-an-admin@example.com' });
    const refused = await credits(user.id, { mode: 'add', resumes: 100, reason: 'Help myself.' }, member);
    expect(refused.statusCode).toBe(403);
    await expect(
      member.caller.admin.users.setCredits({
        id: user.id,
        mode: 'add',
        resumes: 100,
        reason: 'Help myself.',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/credits`,
      payload: { mode: 'add', resumes: 100, reason: 'Help myself.' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await latestAudit(user.id)).toBeUndefined();
  });
});

describe('a plan an administrator sets', () => {
  it('shows to the person as granted by JobPadi, and as paid once they pay', async () => {
    const person = await signInAs(ctx, 'user', { email: 'granted@example.com' });
    const personCaller = callerFor(ctx.deps, person.auth);
    expect(await personCaller.billing.overview()).toMatchObject({ plan: 'free_trial', planSource: 'trial' });

    const set = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/users/${person.user.id}/plan`,
      payload: { plan: 'agba', status: 'active' },
    });
    expect(set.json().user).toMatchObject({ subscriptionPlan: 'agba', planSource: 'admin' });
    expect(await latestAudit(person.user.id)).toMatchObject({
      action: 'user.plan',
      before: { plan: 'free_trial', source: 'trial' },
      after: { plan: 'agba', source: 'admin' },
    });

    // What /subscription reads: the spec's fields as before, and where the plan came from beside them.
    const overview = await personCaller.billing.overview();
    expect(overview).toMatchObject({
      plan: 'agba',
      status: 'active',
      cancelAtPeriodEnd: false,
      planSource: 'admin',
    });
    expect(Object.keys(overview)).toEqual(
      expect.arrayContaining([
        'plan',
        'status',
        'expiresAt',
        'cancelAtPeriodEnd',
        'idanPurchasable',
        'paymentsConfigured',
      ]),
    );
    const cancelled = await person.inject({ method: 'POST', url: '/api/subscription/cancel' });
    expect(cancelled.json().data).toMatchObject({
      plan: 'agba',
      cancelAtPeriodEnd: true,
      planSource: 'admin',
    });
    // No payment was written for it.
    expect(await personCaller.billing.payments()).toEqual([]);

    // A card payment for a plan makes it a paid plan again.
    await ctx.deps.db
      .insertInto('payments')
      .values({
        reference: 'granted-then-paid',
        user_id: person.user.id,
        plan_id: 'agba',
        amount_kobo: 2_000_000,
      })
      .execute();
    await grantPayment(ctx.deps, 'granted-then-paid', '{}', new Date());
    expect(await personCaller.billing.overview()).toMatchObject({ plan: 'agba', planSource: 'payment' });
  });
});
