// The applications bench's measurements, one target after the other on one product server:
// the reference GET /api/auth/user (a cached session: no query), then GET /api/applications of
// a person with 1,000 applications three ways:
//   full        no If-None-Match, list unchanged: a new tab or a client without the ETag;
//   revalidate  If-None-Match with the current ETag (what a browser sends): 304, no body;
//   changing    no If-None-Match while a writer changes one application every WRITE_EVERY_MS,
//               so nearly every answer is built anew (the list right after a change).
// Then `cold`: one change, then one read, one after the other, as a person sees the board after
// moving a card. Same load for all (10 connections unless BENCH_CONNECTIONS); every request
// carries a browser's Accept-Encoding.

import { get } from 'node:http';
import { sql } from 'kysely';
import { signInAccount } from '../auth/accounts.mjs';
import { measureHelloBaseline } from '../lib/baseline.mjs';
import { runCustomLoad } from '../lib/custom-load.mjs';
import { startProductServer } from '../lib/product.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { percentile } from '../lib/stats.mjs';
import { APPLICATIONS, DOCUMENTS_EACH, seedApplications } from './seed.mjs';

// The env overrides are for quick local iterations only; the goals assume the defaults.
export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS || 10),
  duration: Number(process.env.BENCH_DURATION || 10),
  warmup: Number(process.env.BENCH_WARMUP || 3),
};
export const WRITE_EVERY_MS = 10;
export const COLD_READS = 30;
const BROWSER = 'gzip, deflate, br';

/** One raw GET (no decompression): status, headers and the bytes on the wire. */
function rawGet(/** @type {string} */ url, /** @type {Record<string, string>} */ headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** One list read before the load: a real answer of the right size, not an error page. */
async function checkList(/** @type {string} */ baseUrl, /** @type {string} */ authorization) {
  const url = `${baseUrl}/api/applications`;
  const plain = await rawGet(url, { authorization });
  const body = plain.status === 200 ? JSON.parse(plain.bytes.toString('utf8')) : undefined;
  const list = body?.applications;
  if (!Array.isArray(list) || list.length !== APPLICATIONS)
    throw new Error(`GET /api/applications answered ${plain.status} with ${list?.length} applications`);
  const documents = list.reduce((sum, a) => sum + a.documents.length, 0);
  if (documents !== APPLICATIONS * DOCUMENTS_EACH) throw new Error(`the list held ${documents} documents`);
  const etag = plain.headers.etag;
  if (typeof etag !== 'string') throw new Error('GET /api/applications sent no ETag');
  const zipped = await rawGet(url, { authorization, 'accept-encoding': BROWSER });
  const again = await rawGet(url, { authorization, 'if-none-match': etag });
  if (again.status !== 304 || again.bytes.length !== 0)
    throw new Error(`a revalidation answered ${again.status} with ${again.bytes.length} bytes`);
  return {
    bytes: plain.bytes.length,
    wireBytes: zipped.bytes.length,
    encoding: zipped.headers['content-encoding'],
    etag,
  };
}

/** Changes one application (moves it to the top of the list) every `everyMs` until stopped. */
function startWriter(/** @type {import('kysely').Kysely<any>} */ db, /** @type {number} */ everyMs) {
  let running = true;
  let writes = 0;
  const done = (async () => {
    const { id } = await db.selectFrom('applications').select('id').limit(1).executeTakeFirstOrThrow();
    while (running) {
      await sql`update applications set updated_at = now() where id = ${id}`.execute(db);
      writes += 1;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return writes;
    },
  };
}

/**
 * `reads` times: change one application, then read the list once; the reads' latencies. Each
 * change moves the list, so each answer must carry a new ETag: one that does not is a stale
 * answer (the server had not heard of the change yet), counted apart and left out of the
 * latencies (it measures a cache hit, not a read after a change).
 */
async function coldReads(db, url, headers, reads) {
  const { id } = await db.selectFrom('applications').select('id').limit(1).executeTakeFirstOrThrow();
  const ms = [];
  let stale = 0;
  let previous = (await rawGet(url, headers)).headers.etag;
  for (let i = 0; i < reads; i++) {
    await sql`update applications set updated_at = now() where id = ${id}`.execute(db);
    const began = performance.now();
    const res = await rawGet(url, headers);
    const elapsed = performance.now() - began;
    if (res.status !== 200) throw new Error(`a cold read answered ${res.status}`);
    if (res.headers.etag === previous) stale += 1;
    else ms.push(elapsed);
    previous = res.headers.etag;
  }
  const round = (v) => Math.round(v * 10) / 10;
  return {
    count: reads,
    stale,
    p50Ms: round(percentile(ms, 0.5)),
    p99Ms: round(percentile(ms, 0.99)),
    maxMs: round(Math.max(...ms)),
  };
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
    const checked = await checkList(server.baseUrl, authorization);
    const headers = { authorization, 'accept-encoding': BROWSER };
    const listUrl = `${server.baseUrl}/api/applications`;
    const user = await runCustomLoad({ url: `${server.baseUrl}/api/auth/user`, headers, ...LOAD });
    const full = await runCustomLoad({ url: listUrl, headers, ...LOAD });
    const { etag } = await checkList(server.baseUrl, authorization);
    const revalidate = await runCustomLoad({
      url: listUrl,
      headers: { ...headers, 'if-none-match': etag },
      ...LOAD,
    });
    const writer = startWriter(scratch.db, WRITE_EVERY_MS);
    let changing;
    let writes;
    try {
      changing = await runCustomLoad({ url: listUrl, headers, ...LOAD });
    } finally {
      writes = await writer.stop();
    }
    const cold = await coldReads(scratch.db, listUrl, headers, COLD_READS);
    return { seedMs, ...checked, baseline, user, full, revalidate, changing, writes, cold };
  } finally {
    await server.stop();
    if (server.output().trim()) console.log(`product server output (last lines):\n${server.output()}`);
  }
}
