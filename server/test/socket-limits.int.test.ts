import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_LIMITS } from '../src/auth/socket-sessions.js';
import { MAX_CALLS_PER_BATCH, TOO_MANY_IN_BATCH } from '../src/trpc/limits.js';
import { signInAs } from './helpers/admin.js';
import { insertTestGeneration } from './helpers/documents.js';
import { openSupportSocket } from './helpers/support.js';
import { createTestApp } from './helpers/test-deps.js';
import { batchFrame, openTrpcSocket, type TrpcSocket } from './helpers/trpc-socket.js';

/**
 * Issue 27, holes 2 and 3: one signed-in account must not be able to take the server down
 * through its sockets or tRPC batches. Each excess is refused at once (an error or a close),
 * never queued, and other people keep being answered.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
const opened: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  ctx = await createTestApp({}, { sessionCache: true });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close().catch(() => {})));
  await ctx?.close();
});

function trpcSocket(token: string): TrpcSocket {
  const s = openTrpcSocket(`ws://${base}/trpc`, { token });
  opened.push(s);
  return s;
}

/** GET /api/auth/user for someone else, as a bystander sees it. */
async function bystanderAnswers(token: string): Promise<number> {
  const res = await fetch(`http://${base}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  return res.status;
}

describe('tRPC batches', () => {
  it(`answers a batch of ${MAX_CALLS_PER_BATCH} calls over HTTP and refuses one more with a sentence`, async () => {
    const person = await signInAs(ctx, 'user');
    const batch = (n: number) =>
      fetch(
        `http://${base}/trpc/${Array.from({ length: n }, () => 'documents.count').join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
        { headers: { authorization: `Bearer ${person.token}` } },
      );
    const fits = await batch(MAX_CALLS_PER_BATCH);
    expect(fits.status).toBe(200);
    expect(((await fits.json()) as unknown[]).length).toBe(MAX_CALLS_PER_BATCH);

    const over = await batch(MAX_CALLS_PER_BATCH + 1);
    expect(over.status).toBe(400);
    expect(JSON.stringify(await over.json())).toContain(TOO_MANY_IN_BATCH);
  });

  it('closes a socket whose message carries too many calls, answering none of them', async () => {
    const attacker = await signInAs(ctx, 'user');
    const s = trpcSocket(attacker.token);
    await s.opened;
    s.sendRaw(batchFrame('documents.list', 100));
    const closed = await s.closed;
    expect(closed.code).toBe(1008);
    expect(closed.reason).toBe(TOO_MANY_IN_BATCH);
    expect(s.frames).toEqual([]);
  });

  it('closes a socket sent a message far over 64 KiB before reading it', async () => {
    const attacker = await signInAs(ctx, 'user');
    const s = trpcSocket(attacker.token);
    await s.opened;
    s.sendRaw(
      JSON.stringify({ id: 1, method: 'query', params: { path: 'auth.user', input: 'x'.repeat(900_000) } }),
    );
    expect((await s.closed).code).toBe(1009);
  });

  it('answers a batch within the limits, and refuses calls past those in flight instead of queueing them', async () => {
    const person = await signInAs(ctx, 'user');
    const s = trpcSocket(person.token);
    await s.opened;
    // Three messages of ten at once: more than a socket may have in flight.
    for (let i = 0; i < 3; i++) s.sendRaw(batchFrame('documents.list', MAX_CALLS_PER_BATCH, {}));
    const deadline = Date.now() + 5_000;
    while (s.frames.length < 3 * MAX_CALLS_PER_BATCH && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    // Every call was answered: data, or a refusal saying to wait.
    expect(s.frames).toHaveLength(3 * MAX_CALLS_PER_BATCH);
    const refused = s.frames.filter((f) => f.error);
    const answered = s.frames.filter((f) => f.result?.type === 'data');
    expect(answered.length).toBeGreaterThanOrEqual(MAX_CALLS_PER_BATCH);
    expect(refused.length).toBeGreaterThan(0);
    for (const f of refused) expect(f.error?.data?.code).toBe('TOO_MANY_REQUESTS');
    // The socket stays usable once they are done.
    expect((await s.call('documents.count')).result?.type).toBe('data');
  });
});

describe('subscriptions per socket', () => {
  it(`holds ${SOCKET_LIMITS.subscriptionsPerSocket} live subscriptions on a socket and refuses one more at once`, async () => {
    const person = await signInAs(ctx, 'user');
    await ctx.deps.db
      .updateTable('users')
      .set({ email_verified: true })
      .where('id', '=', person.user.id)
      .execute();
    const generationId = await insertTestGeneration(ctx.deps.db, person.user.id, { status: 'queued' });
    const s = trpcSocket(person.token);
    for (let i = 0; i < SOCKET_LIMITS.subscriptionsPerSocket; i++) {
      const started = await s.call('generation.watch', { id: generationId }, 'subscription');
      expect(started.result?.type).toBe('started');
    }
    const refused = await s.call('generation.watch', { id: generationId }, 'subscription');
    expect(refused.error?.data?.code).toBe('TOO_MANY_REQUESTS');
    // Queries still run beside them.
    expect((await s.call('documents.count')).result?.type).toBe('data');
  });
});

describe('sockets per account', () => {
  it(`lets one account hold ${SOCKET_LIMITS.socketsPerAccount} sockets and refuses the next, on both paths`, async () => {
    const person = await signInAs(ctx, 'user');
    const held: TrpcSocket[] = [];
    for (let i = 0; i < SOCKET_LIMITS.socketsPerAccount; i++) {
      const s = trpcSocket(person.token);
      held.push(s);
      expect((await s.call('documents.count')).result?.type).toBe('data');
    }
    const extra = trpcSocket(person.token);
    const refused = await extra.call('documents.count').catch(() => null);
    expect(refused?.error?.data?.code ?? 'closed').toMatch(/TOO_MANY_REQUESTS|closed/);
    await extra.closed;

    const support = openSupportSocket(`ws://${base}/ws`);
    opened.push(support);
    const code = new Promise<number>((resolve) => support.socket.once('close', (c) => resolve(c)));
    support.send({ type: 'auth', token: person.token });
    expect(await code).toBe(4429);

    // Closing one lets another in.
    await held[0]?.close();
    await new Promise((r) => setTimeout(r, 50));
    const next = trpcSocket(person.token);
    expect((await next.call('documents.count')).result?.type).toBe('data');
  });
});

describe('/ws floods', () => {
  it('closes a socket that floods pings and never reads; others are answered meanwhile', async () => {
    const attacker = await signInAs(ctx, 'user');
    const bystander = await signInAs(ctx, 'user');
    const s = openSupportSocket(`ws://${base}/ws`);
    opened.push(s);
    s.send({ type: 'auth', token: attacker.token });
    await s.next((e) => e.type === 'ready');
    const closed = new Promise<number>((resolve) => s.socket.once('close', (c) => resolve(c)));
    // Stop reading, then flood.
    s.socket.pause();
    const ping = JSON.stringify({ type: 'ping' });
    for (let i = 0; i < 20_000; i++) s.socket.send(ping);
    s.socket.resume();
    expect(await closed).toBe(4429);
    expect(await bystanderAnswers(bystander.token)).toBe(200);
    // Pongs answered before the close are a few dozen, not one per ping.
    expect(s.events.filter((e) => e.type === 'pong').length).toBeLessThanOrEqual(30);
  });

  it('closes a tRPC socket that floods messages', async () => {
    const attacker = await signInAs(ctx, 'user');
    const s = trpcSocket(attacker.token);
    await s.opened;
    for (let i = 0; i < 500; i++) s.socket.send('PING');
    expect((await s.closed).code).toBe(4429);
    expect(s.socket.readyState).toBe(WebSocket.CLOSED);
  });
});
