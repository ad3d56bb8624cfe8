// Proves a backup restores: dumps the database (pg_dump, custom format), or takes a dump you made,
// restores it into a fresh database, compares it with the source, checks that ENCRYPTION_KEY opens
// the stored AI provider keys, then starts the built server on the restored database and asks it
// for /api/health, a sign-in and the account's documents. The scratch database is dropped after.
//
//   node scripts/backup-restore-check.mjs                       # DATABASE_URL, dumped now
//   node scripts/backup-restore-check.mjs --dump nightly.dump   # a dump you already have
//   options: --database-url URL  --restore-admin-url URL  --email E --password P
//            --encryption-key-file FILE (else ENCRYPTION_KEY)  --keep (keep the restored database)
//
// Needs `npm run build`, pg_dump/pg_restore at least as new as the server (PG_BIN to choose them)
// and Redis (REDIS_URL, default redis://127.0.0.1:6379; a queue prefix of its own, so nothing
// reaches the live workers). Exit 0: everything checked held; 1: what failed, in one sentence;
// 2: the check cannot run on this machine (no pg_dump/pg_restore, or older than the server).
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const say = (line) => console.log(`[backup-check] ${line}`);
class Failure extends Error {}
/** The check cannot run here (no client tools, or too old): exit 2, not a verdict on the backup. */
class Unavailable extends Failure {}
const fail = (sentence) => {
  throw new Failure(sentence);
};
const unavailable = (sentence) => {
  throw new Unavailable(sentence);
};

const { values: opts } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    dump: { type: 'string' },
    'restore-admin-url': { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'encryption-key-file': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

/** pg_dump and pg_restore: PG_BIN, else the newest Debian/Ubuntu install, else the PATH. */
function pgTool(name) {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin', name);
  }
  return name;
}

async function toolMajor(tool) {
  const { stdout } = await run(tool, ['--version']).catch(() =>
    unavailable(
      `${tool} was not found: install the PostgreSQL client tools (apt-get install postgresql-client) or set PG_BIN.`,
    ),
  );
  return Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1] ?? 0);
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect().catch((error) => fail(`Could not connect to ${redact(url)}: ${error.message}`));
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.href;
};

/** Row counts of every table, and a digest of every stored file's bytes. */
async function fingerprint(url) {
  return withClient(url, async (client) => {
    const tables = await client.query(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const counts = {};
    for (const { table_name } of tables.rows) {
      const { rows } = await client.query(`select count(*)::int as n from "${table_name}"`);
      counts[table_name] = rows[0].n;
    }
    // Uploads, photos, support images and rendered PDF/DOCX files all live in `files`.
    const files =
      counts.files === undefined
        ? null
        : (await client.query(`select md5(string_agg(md5(content), '' order by id)) as d from files`)).rows[0]
            .d;
    return { counts, files };
  });
}

/** Opens every sealed provider key with the key from the backup. */
async function checkProviderKeys(url) {
  const sealed = await withClient(url, async (client) => {
    const exists = await client.query(`select to_regclass('public.llm_providers') as t`);
    if (!exists.rows[0].t) return [];
    return (
      await client.query(
        `select name, api_key_encrypted from llm_providers where api_key_encrypted is not null`,
      )
    ).rows;
  });
  if (sealed.length === 0) return say('No stored AI provider keys to open.');
  const file = opts['encryption-key-file'];
  const text = file ? readFileSync(file, 'utf8') : process.env.ENCRYPTION_KEY;
  if (!text) {
    say(
      `${sealed.length} stored AI provider key(s) NOT checked: give ENCRYPTION_KEY or --encryption-key-file (DATA_DIR/encryption.key) to check that your backed-up key opens them.`,
    );
    return;
  }
  const { openSecret, parseEncryptionKey } = await import(`${root}server/dist/crypto/secrets.js`);
  const key = parseEncryptionKey(text);
  if (!key) fail('The encryption key given is not 32 bytes as hex or base64.');
  for (const row of sealed) {
    try {
      openSecret(Buffer.from(row.api_key_encrypted), key, row.name);
    } catch {
      fail(
        `The encryption key given does not open the stored key of provider "${row.name}": it is not the key this database was sealed with.`,
      );
    }
  }
  say(`The encryption key opens all ${sealed.length} stored AI provider key(s).`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Its own queues and limits: nothing it does reaches the workers of the running product.
const queuePrefix = `restore-check-${randomBytes(4).toString('hex')}`;

/** Removes what the check's server wrote to Redis (sign-in limits, known devices). */
async function forgetRedisKeys() {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${queuePrefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    say(`Could not remove the check's keys (${queuePrefix}:*) from Redis.`);
  } finally {
    redis.disconnect();
  }
}

/** The built server on the restored database; resolves once /api/health is ok. */
async function startServer(databaseUrl) {
  const entry = join(root, 'server/dist/main.js');
  if (!existsSync(entry)) fail('server/dist/main.js is missing: run `npm run build` first.');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '2',
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SMTP_URL: '',
      TRUST_PROXY: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (c) => {
    output = (output + c.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const health = await fetch(`${url}/api/health`).then(
      async (r) => ({ ok: r.ok, body: await r.text() }),
      () => null,
    );
    if (health?.ok) return { url, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      fail(`The server did not become healthy on the restored database: ${health?.body ?? output.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function checkAccount(url, sourceUrl) {
  const { email, password } = opts;
  if (!email || !password) {
    say('Sign-in not checked: give --email and --password of an account to check it.');
    return;
  }
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200)
    fail(`${email} could not sign in on the restored database (HTTP ${login.status}).`);
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const list = await fetch(`${url}/api/documents`, { headers: auth });
  if (list.status !== 200) fail(`The documents of ${email} could not be listed (HTTP ${list.status}).`);
  const body = await list.json();
  const documents = Array.isArray(body) ? body : (body.documents ?? []);
  let read = 0;
  for (const doc of documents) {
    const one = await fetch(`${url}/api/documents/${doc.id}`, { headers: auth });
    if (one.status !== 200) fail(`Document ${doc.id} could not be read (HTTP ${one.status}).`);
    const shown = await one.json();
    if (sourceUrl) {
      const original = await withClient(sourceUrl, (c) =>
        c.query('select content from documents where id = $1', [doc.id]),
      );
      const content = shown.content ?? shown.document?.content;
      if (original.rows[0]?.content !== content) fail(`Document ${doc.id} differs from the source.`);
    }
    read += 1;
  }
  say(
    `${email} signed in on the restored database and read ${read} document(s)${sourceUrl ? ', identical to the source' : ''}.`,
  );
}

async function main() {
  const started = Date.now();
  const sourceUrl = opts['database-url'] ?? (opts.dump ? undefined : process.env.DATABASE_URL);
  if (!sourceUrl && !opts.dump)
    fail('Give DATABASE_URL (or --database-url) to dump, or --dump FILE to check.');
  const adminUrl = opts['restore-admin-url'] ?? (sourceUrl ? withDatabase(sourceUrl, 'postgres') : undefined);
  if (!adminUrl) fail('With --dump alone, give --restore-admin-url (a PostgreSQL to restore into).');
  const pgDump = pgTool('pg_dump');
  const pgRestore = pgTool('pg_restore');
  const serverMajor = await withClient(adminUrl, async (c) =>
    Math.floor(Number((await c.query('show server_version_num')).rows[0].server_version_num) / 10_000),
  );
  for (const tool of sourceUrl && !opts.dump ? [pgDump, pgRestore] : [pgRestore]) {
    const major = await toolMajor(tool);
    if (major < serverMajor)
      unavailable(
        `${tool} is version ${major}, older than the PostgreSQL ${serverMajor} server: use tools of version ${serverMajor} or newer (PG_BIN).`,
      );
  }

  const work = await mkdtemp(join(tmpdir(), 'jobpadi-backup-'));
  const restored = `jobpadi_restore_${randomBytes(5).toString('hex')}`;
  const restoredUrl = withDatabase(adminUrl, restored);
  let server;
  let created = false;
  try {
    let dump = opts.dump;
    if (!dump) {
      dump = join(work, 'jobpadi.dump');
      await run(pgDump, ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${sourceUrl}`]).catch(
        (error) => fail(`pg_dump failed: ${error.stderr?.trim() || error.message}`),
      );
      say(`Dumped ${redact(sourceUrl)} (${((await stat(dump)).size / 1024).toFixed(0)} KiB, custom format).`);
    }
    await withClient(adminUrl, (c) => c.query(`create database ${restored} template template0`));
    created = true;
    await run(pgRestore, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${restoredUrl}`,
      dump,
    ]).catch((error) => fail(`pg_restore failed: ${error.stderr?.trim() || error.message}`));
    const after = await fingerprint(restoredUrl);
    const rows = Object.values(after.counts).reduce((a, b) => a + b, 0);
    say(`Restored into ${restored}: ${Object.keys(after.counts).length} tables, ${rows} rows.`);
    if (sourceUrl) {
      const before = await fingerprint(sourceUrl);
      for (const [table, n] of Object.entries(before.counts))
        if (after.counts[table] !== n)
          fail(`Table ${table} has ${after.counts[table] ?? 'no'} rows restored, ${n} in the source.`);
      if (before.files !== after.files)
        fail('The stored files (uploads, photos, images, rendered documents) differ from the source.');
      say(
        `Every table's row count and every stored file's bytes match the source (${after.counts.files ?? 0} files).`,
      );
    }
    await checkProviderKeys(restoredUrl);
    server = await startServer(restoredUrl);
    say('The built server started on the restored database: /api/health is ok.');
    await checkAccount(server.url, sourceUrl);
    say(`Backup restores. (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    if (server) {
      await server.stop();
      await forgetRedisKeys();
    }
    if (created && !opts.keep)
      await withClient(adminUrl, (c) => c.query(`drop database if exists ${restored} with (force)`));
    else if (created) say(`Kept the restored database: ${redact(restoredUrl)}`);
    await rm(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[backup-check] ${error instanceof Failure ? error.message : error.stack}`);
    process.exit(error instanceof Unavailable ? 2 : 1);
  },
);
