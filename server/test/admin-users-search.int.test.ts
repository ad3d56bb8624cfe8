import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchOf } from '../src/modules/admin/users/admin-users.repo.js';
import { trigramCountsSettled } from '../src/modules/admin/users/trigram-counts.js';
import { type SignedIn, signInAs } from './helpers/admin.js';
import { createTestApp } from './helpers/test-deps.js';

// The admin search looks up only the rare trigrams of a search with a common part (e.g. a
// common surname and a number) and then checks the whole pattern: the answers must be exactly
// those of a plain substring match, computed here independently, page by page and per plan.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, 'admin', { email: 'search-boss@jobpadi.test', fullName: 'Ada Admin' });
  // 3,000 Okafors numbered 1..3000: "oka", "kaf", "afo", "for" are in every row, "424" in a few.
  await sql`
    insert into users (email, full_name, first_name, last_name, email_verified, subscription_plan, created_at)
    select 'member-' || i || '@example.com', 'Chidi Okafor' || i, 'Chidi', 'Okafor' || i, true,
      (array['free_trial', 'jjc', 'agba', 'idan'])[1 + i % 4], now() - i * interval '1 minute'
    from generate_series(1, 3000) as i`.execute(ctx.deps.db);
  await sql`analyze users`.execute(ctx.deps.db);
});
afterAll(() => ctx.close());

interface ListAnswer {
  users: Array<{ email: string; subscriptionPlan: string }>;
  total: number;
  totalPages: number;
}

const list = async (query: string) => {
  const res = await admin.inject({ method: 'GET', url: `/api/admin/users${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as ListAnswer;
};

/** The same search done plainly in SQL: every account whose text holds the term, newest first. */
async function expected(term: string, plan?: string): Promise<string[]> {
  const rows = await sql<{ email: string }>`
    select email from users
    where strpos(lower(coalesce(full_name, '') || ' ' || coalesce(first_name, '') || ' ' ||
      coalesce(last_name, '') || ' ' || email), ${term.toLowerCase()}) > 0
      and (${plan ?? null}::text is null or subscription_plan = ${plan ?? null})
    order by created_at desc, id desc`.execute(ctx.deps.db);
  return rows.rows.map((r) => r.email);
}

async function allPages(term: string, plan?: string): Promise<{ emails: string[]; total: number }> {
  const emails: string[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const answer = await list(
      `?page=${page}&limit=10&search=${encodeURIComponent(term)}${plan ? `&plan=${plan}` : ''}`,
    );
    total = answer.total;
    emails.push(...answer.users.map((u) => u.email));
    if (page >= answer.totalPages) return { emails, total };
  }
}

describe('admin search through rare trigrams', () => {
  it('finds exactly what a plain substring match finds, before and after the trigram counts are read', async () => {
    // The first search starts reading the counts and looks up the whole pattern meanwhile.
    const before = await allPages('okafor424');
    await trigramCountsSettled(ctx.deps.db);
    expect(searchOf(ctx.deps.db, { search: 'okafor424' }).shape.kind).toBe('fragments');
    const after = await allPages('okafor424');
    const plain = await expected('okafor424');
    expect(plain.length).toBeGreaterThan(0);
    expect(before).toEqual({ emails: plain, total: plain.length });
    expect(after).toEqual({ emails: plain, total: plain.length });
  });

  it('keeps every filter and page the same with fragments', async () => {
    await list('?search=okafor1');
    await trigramCountsSettled(ctx.deps.db);
    for (const [term, plan] of [
      ['okafor12', undefined],
      ['okafor12', 'jjc'],
      ['Okafor29', 'idan'],
      ['kafor30', undefined],
    ] as const) {
      const plain = await expected(term, plan);
      expect(await allPages(term, plan), `${term} ${plan ?? ''}`).toEqual({
        emails: plain,
        total: plain.length,
      });
    }
  });

  it('answers a page past the end with the right total, and a term nobody has with none', async () => {
    await trigramCountsSettled(ctx.deps.db);
    const plain = await expected('okafor299');
    const past = await list('?page=9&limit=10&search=okafor299');
    expect(past.users).toEqual([]);
    expect(past.total).toBe(plain.length);
    expect(await list('?search=okafor9999')).toMatchObject({ users: [], total: 0 });
  });

  it('keeps %, _ and \\ literal with fragments', async () => {
    await trigramCountsSettled(ctx.deps.db);
    expect(await list('?search=okafor1%25')).toMatchObject({ users: [], total: 0 });
    expect(await list('?search=okafor_42')).toMatchObject({ users: [], total: 0 });
  });
});
