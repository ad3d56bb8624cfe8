import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type ChaosProduct,
  JOB,
  signedInAccount,
  startChaosProduct,
  waitUntil,
} from './support/product.js';

// Big enough (2 MB) to be still arriving when the signal comes.
const RESUME = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(2 * 1024 * 1024, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
let product: ChaosProduct;

beforeAll(async () => {
  product = await startChaosProduct();
});
afterAll(() => product?.close());

/** What a person's browser sees: an answer, or the connection failing. */
type Outcome = { status: number; body: Record<string, unknown> } | { network: string };
const settle = async (request: Promise<Response>): Promise<Outcome> => {
  try {
    const res = await request;
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: res.status, body };
  } catch (error) {
    return { network: error instanceof Error ? error.message : String(error) };
  }
};

const upload = (account: Account) => {
  const form = new FormData();
  form.append('file', new Blob([RESUME], { type: 'application/pdf' }), 'john_doe.pdf');
  return settle(
    fetch(`${product.url}/api/files/resume`, {
      method: 'POST',
      headers: { authorization: account.auth, 'x-forwarded-for': account.ip },
      body: form,
    }),
  );
};
const generate = (account: Account) =>
  settle(
    fetch(`${product.url}/trpc/generation.start`, {
      method: 'POST',
      headers: {
        authorization: account.auth,
        'x-forwarded-for': account.ip,
        'content-type': 'application/json',
      },
      body: JSON.stringify(JOB),
    }),
  );

const ok = (o: Outcome) => 'status' in o && o.status >= 200 && o.status < 300;
/** A clear error: a sentence with a 5xx (503 while closing), or the connection refused at once. */
const clearError = (o: Outcome) =>
  'network' in o || (o.status >= 500 && typeof o.body.message === 'string' && o.body.message.length > 10);

describe('a server stopped with SIGTERM', () => {
  it('in-flight uploads and generations finish or get a clear error; nothing is half-written', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 5 }, () => signedInAccount(product, { coverLetters: 1, resumes: 0 })),
    );
    const pending = accounts.flatMap((a) => [upload(a), generate(a)]);
    await new Promise((r) => setTimeout(r, 30));
    await product.server.stop('SIGTERM');
    const outcomes = await Promise.all(pending);
    for (const o of outcomes) expect(ok(o) || clearError(o), JSON.stringify(o)).toBe(true);

    // A new server on the same database and queue; the worker never stopped.
    product.server = await product.startServer();
    const ids = accounts.map((a) => a.id);
    // Every stored file is whole.
    const files = await product.query<{ whole: boolean; size: number }>(
      `select size_bytes = octet_length(content) and size_bytes = $2 as whole, size_bytes as size
         from files where user_id = any($1)`,
      [ids, RESUME.length],
    );
    expect(files.every((f) => f.whole)).toBe(true);
    const uploaded = outcomes.filter((o, i) => i % 2 === 0 && ok(o)).length;
    expect(files.length).toBeGreaterThanOrEqual(uploaded);

    // Every generation that was accepted (answered or not) is written and charged once; one that
    // was not accepted took no credit.
    const answered = outcomes
      .filter((o, i) => i % 2 === 1 && ok(o))
      .map(
        (o) =>
          ((o as { body: { result?: { data?: { id?: string } } } }).body.result?.data?.id ?? '') as string,
      );
    const rows = () =>
      product.query<{ id: string; user_id: string; status: string; credits_state: string }>(
        'select id, user_id, status, credits_state from generations where user_id = any($1)',
        [ids],
      );
    expect((await rows()).map((r) => r.id)).toEqual(expect.arrayContaining(answered));
    await waitUntil(
      'every accepted generation to finish',
      async () => (await rows()).every((r) => r.status === 'succeeded'),
      30_000,
      300,
      rows,
    );
    for (const account of accounts) {
      const mine = (await rows()).filter((r) => r.user_id === account.id);
      const [user] = await product.query<{ left: number; docs: number }>(
        `select cover_letters_remaining as left,
           (select count(*)::int from documents where user_id = $1) as docs from users where id = $1`,
        [account.id],
      );
      expect(user).toEqual({ left: 1 - mine.length, docs: mine.length });
      for (const r of mine) expect(r.credits_state).toBe('consumed');
    }
  });
});
