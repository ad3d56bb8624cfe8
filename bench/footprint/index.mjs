// footprint (issue 19): the resident memory of the whole product as `npm start` runs it on the
// embedded default (no DATABASE_URL: its own PostgreSQL in a scratch DATA_DIR; Redis is the one
// answering on 6379 when there is one, else its own), idle and after 20 generations (a fake
// OpenAI-compatible model, OPENAI_COMPATIBLE_BASE_URL) and 50 PDF renders. Every process of the
// tree is counted: npm, the launcher, server, worker, PostgreSQL's backends, redis-server when
// started here, and Chromium once the worker has launched it. VmRSS (/proc/<pid>/status) counts
// pages shared between processes once per process; PSS splits them and is shown beside it.
// Goals: idle ≤ 400 MB, after the work ≤ 700 MB in total (VmRSS).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { signInAccount } from '../auth/accounts.mjs';
import {
  connectAccount,
  generateThroughProduct,
  seedGeneratingAccounts,
} from '../generation/product-call.mjs';
import { startNode } from '../lib/child.mjs';
import { defer, measureOrExit } from '../lib/cleanup.mjs';
import { freePort } from '../lib/port.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';

const NAME = 'footprint';
const GOAL = { idleMb: 400, afterWorkMb: 700 };
const WORK = { generations: 20, renders: 50, renderConcurrency: 2, generationAccounts: 5 };
/**
 * Seconds left to settle before the idle and the after-work readings: the database pools close
 * connections idle for 30 s (server/src/db/database.ts), so idle is what stays after that.
 */
const SETTLE_S = 40;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FAKE_MODEL = fileURLToPath(new URL('../generation/fake-model.mjs', import.meta.url));

const status = (/** @type {number} */ pid) => {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
};
const kib = (/** @type {string} */ text, /** @type {string} */ field) =>
  Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
const pss = (/** @type {number} */ pid) => {
  try {
    return kib(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
  } catch {
    return 0;
  }
};

/** `root` and every process below it. */
function tree(/** @type {number} */ root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  const found = [root];
  for (let i = 0; i < found.length; i++)
    for (const [child, parent] of parents) if (parent === found[i]) found.push(child);
  return found;
}

/** What a person would call the process. */
function label(/** @type {number} */ pid) {
  let args = '';
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {}
  const name = /^Name:\s+(.*)$/m.exec(status(pid))?.[1] ?? '?';
  if (/npm(-cli)?(\.js)? start|^npm start/.test(args)) return 'npm';
  if (name === 'sh') return 'sh (npm script)';
  if (args.includes('launch/start-all') || args.includes('scripts/start.mjs')) return 'launcher';
  if (args.includes('launch/prepare')) return 'launcher prepare (short-lived)';
  if (args.includes('server/dist/main')) return 'server';
  if (args.includes('worker/dist/main')) return 'worker';
  if (name === 'postgres') return `postgres${args.includes('-D') ? ' (postmaster)' : ': backend/helper'}`;
  if (name.startsWith('redis')) return 'redis-server';
  if (/chrom/i.test(name) || /chrom/i.test(args)) return 'chromium';
  return name;
}

/** Memory of every process in the tree, grouped by label, in MB. */
function reading(/** @type {number} */ root) {
  const groups = new Map();
  for (const pid of tree(root)) {
    const rss = kib(status(pid), 'VmRSS') / 1024;
    if (!rss) continue;
    const name = label(pid);
    const g = groups.get(name) ?? { name, count: 0, rssMb: 0, pssMb: 0 };
    g.count += 1;
    g.rssMb += rss;
    g.pssMb += pss(pid) / 1024;
    groups.set(name, g);
  }
  const rows = [...groups.values()].sort((a, b) => b.rssMb - a.rssMb);
  const total = rows.reduce((t, r) => ({ rssMb: t.rssMb + r.rssMb, pssMb: t.pssMb + r.pssMb }), {
    rssMb: 0,
    pssMb: 0,
  });
  return { rows, total };
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

async function measure() {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobpadi-footprint-'));
  // As root the embedded database runs as `postgres`, which must enter the folder.
  chmodSync(dataDir, 0o755);
  defer(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));

  const modelPort = await freePort();
  await startNode({
    name: 'fake model',
    script: FAKE_MODEL,
    env: {
      HOST: '127.0.0.1',
      PORT: String(modelPort),
      FIRST_TOKEN_MS: '200',
      TOKENS: '300',
      TOKENS_PER_SECOND: '300',
    },
    healthUrl: `http://127.0.0.1:${modelPort}/health`,
  });

  const port = await freePort();
  const { DATABASE_URL: _d, REDIS_URL: _r, QUEUE_PREFIX: _q, ...inherited } = process.env;
  let output = '';
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      OPENAI_COMPATIBLE_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
      OPENAI_COMPATIBLE_MODEL: 'bench-fake',
    },
  });
  npm.stdout.on('data', (c) => (output += c));
  npm.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => npm.once('exit', resolve));
  const npmPid = /** @type {number} */ (npm.pid);
  // Ctrl-C as a terminal sends it: to npm's whole process group.
  defer('stop npm start (Ctrl-C)', async () => {
    if (npm.exitCode !== null || npm.signalCode !== null) return;
    process.kill(-npmPid, 'SIGINT');
    const timer = setTimeout(() => process.kill(-npmPid, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  });
  const deadline = Date.now() + 180_000;
  while (!output.includes('JobPadi is running at')) {
    if (Date.now() > deadline || npm.exitCode !== null)
      throw new Error(`npm start did not start:\n${output}`);
    await sleep(200);
  }
  const prefix = /Redis keys use the prefix (\S+) /.exec(output)?.[1];
  if (prefix)
    defer(`delete redis keys ${prefix}:*`, async () => {
      const redis = new Redis('redis://127.0.0.1:6379');
      for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }))
        if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });
  const baseUrl = `http://127.0.0.1:${port}`;

  await sleep(SETTLE_S * 1000);
  const idle = reading(npmPid);

  // The embedded database's port is in its postmaster.pid (line 4).
  const pgPort = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const db = new Kysely({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/jobpadi`, max: 1 }),
    }),
  });
  defer('close the seeding connection', () => db.destroy());
  await seedGeneratingAccounts(db, WORK.generationAccounts);
  await db.destroy();
  const accounts = [];
  for (let i = 0; i < WORK.generationAccounts; i++) accounts.push(await connectAccount(baseUrl, i));

  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORK.generations }, (_, i) =>
      generateThroughProduct(accounts[i % accounts.length]?.client, `bench-call-${i}`),
    ),
  );
  const generationsS = (performance.now() - started) / 1000;

  // 50 renders: each generated letter, then edited copies (a new text is a new PDF, not the cache).
  const auth = { authorization: (await signInAccount(baseUrl)).authorization };
  const listed = await (await fetch(`${baseUrl}/api/documents`, { headers: auth })).json();
  const documents = Array.isArray(listed) ? listed : (listed.documents ?? listed.items ?? []);
  if (documents.length === 0)
    throw new Error(`no documents to render: ${JSON.stringify(listed).slice(0, 200)}`);
  const renderStarted = performance.now();
  let next = 0;
  let bytes = 0;
  const renderOne = async (/** @type {number} */ i) => {
    const doc = documents[i % documents.length];
    if (i >= documents.length) {
      const res = await fetch(`${baseUrl}/api/documents/${doc.id}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `${doc.content}\n\nEdition ${i}.` }),
      });
      if (!res.ok) throw new Error(`PUT document answered ${res.status}: ${await res.text()}`);
    }
    const res = await fetch(`${baseUrl}/api/documents/${doc.id}/download?format=pdf`, { headers: auth });
    if (!res.ok) throw new Error(`PDF download answered ${res.status}: ${await res.text()}`);
    bytes += (await res.arrayBuffer()).byteLength;
  };
  await Promise.all(
    Array.from({ length: WORK.renderConcurrency }, async () => {
      while (next < WORK.renders) await renderOne(next++);
    }),
  );
  const rendersS = (performance.now() - renderStarted) / 1000;
  const peak = reading(npmPid);
  await Promise.all(accounts.map((a) => a.close()));
  await sleep(SETTLE_S * 1000);
  const afterWork = reading(npmPid);
  return { idle, peak, afterWork, generationsS, rendersS, pdfBytes: bytes, documents: documents.length };
}

console.log(
  `${NAME}: npm start on a scratch DATA_DIR (embedded PostgreSQL), idle after ${SETTLE_S} s, then ` +
    `${WORK.generations} generations and ${WORK.renders} PDF renders; goals idle ≤ ${GOAL.idleMb} MB, ` +
    `after the work ≤ ${GOAL.afterWorkMb} MB (VmRSS of every process)`,
);
const figures = await measureOrExit(NAME, measure);

for (const [title, r] of [
  ['idle', figures.idle],
  ['right after the work', figures.peak],
  [`after the work, ${SETTLE_S} s later`, figures.afterWork],
]) {
  console.log(`\n${title}:`);
  printTable(
    ['process', 'count', 'VmRSS MB', 'PSS MB'],
    [
      ...r.rows.map((row) => [row.name, row.count, fmt(row.rssMb), fmt(row.pssMb)]),
      ['total', r.rows.reduce((n, row) => n + row.count, 0), fmt(r.total.rssMb), fmt(r.total.pssMb)],
    ],
  );
}
const afterMb = Math.max(figures.peak.total.rssMb, figures.afterWork.total.rssMb);
const afterPssMb = Math.max(figures.peak.total.pssMb, figures.afterWork.total.pssMb);
const verdict = {
  idle: figures.idle.total.rssMb <= GOAL.idleMb,
  afterWork: afterMb <= GOAL.afterWorkMb,
  idlePss: figures.idle.total.pssMb <= GOAL.idleMb,
  afterWorkPss: afterPssMb <= GOAL.afterWorkMb,
};
const pass = (/** @type {boolean} */ ok) => (ok ? 'PASS' : 'FAIL');
console.log(
  `\n${WORK.generations} generations in ${fmt(figures.generationsS, 1)} s, ${WORK.renders} renders ` +
    `(${figures.documents} documents, edited in between) in ${fmt(figures.rendersS, 1)} s`,
);
console.log(
  `VmRSS summed: idle ${fmt(figures.idle.total.rssMb)} MB (goal ≤ ${GOAL.idleMb}): ${pass(verdict.idle)}; ` +
    `after the work ${fmt(afterMb)} MB (goal ≤ ${GOAL.afterWorkMb}): ${pass(verdict.afterWork)}`,
);
console.log(
  `PSS summed (shared pages counted once): idle ${fmt(figures.idle.total.pssMb)} MB: ${pass(verdict.idlePss)}; ` +
    `after the work ${fmt(afterPssMb)} MB: ${pass(verdict.afterWorkPss)}`,
);
const file = await writeResults(NAME, { goal: GOAL, work: WORK, ...figures, verdict });
console.log(`results: ${relative(process.cwd(), file)}`);
