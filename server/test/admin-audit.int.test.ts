import type { AuditPageDto, RecentActivityDto } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAudit } from '../src/modules/admin/audit/audit.repo.js';
import type { PublicUserRow } from '../src/modules/users/users.repo.js';
import { auditEntries, type SignedIn, signInAs } from './helpers/admin.js';
import { supportForm } from './helpers/support.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser } from './helpers/users.js';

// The Audit log tab's endpoint (issue 29): who did what to whom and when, filtered by
// administrator, person and action, a page at a time; the support replies it now records; and
// Recent Activity naming the administrator who acted.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let grace: SignedIn;
let bola: SignedIn;
let member: SignedIn;
let ada: PublicUserRow;
let tunde: PublicUserRow;

beforeAll(async () => {
  ctx = await createTestApp();
  grace = await signInAs(ctx, 'admin', { email: 'grace@jobpadi.test', fullName: 'Grace Eze' });
  bola = await signInAs(ctx, 'admin', { email: 'bola@jobpadi.test', fullName: 'Bola Ade' });
  member = await signInAs(ctx, 'user', { email: 'member@example.com' });
  ada = await insertTestUser(ctx.deps.db, { email: 'ada@example.com', fullName: 'Ada Obi' });
  tunde = await insertTestUser(ctx.deps.db, { email: 'tunde@example.com', fullName: 'Tunde Bello' });
});
afterAll(() => ctx.close());

const audit = async (who: SignedIn, query = '') => {
  const res = await who.inject({ method: 'GET', url: `/api/admin/audit${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPageDto>();
};

describe('support replies in the audit log', () => {
  it('records who answered whom, without the words of the answer', async () => {
    const form = supportForm({ message: 'Your download works again, Ada.' });
    const res = await grace.inject({
      method: 'POST',
      url: `/api/admin/support/conversations/${ada.id}/message`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await auditEntries(ctx.deps.db);
    expect(entry).toMatchObject({
      actor_id: grace.user.id,
      action: 'support.reply',
      target_type: 'user',
      target_id: ada.id,
      summary: 'Replied to ada@example.com in support',
      after: { characters: 31, image: false },
    });
    expect(JSON.stringify(entry)).not.toContain('download works');
  });
});

describe('GET /api/admin/audit', () => {
  beforeAll(async () => {
    // A plan change by Bola through the console's own call, and one with a reason given.
    const plan = await bola.inject({
      method: 'PATCH',
      url: `/api/admin/users/${tunde.id}/plan`,
      payload: { plan: 'jjc' },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    await insertAudit(ctx.deps.db, {
      actorId: grace.user.id,
      action: 'user.reset_usage',
      targetType: 'user',
      targetId: tunde.id,
      summary: 'Reset the usage of tunde@example.com',
      before: null,
      after: null,
      reason: '  Generation failed twice on our side  ',
    });
  });

  it('lists who did what to whom, newest first, with the reason when one was given', async () => {
    const { entries } = await audit(grace);
    expect(entries.slice(0, 3).map((e) => e.action)).toEqual([
      'user.reset_usage',
      'user.plan',
      'support.reply',
    ]);
    const [reset, plan, reply] = entries;
    expect(reset).toMatchObject({
      actor: { id: grace.user.id, name: 'Grace Eze', email: 'grace@jobpadi.test' },
      person: { id: tunde.id, name: 'Tunde Bello', email: 'tunde@example.com' },
      reason: 'Generation failed twice on our side',
    });
    expect(plan).toMatchObject({
      actor: { name: 'Bola Ade' },
      person: { name: 'Tunde Bello' },
      before: { plan: 'free_trial' },
      after: { plan: 'jjc' },
      reason: null,
    });
    expect(reply).toMatchObject({ actor: { name: 'Grace Eze' }, person: { name: 'Ada Obi' } });
  });

  it('filters by administrator, person and action, alone or together', async () => {
    const byBola = await audit(grace, `?admin=${bola.user.id}`);
    expect(byBola.entries.length).toBeGreaterThan(0);
    expect(new Set(byBola.entries.map((e) => e.actor?.id))).toEqual(new Set([bola.user.id]));

    const aboutAda = await audit(grace, `?user=${ada.id}`);
    expect(aboutAda.entries.map((e) => e.action)).toEqual(['support.reply']);

    const resets = await audit(grace, `?action=user.reset_usage&user=${tunde.id}&admin=${grace.user.id}`);
    expect(resets.entries.map((e) => e.summary)).toEqual(['Reset the usage of tunde@example.com']);

    // Empty values are no filter (the console's blank choices).
    const all = await audit(grace, '?admin=&user=&action=&cursor=');
    expect(all.entries.length).toBeGreaterThanOrEqual(3);
  });

  it('pages by a cursor without skipping or repeating entries written at the same instant', async () => {
    const at = new Date('2026-11-20T09:00:00.000Z');
    const written: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const row = await ctx.deps.db
        .insertInto('admin_audit_log')
        .values({
          actor_id: bola.user.id,
          action: 'prompt.save',
          target_type: 'prompt',
          target_id: null,
          summary: `Saved version ${i + 1}`,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      written.push(row.id);
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await audit(grace, `?action=prompt.save&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(written));
    // The same over tRPC.
    const first = await grace.caller.admin.audit.page({ action: 'prompt.save', limit: 5 });
    expect(first.entries).toHaveLength(5);
    const rest = await grace.caller.admin.audit.page({
      action: 'prompt.save',
      limit: 5,
      cursor: first.nextCursor ?? undefined,
    });
    expect(rest.entries.map((e) => e.id)).toEqual(seen.slice(5));
    expect(rest.nextCursor).toBeNull();
  });

  it('lists the administrators who appear in the log, for the filter', async () => {
    const actors = await grace.caller.admin.audit.actors();
    expect(actors.map((a) => a.name)).toEqual(['Bola Ade', 'Grace Eze']);
  });

  it('answers a bad filter with 400 and a sentence', async () => {
    const cases: Array<[string, RegExp]> = [
      ['?admin=grace', /admin filter/],
      ['?user=42', /person filter/],
      ['?action=user.hack', /action filter must be one of: .*user\.plan/],
      ['?cursor=yesterday', /page of the audit log is not valid/],
      ['?limit=0', /page size/],
      ['?limit=1000', /page size/],
      ['?limit=ten', /page size/],
    ];
    for (const [query, sentence] of cases) {
      const res = await grace.inject({ method: 'GET', url: `/api/admin/audit${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(sentence);
    }
  });

  it('is for administrators only', async () => {
    const denied = await member.inject({ method: 'GET', url: '/api/admin/audit' });
    expect(denied.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit' });
    expect(anonymous.statusCode).toBe(401);
    await expect(member.caller.admin.audit.page({ limit: 5 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(member.caller.admin.audit.actors()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('Recent Activity', () => {
  it('names the administrator who acted', async () => {
    const res = await grace.inject({ method: 'GET', url: '/api/admin/analytics' });
    expect(res.statusCode).toBe(200);
    const activity = res.json<{ recentActivity: RecentActivityDto[] }>().recentActivity;
    const reset = activity.find((a) => a.message === 'Reset the usage of tunde@example.com');
    expect(reset).toMatchObject({ type: 'other', actor: 'Grace Eze' });
    const plan = activity.find((a) => a.type === 'other' && a.message.startsWith('Changed the plan'));
    expect(plan?.actor).toBe('Bola Ade');
  });
});
