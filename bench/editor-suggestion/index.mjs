// editor-suggestion (issue 32): how long the first word of a selection suggestion takes from the
// model to the browser. A fake model in its own process writes a rewritten bullet; the built
// server calls it (help on a selection runs in the server, no worker); a tRPC client shaped like
// the browser's (subscriptions over a WebSocket with connectionParams) asks
// `documents.selectionHelp.stream` for one bullet at a time. The delay is from the fake writing
// its first token to the client receiving its first `token` event, on the same host clock.

import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { emailOf, seedAccounts } from '../auth/accounts.mjs';
import { connectAccount } from '../generation/product-call.mjs';
import { stopProduct } from '../generation/stack.mjs';
import { startNode } from '../lib/child.mjs';
import { measureOrExit } from '../lib/cleanup.mjs';
import { freePort } from '../lib/port.mjs';
import { startProductServer } from '../lib/product.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { hostNowMs, percentile } from '../lib/stats.mjs';

const NAME = 'editor-suggestion';
const GOAL = { maxFirstTokenDelayMs: 50 };
const MODEL = { firstTokenMs: 150, tokensPerSecond: 60 };
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const TIMEOUT_MS = 30_000;
const FAKE_MODEL = fileURLToPath(new URL('../generation/fake-model.mjs', import.meta.url));

const SOURCE = `Ada Obi
Experience
Data Analyst, MTN Nigeria (2021 - present)
- Wrote weekly SQL reports on subscriber churn
Skills
SQL, Power BI, Python`;
const RESUME = `# Ada Obi
Lagos, Nigeria | ada@example.com
## Experience
- Wrote weekly SQL reports on subscriber churn
## Skills
- SQL, Power BI, Python`;

/** One paid account (100 suggestions a day) with a resume written from SOURCE. */
async function seed(db) {
  await seedAccounts(db, 1);
  const email = emailOf(0);
  await sql`update users set onboarding_completed = true, subscription_plan = 'idan',
    subscription_expires_at = now() + interval '30 days' where email = ${email}`.execute(db);
  const { rows } = await sql`
    with g as (
      insert into generations (user_id, status, job_title, company_name, job_description,
        generate_cover_letter, optimize_resume, source_text, source_kind)
      select id, 'succeeded', 'Data Analyst', 'Kuda Bank', 'SQL, Python and Power BI dashboards.',
        false, true, ${SOURCE}, 'resume'
      from users where email = ${email}
      returning id, user_id)
    insert into documents (user_id, generation_id, type, title, content, job_title, company_name)
    select g.user_id, g.id, 'resume', 'Resume – Data Analyst at Kuda Bank', ${RESUME}, 'Data Analyst', 'Kuda Bank'
    from g
    returning documents.id`.execute(db);
  const id = rows[0]?.id;
  if (!id) throw new Error('the resume was not seeded');
  return id;
}

/**
 * One suggestion: the editor's unsaved text carries the call's marker in the selected bullet
 * (so the fake can name the call), timed from asking to the first token and to `done`.
 */
async function suggest(client, documentId, marker) {
  const bullet = `- Wrote weekly SQL reports on subscriber churn (${marker})`;
  const content = RESUME.replace('- Wrote weekly SQL reports on subscriber churn', bullet);
  const start = content.indexOf(bullet);
  const startedAt = hostNowMs();
  /** @type {number | undefined} */
  let firstTokenAt;
  const doneAt = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`${marker}: no suggestion within ${TIMEOUT_MS / 1000} s`));
    }, TIMEOUT_MS);
    const subscription = client.documents.selectionHelp.stream.subscribe(
      { id: documentId, action: 'stronger', start, end: start + bullet.length, content },
      {
        onData(event) {
          if (event.type === 'token') firstTokenAt ??= hostNowMs();
          if (event.type === 'done') {
            clearTimeout(timer);
            resolve(hostNowMs());
          } else if (event.type === 'error') {
            clearTimeout(timer);
            reject(new Error(`${marker}: ${event.message}`));
          }
        },
        onError: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      },
    );
  });
  if (firstTokenAt === undefined) throw new Error(`${marker}: done without any token`);
  return { marker, startedAt, firstTokenAt, doneAt };
}

async function measure() {
  await checkRedis();
  const scratch = await createScratchDatabase();
  const documentId = await seed(scratch.db);
  const port = await freePort();
  const modelBase = `http://127.0.0.1:${port}`;
  const model = await startNode({
    name: 'fake model',
    script: FAKE_MODEL,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      FIRST_TOKEN_MS: String(MODEL.firstTokenMs),
      TOKENS_PER_SECOND: String(MODEL.tokensPerSecond),
    },
    healthUrl: `${modelBase}/health`,
  });
  const server = await startProductServer({
    databaseUrl: scratch.url,
    env: { OPENAI_API_KEY: 'bench-key', OPENAI_BASE_URL: `${modelBase}/v1`, OPENAI_MODEL: 'bench-fake' },
  });
  let account;
  try {
    account = await connectAccount(server.baseUrl, 0);
    for (let i = 0; i < WARMUP; i++) await suggest(account.client, documentId, `bench-call-w${i}`);
    const timings = [];
    for (let i = 0; i < RUNS; i++) timings.push(await suggest(account.client, documentId, `bench-call-${i}`));
    const seen = await (await fetch(`${modelBase}/calls`)).json();
    return timings.map((t) => {
      const call = seen[t.marker];
      if (!call?.firstTokenAt) throw new Error(`the fake model never wrote ${t.marker}`);
      return {
        firstTokenDelayMs: t.firstTokenAt - call.firstTokenAt,
        askToModelMs: call.receivedAt - t.startedAt,
        totalMs: t.doneAt - t.startedAt,
      };
    });
  } finally {
    await account?.close();
    await stopProduct([
      ['product server', server],
      ['fake model', model],
    ]);
  }
}

console.log(
  `${NAME}: fake model ${MODEL.firstTokenMs} ms to first token, then ${MODEL.tokensPerSecond} tokens/s; ` +
    `${RUNS} suggestions one after the other through documents.selectionHelp.stream`,
);
const samples = await measureOrExit(NAME, measure);
const stat = (key) => {
  const values = samples.map((s) => s[key]);
  return { p50: percentile(values, 0.5), p99: percentile(values, 0.99) };
};
const delay = stat('firstTokenDelayMs');
const before = stat('askToModelMs');
const total = stat('totalMs');
console.log('');
printTable(
  ['measure', 'runs', 'p50 ms', 'p99 ms'],
  [
    ['model first token → client first token', samples.length, fmt(delay.p50, 1), fmt(delay.p99, 1)],
    ['ask → model receives the call', samples.length, fmt(before.p50, 1), fmt(before.p99, 1)],
    ['ask → done', samples.length, fmt(total.p50), fmt(total.p99)],
  ],
);
const pass = delay.p50 <= GOAL.maxFirstTokenDelayMs && delay.p99 <= GOAL.maxFirstTokenDelayMs;
const file = await writeResults(NAME, { model: MODEL, goal: GOAL, samples, delay, before, total, pass });
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `${NAME}: firstTokenDelay p50=${fmt(delay.p50, 1)} ms p99=${fmt(delay.p99, 1)} ms ` +
    `(goal: <= ${GOAL.maxFirstTokenDelayMs} ms at p50 and p99) ${pass ? 'PASS' : 'FAIL'}`,
);
