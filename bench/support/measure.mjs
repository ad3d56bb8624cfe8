// The support bench's measurements: 1,000 authenticated /ws sockets held by one product server,
// its resident memory before and after they joined, then answers posted by administrators and
// timed until they arrive at their user's socket; the same (sockets, then POST-to-arrival) against
// a bare `ws` server in the same run.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { startNode } from '../lib/child.mjs';
import { freePort } from '../lib/port.mjs';
import { startProductServer } from '../lib/product.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { percentile } from '../lib/stats.mjs';
import { seedSupportAccounts } from './seed.mjs';

export const SOCKETS = Number(process.env.BENCH_SUPPORT_SOCKETS || 1_000);
export const SAMPLES = Number(process.env.BENCH_SUPPORT_SAMPLES || 300);
/** Administrators may answer 60 times a minute each: enough of them for every sample. */
const ADMINS = Math.ceil(SAMPLES / 50);
const BARE_SERVER = fileURLToPath(new URL('./bare-ws-server.mjs', import.meta.url));

/** Resident memory of a process in KB, from /proc/<pid>/status. */
const rssKb = (/** @type {number} */ pid) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const settle = () => new Promise((r) => setTimeout(r, 2_000));

/**
 * Opens `count` sockets; `hello(i)` is each one's first message. Resolves once every socket
 * said ready; each socket's messages go to `onMessage(i, text)`.
 * @param {string} url
 * @param {number} count
 * @param {(i: number) => string} hello
 * @param {(i: number, text: string) => void} onMessage
 */
async function openSockets(url, count, hello, onMessage) {
  /** @type {WebSocket[]} */
  const sockets = [];
  for (let start = 0; start < count; start += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - start) }, (_, k) => {
        const i = start + k;
        return new Promise((resolve, reject) => {
          const socket = new WebSocket(url);
          sockets[i] = socket;
          socket.once('error', reject);
          socket.once('open', () => socket.send(hello(i)));
          socket.on('message', (data) => {
            const text = data.toString();
            if (text.includes('"ready"')) resolve(undefined);
            onMessage(i, text);
          });
        });
      }),
    );
  }
  return sockets;
}

/** Waits for `content` on socket `i`; measured from `started`. */
function arrivalTimer() {
  /** @type {Map<string, () => void>} */
  const waiting = new Map();
  return {
    onMessage(/** @type {number} */ _i, /** @type {string} */ text) {
      for (const [marker, done] of waiting)
        if (text.includes(marker)) {
          waiting.delete(marker);
          done();
        }
    },
    /** @param {string} marker @param {() => Promise<void>} post */
    async time(marker, post) {
      const started = performance.now();
      const arrived = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${marker} never arrived`)), 10_000);
        waiting.set(marker, () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
      await post();
      await arrived;
      return performance.now() - started;
    },
  };
}

const summary = (/** @type {number[]} */ ms) => ({
  samples: ms.length,
  p50Ms: Math.round(percentile(ms, 0.5) * 100) / 100,
  p99Ms: Math.round(percentile(ms, 0.99) * 100) / 100,
  maxMs: Math.round(Math.max(...ms) * 100) / 100,
});

async function measureProduct() {
  const scratch = await createScratchDatabase();
  const { users, admins } = await seedSupportAccounts(scratch.db, { users: SOCKETS, admins: ADMINS });
  const server = await startProductServer({ databaseUrl: scratch.url });
  const pid = /** @type {number} */ (server.child.pid);
  const wsUrl = `${server.baseUrl.replace('http', 'ws')}/ws`;
  const timer = arrivalTimer();
  // One socket first, so the hub's Redis subscription and code paths are warm before measuring.
  const warm = await openSockets(
    wsUrl,
    1,
    () => JSON.stringify({ type: 'auth', token: users[0]?.token }),
    () => {},
  );
  await settle();
  const before = rssKb(pid);
  const sockets = await openSockets(
    wsUrl,
    SOCKETS,
    (i) => JSON.stringify({ type: 'auth', token: users[i]?.token }),
    (i, text) => timer.onMessage(i, text),
  );
  await settle();
  const after = rssKb(pid);

  /** @type {number[]} */
  const delays = [];
  for (let n = 0; n < SAMPLES; n++) {
    const user = users[(n * 7919) % SOCKETS];
    const admin = admins[n % ADMINS];
    const marker = `bench-answer-${n}-${Math.random().toString(36).slice(2)}`;
    const ms = await timer.time(marker, async () => {
      const form = new FormData();
      form.set('message', marker);
      const res = await fetch(`${server.baseUrl}/api/admin/support/conversations/${user?.id}/message`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin?.token}` },
        body: form,
      });
      if (res.status !== 200) throw new Error(`answer refused: ${res.status} ${await res.text()}`);
    });
    // The first few warm the JIT and the pools up.
    if (n >= 10) delays.push(ms);
  }
  for (const s of [...warm, ...sockets]) s.terminate();
  await server.stop();
  return {
    rssBeforeKb: before,
    rssAfterKb: after,
    perSocketKb: (after - before) / SOCKETS,
    ...summary(delays),
  };
}

async function measureBare() {
  const port = await freePort();
  const bare = await startNode({
    name: 'bare ws server',
    script: BARE_SERVER,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    healthUrl: `http://127.0.0.1:${port}/api/health`,
  });
  const pid = /** @type {number} */ (bare.child.pid);
  const timer = arrivalTimer();
  const warm = await openSockets(
    `ws://127.0.0.1:${port}/ws`,
    1,
    () => JSON.stringify({ id: 'warm' }),
    () => {},
  );
  await settle();
  const before = rssKb(pid);
  const sockets = await openSockets(
    `ws://127.0.0.1:${port}/ws`,
    SOCKETS,
    (i) => JSON.stringify({ id: `s${i}` }),
    (i, text) => timer.onMessage(i, text),
  );
  await settle();
  const after = rssKb(pid);
  /** @type {number[]} */
  const delays = [];
  for (let n = 0; n < SAMPLES; n++) {
    const marker = `bench-echo-${n}-${Math.random().toString(36).slice(2)}`;
    const ms = await timer.time(marker, async () => {
      const res = await fetch(`http://127.0.0.1:${port}/push/s${(n * 7919) % SOCKETS}`, {
        method: 'POST',
        body: JSON.stringify({ type: 'new_support_message', message: { content: marker } }),
      });
      if (res.status !== 200) throw new Error(`bare push refused: ${res.status}`);
    });
    if (n >= 10) delays.push(ms);
  }
  for (const s of [...warm, ...sockets]) s.terminate();
  await bare.stop();
  return {
    rssBeforeKb: before,
    rssAfterKb: after,
    perSocketKb: (after - before) / SOCKETS,
    ...summary(delays),
  };
}

export async function measure() {
  await checkRedis();
  const bare = await measureBare();
  const product = await measureProduct();
  return { sockets: SOCKETS, samples: SAMPLES, product, bare };
}
