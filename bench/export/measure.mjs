// The export bench's measurements: for each account size, a fresh product server (so one
// size's heap never carries into the next), warmed up with one export of the smallest account,
// then RUNS exports of the measured account, each downloaded as a stream (bytes counted, never
// held). The server's resident memory is sampled from /proc while they run; VmHWM is the
// kernel's own record of its peak.
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { signInAccount } from '../auth/accounts.mjs';
import { startProductServer } from '../lib/product.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { benchRedisUrl, checkRedis } from '../lib/scratch-redis.mjs';
import { seedExportAccounts } from './seed.mjs';

export const SIZES = [50, 2_500, 5_000];
/** Downloads per size: the first is not timed (JIT warm-up), every one counts for memory. */
export const RUNS = Math.max(2, Number(process.env.BENCH_EXPORT_RUNS || 6));

/** Resident and peak resident memory of a process, in MB, from /proc/<pid>/status. */
function memoryOf(/** @type {number} */ pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (/** @type {string} */ key) =>
    Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
}

async function signIn(/** @type {string} */ baseUrl, /** @type {number} */ i) {
  const { authorization, user } = await signInAccount(baseUrl, i);
  return { authorization, userId: user.id };
}

/** One export, read to the end as it arrives; its time and size. Optionally kept, to check it. */
async function download(/** @type {string} */ baseUrl, /** @type {string} */ authorization, keep = false) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/user/export`, { headers: { authorization } });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status} ${await res.text()}`);
  let bytes = 0;
  /** @type {Uint8Array[]} */
  const kept = [];
  for await (const chunk of res.body) {
    bytes += chunk.length;
    if (keep) kept.push(chunk);
  }
  const ms = performance.now() - started;
  return { ms, bytes, text: keep ? Buffer.concat(kept).toString('utf8') : '' };
}

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * @param {{ databaseUrl: string, redis: Redis, size: number, index: number }} options
 */
async function measureSize({ databaseUrl, redis, size, index }) {
  const server = await startProductServer({ databaseUrl });
  const pid = /** @type {number} */ (server.child.pid);
  try {
    const small = await signIn(server.baseUrl, 0);
    const target = await signIn(server.baseUrl, index);
    // The export's own limit (10 an hour per account) would stop the runs: its counter is reset.
    const unlimit = (/** @type {string} */ userId) =>
      redis.del(`${server.queuePrefix}:rl:export:acct:${userId}`);
    await unlimit(small.userId);
    const warm = await download(server.baseUrl, small.authorization, true);
    const warmDocs = JSON.parse(warm.text).documents.length;
    if (warmDocs !== SIZES[0]) throw new Error(`the warm-up export held ${warmDocs} documents`);

    const before = memoryOf(pid);
    let sampledPeak = before.rssMb;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(pid).rssMb);
    }, 5);
    /** @type {number[]} */
    const times = [];
    let bytes = 0;
    try {
      for (let run = 0; run < RUNS; run++) {
        await unlimit(target.userId);
        const result = await download(server.baseUrl, target.authorization, run === 0);
        if (run === 0) {
          const file = JSON.parse(result.text);
          if (file.documents.length !== size)
            throw new Error(`the export held ${file.documents.length} of ${size} documents`);
        }
        // The first large download also warms the JIT up for this size: it is timed apart.
        if (run > 0) times.push(result.ms);
        bytes = result.bytes;
      }
    } finally {
      clearInterval(sampler);
    }
    const after = memoryOf(pid);
    return {
      documents: size,
      mb: bytes / 1024 / 1024,
      medianMs: Math.round(median(times)),
      minMs: Math.round(Math.min(...times)),
      rssBeforeMb: Math.round(before.rssMb * 10) / 10,
      peakRssMb: Math.round(Math.max(sampledPeak, after.hwmMb) * 10) / 10,
      growthMb: Math.round((Math.max(sampledPeak, after.hwmMb) - before.rssMb) * 10) / 10,
    };
  } finally {
    await server.stop();
  }
}

export async function measure() {
  await checkRedis();
  const scratch = await createScratchDatabase();
  const seeded = performance.now();
  await seedExportAccounts(scratch.db, SIZES);
  const seedMs = Math.round(performance.now() - seeded);
  const documents = Number((await sql`select count(*) as n from documents`.execute(scratch.db)).rows[0]?.n);
  const redis = new Redis(benchRedisUrl(), { maxRetriesPerRequest: 1 });
  try {
    const sizes = [];
    for (const [index, size] of SIZES.entries())
      sizes.push(await measureSize({ databaseUrl: scratch.url, redis, size, index }));
    return { seedMs, documents, sizes };
  } finally {
    redis.disconnect();
  }
}
