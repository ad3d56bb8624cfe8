// The admin console's data set, seeded with generate_series in SQL (a few seconds per million
// rows): 100,000 accounts, 1,000,000 documents, 50,000 payments and 1,000,000 AI calls as the
// issue asks, plus the sign-ins, generations and audit entries the analytics also read. Dates are
// spread over the past so every window (7, 14, 30 days, 12 months) has data, and rise with the row
// number: rows sit on disk in the order they were written, as in a live product's tables.
import { sql } from 'kysely';

export const SIZES = {
  users: Number(process.env.BENCH_ADMIN_USERS || 100_000),
  documents: Number(process.env.BENCH_ADMIN_DOCUMENTS || 1_000_000),
  payments: Number(process.env.BENCH_ADMIN_PAYMENTS || 50_000),
  aiCalls: Number(process.env.BENCH_ADMIN_AI_CALLS || 1_000_000),
  sessions: 150_000,
  generations: 300_000,
  auditEntries: 2_000,
};

/** What the user search looks for: part of a surname, as an administrator types it (~20 accounts). */
export const SEARCH_TERM = 'okafor424';

/**
 * @param {import('kysely').Kysely<any>} db
 * @param {typeof SIZES} sizes
 * @param {(line: string) => void} log
 */
export async function seedAdminData(db, sizes = SIZES, log = () => {}) {
  const step = async (
    /** @type {string} */ label,
    /** @type {import('kysely').RawBuilder<unknown>} */ query,
  ) => {
    const started = Date.now();
    await query.execute(db);
    log(`  seeded ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  // Accounts over the last year; 30 % on a paid plan, four in five of those still running.
  await step(
    `${sizes.users.toLocaleString('en-US')} users`,
    sql`
    insert into users (email, full_name, first_name, last_name, email_verified, subscription_plan,
      subscription_status, subscription_expires_at, last_login_at, created_at, updated_at)
    select 'bench-admin-' || i || '@example.com',
      n.first || ' ' || n.last, n.first, n.last, true, p.plan,
      case when p.plan = 'free_trial' or (i / 10) % 5 <> 0 then 'active' else 'inactive' end,
      case when p.plan = 'free_trial' then c.created + interval '7 days'
           when (i / 10) % 5 <> 0 then now() + (i % 30) * interval '1 day'
           else now() - (i % 40) * interval '1 day' end,
      now() - (i % 60) * interval '1 day' - (i % 1440) * interval '1 minute',
      c.created, c.created
    from generate_series(1, ${sizes.users}::int) as i
    cross join lateral (select now() - (${sizes.users}::int - i + random()) * (interval '365 days' / ${sizes.users}::int) as created) c
    cross join lateral (select
      (array['Ada','Chioma','Tunde','Emeka','Ngozi','Bola','Yusuf','Ifeoma','Segun','Amaka'])[1 + i % 10] as first,
      (array['Obi','Okafor','Adeyemi','Bello','Eze','Balogun','Nwosu','Ibrahim','Okoro'])[1 + (i / 10) % 9] || i as last) n
    cross join lateral (select case when i % 10 < 7 then 'free_trial' when i % 10 < 8 then 'jjc'
      when i % 10 < 9 then 'agba' else 'idan' end as plan) p
    order by i`,
  );

  await step(
    `${sizes.sessions.toLocaleString('en-US')} sessions`,
    sql`
    insert into sessions (id, secret_hash, user_id, created_at, last_used_at, expires_at)
    select 'benchsess' || lpad(i::text, 12, '0'), sha256(i::text::bytea), u.id, c.created, c.created,
      c.created + interval '30 days'
    from generate_series(1, ${sizes.sessions}::int) as i
    cross join lateral (select now() - (${sizes.sessions}::int - i + random()) * (interval '30 days' / ${sizes.sessions}::int) as created) c
    join users u on u.email = 'bench-admin-' || (1 + (i::bigint * 7919) % ${sizes.users}::int) || '@example.com'
    order by i`,
  );

  await step(
    `${sizes.generations.toLocaleString('en-US')} generations`,
    sql`
    insert into generations (user_id, status, stage, job_title, company_name, job_description,
      generate_cover_letter, optimize_resume, credits_state, created_at, updated_at, finished_at)
    select u.id, 'succeeded', 'done', 'Backend Engineer', 'Flutterwave', 'Build payment services in Lagos.',
      true, i % 2 = 0, 'consumed', c.created, c.created, c.created + interval '20 seconds'
    from generate_series(1, ${sizes.generations}::int) as i
    cross join lateral (select now() - (${sizes.generations}::int - i + random()) * (interval '365 days' / ${sizes.generations}::int) as created) c
    join users u on u.email = 'bench-admin-' || (1 + (i::bigint * 104729) % ${sizes.users}::int) || '@example.com'
    order by i`,
  );

  // Short contents: real ones are a few kilobytes, which PostgreSQL moves out of the row (TOAST),
  // so the table the queries scan is about this size either way.
  await step(
    `${sizes.documents.toLocaleString('en-US')} documents`,
    sql`
    insert into documents (user_id, type, title, content, job_title, company_name, company_location,
      created_at, updated_at)
    select u.id, t.type, case when t.type = 'resume' then 'Resume' else 'Cover Letter' end
      || ' – Backend Engineer at Flutterwave',
      'Dear Hiring Team, I would love to join Flutterwave as a Backend Engineer. Yours faithfully.',
      'Backend Engineer', 'Flutterwave', 'Lagos', c.created, c.created
    from generate_series(1, ${sizes.documents}::int) as i
    cross join lateral (select now() - (${sizes.documents}::int - i + random()) * (interval '365 days' / ${sizes.documents}::int) as created) c
    cross join lateral (select case when i % 5 < 3 then 'cover_letter' else 'resume' end as type) t
    join users u on u.email = 'bench-admin-' || (1 + (i::bigint * 15485863) % ${sizes.users}::int) || '@example.com'
    order by i`,
  );

  // 85 % paid (confirmed over the last year), the rest pending, failed or abandoned; three
  // payments in a row per account, so some accounts move up the plans.
  await step(
    `${sizes.payments.toLocaleString('en-US')} payments`,
    sql`
    insert into payments (reference, user_id, plan_id, amount_kobo, status, kind, created_at, updated_at,
      confirmed_at)
    select 'jp-admin-bench-' || i, u.id, p.plan,
      case p.plan when 'jjc' then 1000000 when 'agba' then 2000000 else 5000000 end,
      s.status, case when i % 3 = 0 then 'renewal' else 'new' end, c.created, c.created,
      case when s.status = 'success' then c.created + interval '2 minutes' end
    from generate_series(1, ${sizes.payments}::int) as i
    cross join lateral (select now() - (${sizes.payments}::int - i + random()) * (interval '365 days' / ${sizes.payments}::int) as created) c
    cross join lateral (select case when i % 10 < 6 then 'jjc' when i % 10 < 9 then 'agba' else 'idan' end as plan) p
    cross join lateral (select case when i % 20 < 17 then 'success' when i % 20 = 17 then 'pending'
      when i % 20 = 18 then 'failed' else 'abandoned' end as status) s
    join users u on u.email = 'bench-admin-' || (1 + ((i / 3)::bigint * 31) % ${sizes.users}::int) || '@example.com'
    order by i`,
  );

  // AI calls over the last 90 days: four models, 3 % failures, a few prompt and connection tests.
  await step(
    `${sizes.aiCalls.toLocaleString('en-US')} AI calls`,
    sql`
    insert into ai_call_logs (purpose, provider, model, kind, first_token_ms, total_ms, tokens_in,
      tokens_out, outcome, error_class, error_message, created_at)
    select case when k.kind = 'generation' then (case when i % 2 = 0 then 'cover_letter' else 'resume' end)
        when k.kind = 'prompt_test' then 'test' else 'connection_test' end,
      m.provider, m.model, k.kind,
      case when o.ok then 200 + (random() * 1500)::int end,
      case when o.ok then 1500 + (random() * random() * 20000)::int else 100 + (random() * 30000)::int end,
      case when o.ok then 800 + (random() * 2500)::int end,
      case when o.ok then 300 + (random() * 1500)::int end,
      case when o.ok then 'ok' else 'error' end,
      case when not o.ok then (array['rate_limited','server_error','timeout','network'])[1 + i % 4] end,
      case when not o.ok then 'The AI provider had a problem. Please try again in a minute.' end,
      now() - (${sizes.aiCalls}::int - i + random()) * (interval '90 days' / ${sizes.aiCalls}::int)
    from generate_series(1, ${sizes.aiCalls}::int) as i
    cross join lateral (select (i % 33) <> 0 as ok) o
    cross join lateral (select case when i % 200 = 1 then 'prompt_test' when i % 500 = 3 then 'connection_test'
      else 'generation' end as kind) k
    cross join lateral (select (array['openai','openai','anthropic','google'])[1 + i % 4] as provider,
      (array['gpt-4o-mini','gpt-4o','claude-haiku-4-5','gemini-2.5-flash'])[1 + i % 4] as model) m
    order by i`,
  );

  await step(
    `${sizes.auditEntries.toLocaleString('en-US')} audit entries`,
    sql`
    insert into admin_audit_log (action, target_type, target_id, summary, created_at)
    select 'user.plan', 'user', null, 'Changed the plan of bench-admin-' || i || '@example.com from jjc to agba',
      now() - (random() * 90) * interval '1 day'
    from generate_series(1, ${sizes.auditEntries}::int) as i
    order by i`,
  );

  const started = Date.now();
  // Statistics and the visibility map, as a live database's autovacuum keeps them.
  for (const table of [
    'users',
    'sessions',
    'generations',
    'documents',
    'documents_generated',
    'payments',
    'ai_call_logs',
    'admin_audit_log',
  ])
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  log(`  vacuum analyze in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
