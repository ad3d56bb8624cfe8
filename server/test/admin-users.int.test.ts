import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAdminUserDto } from '../src/modules/admin/users/admin-users.dto.js';
import { setUserStatus } from '../src/modules/admin/users/admin-users.service.js';
import { USER_COLUMNS } from '../src/modules/users/users.repo.js';
import { auditEntries, type SignedIn, signInAs } from './helpers/admin.js';
import { freshIp } from './helpers/http.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser, TEST_PASSWORD } from './helpers/users.js';

// User management: the list with search, plan filter and pages; plan change; deactivation that
// signs the person out everywhere at once; usage reset; deletion; the rules that keep an
// administrator from locking everyone out; and the audit log of each change.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: SignedIn;

const DAY = 86_400_000;
const PLANS = ['free_trial', 'jjc', 'agba', 'idan'] as const;
const NAMES = ['Chidi Okafor', 'Ngozi Okafor', 'Tunde Bello', 'Amaka Eze', 'Bola Adeyemi'];

beforeAll(async () => {
  // The session cache is on, as in production: a deactivation must reach cached sessions too.
  ctx = await createTestApp({}, { sessionCache: true });
  admin = await signInAs(ctx, 'admin', { email: 'boss@jobpadi.test', fullName: 'Ada Admin' });
  for (let i = 0; i < 23; i += 1) {
    const user = await insertTestUser(ctx.deps.db, {
      email: `member${String(i).padStart(2, '0')}@example.com`,
      fullName: NAMES[i % NAMES.length],
      password: null,
    });
    await ctx.deps.db
      .updateTable('users')
      .set({
        subscription_plan: PLANS[i % PLANS.length],
        created_at: new Date(Date.now() - (i + 1) * 60_000),
      })
      .where('id', '=', user.id)
      .execute();
  }
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const res = await admin.inject({ method: 'GET', url: `/api/admin/users${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    users: Array<{ email: string; subscriptionPlan: string }>;
    totalPages: number;
    total: number;
  };
};

async function signIn(email: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: freshIp(),
    payload: { email, password: TEST_PASSWORD },
  });
}

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });

describe('the user list', () => {
  it('pages ten at a time, newest first, with the number of pages', async () => {
    const total = Number(
      (
        await ctx.deps.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = await list('?page=1&limit=10');
    expect(first.users).toHaveLength(10);
    expect(first.total).toBe(total);
    expect(first.totalPages).toBe(Math.ceil(total / 10));
    expect(first.users[0]?.email).toBe('boss@jobpadi.test');
    expect(first.users[1]?.email).toBe('member00@example.com');
    const last = await list(`?page=${first.totalPages}`);
    expect(last.users).toHaveLength(total - (first.totalPages - 1) * 10);
    const seen = new Set<string>();
    for (let page = 1; page <= first.totalPages; page += 1)
      for (const u of (await list(`?page=${page}`)).users) seen.add(u.email);
    expect(seen.size).toBe(total);
  });

  it('searches names and e-mail addresses, in any case, and filters by plan', async () => {
    const okafor = await list('?search=OKAFOR');
    const expected = NAMES.flatMap((name, n) =>
      name.includes('Okafor') ? Array.from({ length: 23 }, (_, i) => i).filter((i) => i % 5 === n) : [],
    );
    expect(okafor.total).toBe(expected.length);
    expect(okafor.users.every((u) => u.email.startsWith('member'))).toBe(true);
    expect((await list('?search=member07%40example')).users.map((u) => u.email)).toEqual([
      'member07@example.com',
    ]);
    // Pattern characters are literal.
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=member_')).total).toBe(0);
    const jjc = await list('?plan=jjc&limit=50');
    expect(jjc.users.length).toBe(Array.from({ length: 23 }, (_, i) => i).filter((i) => i % 4 === 1).length);
    expect(jjc.users.every((u) => u.subscriptionPlan === 'jjc')).toBe(true);
    expect((await list('?plan=all&search=tunde')).total).toBe(5);
    expect((await list('?plan=&search=')).total).toBe((await list('')).total);
    const bad = await admin.inject({ method: 'GET', url: '/api/admin/users?plan=gold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose one of the plans: Free Trial, Basic, Pro or Elite.');
  });
});

describe('the list answer', () => {
  it('is what toAdminUserDto makes of each account, key for key, on both transports', async () => {
    const now = Date.now();
    const at = (ms: number) => new Date(ms);
    // Accounts in every state the DTO derives something from, with text that needs escaping.
    const states = [
      { plan: 'idan', status: 'active', expires: at(now + 5 * DAY) }, // unlimited, running
      { plan: 'idan', status: 'active', expires: at(now - 5 * DAY) }, // unlimited, run out
      { plan: 'idan', status: 'inactive', expires: null }, // unlimited plan, switched off
      { plan: 'jjc', status: 'cancelled', expires: at(now + DAY) },
      { plan: 'agba', status: 'active', expires: at(now - 1) }, // ended a millisecond ago
      { plan: 'free_trial', status: 'active', expires: null },
    ] as const;
    const ids: string[] = [];
    for (const [i, state] of states.entries()) {
      const user = await insertTestUser(ctx.deps.db, {
        email: `dtocheck${i}@example.com`,
        password: null,
        fullName: i === 0 ? 'Zoë "Dtocheck" O\'Brien \\ \u0001 Ọlá' : `Dtocheck Person${i}`,
      });
      ids.push(user.id);
      await ctx.deps.db
        .updateTable('users')
        .set({
          subscription_plan: state.plan,
          subscription_status: state.status,
          subscription_expires_at: state.expires,
          last_login_at: i % 2 === 0 ? null : at(now - i * 3_600_000),
          linkedin_profile: i === 3 ? 'https://www.linkedin.com/in/dtocheck' : null,
          last_name: i === 5 ? null : undefined,
          cover_letters_remaining: i,
          resumes_generated: i * 2,
          // Microseconds in the database, milliseconds in JavaScript.
          created_at: sql<Date>`now() - ${`${i} minutes 0.123456 seconds`}::interval`,
        })
        .where('id', '=', user.id)
        .execute();
    }
    const expected = [];
    for (const id of ids) {
      const row = await ctx.deps.db
        .selectFrom('users')
        .select(USER_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expected.push(toAdminUserDto(row, new Date()));
    }
    const res = await admin.inject({ method: 'GET', url: '/api/admin/users?search=dtocheck&limit=50' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = { users: expected, totalPages: 1, total: states.length, page: 1 };
    // The same bytes as the DTOs serialised, not only the same values.
    expect(res.body).toBe(JSON.stringify(body));
    expect(await admin.caller.admin.users.list({ page: 1, limit: 50, search: 'dtocheck' })).toEqual(body);
    expect(expected.map((u) => [u.subscriptionStatus, u.isUnlimitedActive])).toEqual([
      ['active', true],
      ['inactive', false],
      ['inactive', false],
      ['cancelled', false],
      ['inactive', false],
      ['active', false],
    ]);
  });

  it('says how many match on a page past the end, and on a second page', async () => {
    const okafor = await list('?search=okafor&limit=2');
    expect(okafor.totalPages).toBe(Math.ceil(okafor.total / 2));
    const second = await list('?search=okafor&limit=2&page=2');
    expect(second.users).toHaveLength(2);
    expect(second.total).toBe(okafor.total);
    const beyond = await list('?search=okafor&limit=2&page=99');
    expect(beyond.users).toEqual([]);
    expect(beyond.total).toBe(okafor.total);
    expect((await list('?search=nobody-is-called-this&page=3')).total).toBe(0);
    const jjcBeyond = await list('?plan=jjc&page=999');
    expect(jjcBeyond.users).toEqual([]);
    expect(jjcBeyond.total).toBe((await list('?plan=jjc')).total);
  });
});

describe('changes to one account', () => {
  it('sets a plan with status active for 30 days and tops up the credits', async () => {
    const user = await insertTestUser(ctx.deps.db, { email: 'plan@example.com' });
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/plan`,
      payload: { plan: 'agba', status: 'active' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User plan updated successfully',
      user: {
        subscriptionPlan: 'agba',
        subscriptionStatus: 'active',
        quotaBalance: { coverLettersRemaining: 25, resumesRemaining: 15 },
      },
    });
    const expires = Date.parse(res.json().user.subscriptionExpiresAt);
    expect(Math.abs(expires - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const [entry] = await auditEntries(ctx.deps.db);
    expect(entry).toMatchObject({
      action: 'user.plan',
      actor_id: admin.user.id,
      target_id: user.id,
      summary: 'Changed the plan of plan@example.com from Free Trial to Pro',
      before: { plan: 'free_trial' },
      after: { plan: 'agba', status: 'active' },
    });
  });

  it('deactivating signs the person out of every session at once and refuses their sign-in', async () => {
    await insertTestUser(ctx.deps.db, { email: 'leaver@example.com' });
    const phone = (await signIn('leaver@example.com')).json().token as string;
    const laptop = (await signIn('leaver@example.com')).json().token as string;
    // Both sessions are served (and cached) before the change.
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(200);
    const { id } = (await me(phone)).json();

    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}/status`,
      payload: { isActive: false },
    });
    expect(res.json()).toMatchObject({ success: true, user: { isActive: false } });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    const count = await ctx.deps.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    const refused = await signIn('leaver@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This account has been deactivated. Please contact support@jobpadi.ng.',
    );

    await admin.caller.admin.users.setStatus({ id, isActive: true });
    expect((await signIn('leaver@example.com')).statusCode).toBe(200);
    const entries = await auditEntries(ctx.deps.db);
    expect(entries.slice(0, 2).map((e) => e.summary)).toEqual([
      'Activated the account of leaver@example.com',
      'Deactivated the account of leaver@example.com',
    ]);
  });

  it('resets usage: generated counts to 0 and the plan allowance back', async () => {
    const user = await insertTestUser(ctx.deps.db, { email: 'heavy@example.com' });
    await ctx.deps.db
      .updateTable('users')
      .set({
        cover_letters_remaining: 0,
        resumes_remaining: 0,
        cover_letters_generated: 7,
        resumes_generated: 3,
      })
      .where('id', '=', user.id)
      .execute();
    const res = await admin.inject({ method: 'POST', url: `/api/admin/users/${user.id}/reset-usage` });
    expect(res.json()).toMatchObject({
      message: 'User usage reset successfully',
      user: {
        quotaBalance: { coverLettersRemaining: 2, resumesRemaining: 1 },
        totalGenerated: { coverLettersGenerated: 0, resumesGenerated: 0 },
      },
    });
    expect((await auditEntries(ctx.deps.db))[0]).toMatchObject({
      action: 'user.reset_usage',
      summary: 'Reset the usage of heavy@example.com',
    });
    const [latest, ...older] = await admin.caller.admin.audit.list({ limit: 3 });
    expect(latest).toMatchObject({
      actor: { id: admin.user.id, email: 'boss@jobpadi.test' },
      action: 'user.reset_usage',
      targetType: 'user',
      targetId: user.id,
      before: { coverLettersGenerated: 7 },
      after: { coverLettersGenerated: 0 },
    });
    expect(older).toHaveLength(2);
    const page = await admin.caller.admin.audit.list({
      limit: 5,
      before: latest?.createdAt,
      action: 'user.status',
    });
    expect(page.map((e) => e.action)).toEqual(['user.status', 'user.status']);
  });

  it('deletes the account with its documents and files; its payments stay without an owner', async () => {
    const user = await insertTestUser(ctx.deps.db, { email: 'gone@example.com' });
    await signIn('gone@example.com');
    await ctx.deps.db
      .insertInto('documents')
      .values({
        user_id: user.id,
        type: 'cover_letter',
        title: 'Cover Letter – Analyst at Dangote',
        content: 'Dear team',
        job_title: 'Analyst',
        company_name: 'Dangote',
      })
      .execute();
    const content = Buffer.from('%PDF-1.4 resume');
    await ctx.deps.db
      .insertInto('files')
      .values({
        user_id: user.id,
        purpose: 'resume',
        filename: 'cv.pdf',
        mime_type: 'application/pdf',
        size_bytes: content.length,
        sha256: createHash('sha256').update(content).digest(),
        content,
      })
      .execute();
    const payment = await ctx.deps.db
      .insertInto('payments')
      .values({
        reference: 'jp-delete-test-1',
        user_id: user.id,
        plan_id: 'jjc',
        amount_kobo: 1_000_000,
        status: 'success',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = await admin.caller.admin.users.get({ id: user.id });
    expect(detail).toMatchObject({ email: 'gone@example.com', documents: 1, liveSessions: 1 });

    const res = await admin.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}` });
    expect(res.json()).toEqual({ success: true, message: 'User deleted successfully' });
    const left = async (table: 'documents' | 'files' | 'sessions') =>
      Number(
        (
          await ctx.deps.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', user.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await left('documents'), await left('files'), await left('sessions')]).toEqual([0, 0, 0]);
    const kept = await ctx.deps.db
      .selectFrom('payments')
      .select(['user_id', 'amount_kobo'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ user_id: null, amount_kobo: 1_000_000 });
    expect((await admin.inject({ method: 'GET', url: `/api/admin/users/${user.id}` })).statusCode).toBe(404);
    const [entry] = await auditEntries(ctx.deps.db);
    expect(entry).toMatchObject({
      action: 'user.delete',
      summary: 'Deleted the account g••@example.com and its documents',
    });
    expect(JSON.stringify(entry)).not.toContain('gone@example.com');
  });

  it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
    const unknown = await admin.inject({
      method: 'PATCH',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/plan',
      payload: { plan: 'jjc' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    const malformed = await admin.inject({ method: 'DELETE', url: '/api/admin/users/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    const badBody = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.id}/status`,
      payload: { isActive: 'no' },
    });
    expect(badBody.statusCode).toBe(400);
  });
});

describe('administrators cannot lock everyone out', () => {
  it('refuses deactivating, demoting or deleting oneself', async () => {
    const id = admin.user.id;
    const deactivate = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}/status`,
      payload: { isActive: false },
    });
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json().message).toBe('You cannot deactivate your own account.');
    await expect(admin.caller.admin.users.setRole({ id, role: 'user' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot remove your own administrator role.',
    });
    const remove = await admin.inject({ method: 'DELETE', url: `/api/admin/users/${id}` });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe('You cannot delete your own account from the admin console.');
    // Self-activation and a self plan change are harmless and allowed.
    expect((await admin.caller.admin.users.setPlan({ id, plan: 'jjc', status: 'active' })).success).toBe(
      true,
    );
  });

  it('never removes the last active administrator', async () => {
    const other = await insertTestUser(ctx.deps.db, { email: 'someone@example.com' });
    // Only the rule is left to test here: an administrator can only meet it through a race.
    await expect(
      setUserStatus(ctx.deps, { id: other.id, email: other.email }, { id: admin.user.id, isActive: false }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      userMessage: 'This is the last administrator. Make someone else an administrator first.',
    });
  });

  it('lets one of two administrators demoting each other at once win, never both', async () => {
    const second = await signInAs(ctx, 'admin', { email: 'second-admin@jobpadi.test' });
    const results = await Promise.allSettled([
      admin.caller.admin.users.setRole({ id: second.user.id, role: 'user' }),
      second.caller.admin.users.setRole({ id: admin.user.id, role: 'user' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      code: 'CONFLICT',
      message: 'This is the last administrator. Make someone else an administrator first.',
    });
    const admins = await ctx.deps.db
      .selectFrom('users')
      .select('id')
      .where('role', 'like', '%admin%')
      .where('is_active', '=', true)
      .execute();
    expect(admins).toHaveLength(1);
  });
});
