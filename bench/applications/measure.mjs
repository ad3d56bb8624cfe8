// The applications bench's measurements, one target after the other on one product server:
// the reference GET /api/auth/user (one sessions⨝users query), then GET /api/applications of a
// person with 1,000 applications. Same load for both (10 connections unless BENCH_CONNECTIONS).

import { signInAccount } from '../auth/accounts.mjs';
import { measureHelloBaseline } from '../lib/baseline.mjs';
import { runCustomLoad } from '../lib/custom-load.mjs';
import { startProductServer } from '../lib/product.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { APPLICATIONS, DOCUMENTS_EACH, seedApplications } from './seed.mjs';

// The env overrides are for quick local iterations only; the goals assume the defaults.
export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS || 10),
  duration: Number(process.env.BENCH_DURATION || 10),
  warmup: Number(process.env.BENCH_WARMUP || 3),
};

/** One list read before the load: a real answer of the right size, not an error page. */
async function checkList(/** @type {string} */ baseUrl, /** @type {string} */ authorization) {
  const res = await fetch(`${baseUrl}/api/applications`, { headers: { authorization } });
  const body = await res.json().catch(() => undefined);
  const list = body?.applications;
  if (res.status !== 200 || !Array.isArray(list) || list.length !== APPLICATIONS)
    throw new Error(`GET /api/applications answered ${res.status} with ${list?.length} applications`);
  const documents = list.reduce((sum, a) => sum + a.documents.length, 0);
  if (documents !== APPLICATIONS * DOCUMENTS_EACH) throw new Error(`the list held ${documents} documents`);
  return { bytes: Buffer.byteLength(JSON.stringify(body)) };
}

export async function measure() {
  await checkRedis();
  const scratch = await createScratchDatabase();
  const seeded = performance.now();
  await seedApplications(scratch.db);
  const seedMs = Math.round(performance.now() - seeded);
  const baseline = await measureHelloBaseline(LOAD);
  const server = await startProductServer({ databaseUrl: scratch.url });
  try {
    const { authorization } = await signInAccount(server.baseUrl);
    const { bytes } = await checkList(server.baseUrl, authorization);
    const headers = { authorization, 'accept-encoding': 'gzip, deflate, br' };
    const user = await runCustomLoad({ url: `${server.baseUrl}/api/auth/user`, headers, ...LOAD });
    const list = await runCustomLoad({ url: `${server.baseUrl}/api/applications`, headers, ...LOAD });
    return { seedMs, bytes, baseline, user, list };
  } finally {
    await server.stop();
    if (server.output().trim()) console.log(`product server output (last lines):\n${server.output()}`);
  }
}
