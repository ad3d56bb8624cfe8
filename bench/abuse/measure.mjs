// The abuse bench's measurements: a bystander's GET /api/auth/user timed one request after
// another, first with the server to itself, then while another account runs each attack of
// attacker.mjs; the server's resident memory before, during and after.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defer } from '../lib/cleanup.mjs';
import { startProductServer } from '../lib/product.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { percentile } from '../lib/stats.mjs';
import { seedSupportAccounts } from '../support/seed.mjs';

export const SECONDS = Number(process.env.BENCH_DURATION || 10);
const ATTACKER = fileURLToPath(new URL('./attacker.mjs', import.meta.url));
export const ATTACKS = /** @type {const} */ (['batches', 'pings']);

const rssMb = (/** @type {number} */ pid) =>
  Math.round(
    Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
  );
const pause = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** The bystander: requests one after another for `seconds`; a failed one counts as its time. */
async function probe(
  /** @type {string} */ baseUrl,
  /** @type {string} */ token,
  /** @type {number} */ seconds,
) {
  /** @type {number[]} */
  const ms = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}/api/auth/user`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      if (res.status !== 200) failed += 1;
    } catch {
      failed += 1;
    }
    ms.push(performance.now() - started);
    await pause(10);
  }
  const round = (/** @type {number} */ v) => Math.round(v * 100) / 100;
  return {
    requests: ms.length,
    failed,
    p50Ms: round(percentile(ms, 0.5)),
    p99Ms: round(percentile(ms, 0.99)),
    maxMs: round(Math.max(...ms)),
  };
}

export async function measure() {
  await checkRedis();
  const scratch = await createScratchDatabase();
  const { users } = await seedSupportAccounts(scratch.db, { users: 2, admins: 0 });
  const [bystander, attacker] = /** @type {{ id: string, token: string }[]} */ (users);
  const server = await startProductServer({ databaseUrl: scratch.url });
  defer('stop server', () => server.stop());
  const pid = /** @type {number} */ (server.child.pid);

  await probe(server.baseUrl, bystander.token, 2); // warm-up
  const alone = { ...(await probe(server.baseUrl, bystander.token, SECONDS)), rssMb: rssMb(pid) };
  /** @type {Record<string, unknown>} */
  const attacks = {};
  for (const mode of ATTACKS) {
    const child = fork(ATTACKER, [mode, server.baseUrl, attacker.token], { stdio: 'ignore' });
    defer(`stop ${mode} attacker`, () => child.kill('SIGKILL'));
    await pause(1_000);
    const during = await probe(server.baseUrl, bystander.token, SECONDS);
    const rssDuringMb = rssMb(pid);
    const tally = new Promise((resolve) => child.once('message', resolve));
    child.kill('SIGTERM');
    const attackerSaid = await Promise.race([tally, pause(2_000).then(() => null)]);
    await pause(3_000);
    attacks[mode] = { ...during, rssDuringMb, rssAfterMb: rssMb(pid), attacker: attackerSaid };
  }
  await server.stop();
  return { alone, attacks };
}
