import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allSucceeded,
  type ChaosProduct,
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

describe('a worker killed during generations', () => {
  it('SIGKILL during 20 generations: all finish after a new worker starts, each charged once', async () => {
    // Slow enough that the worker dies with most of them half-written.
    product.llm.options = { ...product.llm.options, firstTokenDelayMs: 300, tokensPerSecond: 40 };
    const account = await signedInAccount(product, { coverLetters: 20, resumes: 0 });
    // One after another, as one person's tabs would (at once, the account lock answers "busy").
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await startCoverLetter(product, account));
    expect(new Set(ids).size).toBe(20);

    // The worker takes them and starts writing; then it dies without a word.
    await waitUntil('the model to be writing', () => product.llm.inFlight >= 10, 20_000, 50);
    await product.worker?.stop('SIGKILL');
    const running = await product.query<{ n: number }>(
      `select count(*)::int as n from generations where user_id = $1 and status <> 'succeeded'`,
      [account.id],
    );
    expect(running[0]?.n).toBeGreaterThan(0);

    // Nobody ran them while no worker lived; a new one takes every one of them back.
    product.worker = product.startWorker();
    await allSucceeded(product, account, 20, 60_000);

    const generations = await product.query<{ status: string; credits_state: string }>(
      'select status, credits_state from generations where user_id = $1',
      [account.id],
    );
    expect(generations.map((g) => `${g.status}/${g.credits_state}`)).toEqual(
      Array(20).fill('succeeded/consumed'),
    );
    // Each charged exactly once: 20 credits taken, none twice, none given back.
    const [user] = await product.query<{ cover_letters_remaining: number; cover_letters_generated: number }>(
      'select cover_letters_remaining, cover_letters_generated from users where id = $1',
      [account.id],
    );
    expect(user).toEqual({ cover_letters_remaining: 0, cover_letters_generated: 20 });
    // One cover letter per generation, none duplicated, each whole.
    const documents = await product.query<{ generation_id: string; content: string }>(
      `select generation_id, content from documents where user_id = $1 and type = 'cover_letter'`,
      [account.id],
    );
    expect(documents).toHaveLength(20);
    expect(new Set(documents.map((d) => d.generation_id))).toEqual(new Set(ids));
    for (const d of documents) expect(d.content).toContain('Sincerely,');
  });
});
