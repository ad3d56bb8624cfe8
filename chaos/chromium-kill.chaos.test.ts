import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChaosProduct,
  generationStates,
  signedInAccount,
  startChaosProduct,
  startCoverLetter,
  waitUntil,
} from './support/product.js';

let product: ChaosProduct;

beforeAll(async () => {
  product = await startChaosProduct();
});
afterAll(() => product?.close());

/** The Chromium processes the worker started (its direct children; the renderers follow them). */
function chromiumOf(pid: number | undefined): number[] {
  if (!pid) return [];
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, name]) => /chrom/i.test(name ?? ''))
      .map(([p]) => Number(p));
  } catch {
    return [];
  }
}

describe('Chromium killed during renders', () => {
  it('the renders are retried with a new Chromium and every PDF is delivered', async () => {
    const account = await signedInAccount(product, { coverLetters: 7, resumes: 0 });
    for (let i = 0; i < 7; i += 1) await startCoverLetter(product, account);
    await waitUntil(
      'the 7 cover letters',
      async () => (await generationStates(product, account)).every((g) => g.status === 'succeeded'),
      30_000,
      200,
      () => generationStates(product, account),
    );
    const documents = await product.query<{ id: string }>('select id from documents where user_id = $1', [
      account.id,
    ]);
    expect(documents).toHaveLength(7);
    const later = documents.pop()?.id ?? '';

    const pdf = async (id: string) => {
      const res = await fetch(`${product.url}/api/documents/${id}/download?format=pdf`, {
        headers: { authorization: account.auth, 'x-forwarded-for': account.ip },
      });
      const head = Buffer.from(await res.arrayBuffer()).subarray(0, 5);
      return { status: res.status, head: head.toString() };
    };
    const downloads = documents.map(({ id }) => pdf(id));
    // Chromium starts with the first PDF; it dies while the renders are under way.
    await waitUntil('Chromium to start', () => chromiumOf(product.worker?.child.pid).length > 0, 30_000, 20);
    const killed = chromiumOf(product.worker?.child.pid);
    for (const pid of killed) process.kill(pid, 'SIGKILL');

    const results = await Promise.all(downloads);
    expect(results).toEqual(Array(6).fill({ status: 200, head: '%PDF-' }));
    // The next PDF too: a new browser does the work.
    expect(await pdf(later)).toEqual({ status: 200, head: '%PDF-' });
    const now = chromiumOf(product.worker?.child.pid);
    expect(now.length).toBeGreaterThan(0);
    expect(now.some((pid) => killed.includes(pid))).toBe(false);
  });
});
