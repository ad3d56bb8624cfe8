import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { SupportSocketEvent } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './helpers/admin.js';
import { openSupportSocket, type SupportSocket } from './helpers/support.js';
import { createTestApp } from './helpers/test-deps.js';
import { openTrpcSocket, type TrpcSocket } from './helpers/trpc-socket.js';
import { TEST_PASSWORD } from './helpers/users.js';

/**
 * Issue 27, hole 1: a socket is authorised against the session as it is now, not as it was when
 * it opened. Sign-out, deactivation, deletion and demotion each close the person's open sockets
 * on /trpc and /ws (4401) within a second, and the next call is refused.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let trpcUrl: string;
let wsUrl: string;
const opened: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  // As in production: the session cache, kept honest by the database's change feed.
  ctx = await createTestApp({}, { sessionCache: true });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (ctx.app.server.address() as AddressInfo).port;
  trpcUrl = `ws://127.0.0.1:${port}/trpc`;
  wsUrl = `ws://127.0.0.1:${port}/ws`;
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await ctx?.close();
});

async function trpcSocket(token: string): Promise<TrpcSocket> {
  const s = openTrpcSocket(trpcUrl, { token });
  opened.push(s);
  // The first call proves the socket is signed in.
  const me = await s.call('auth.user');
  expect(me.error).toBeUndefined();
  return s;
}

async function supportSocket(token: string): Promise<SupportSocket> {
  const s = openSupportSocket(wsUrl);
  opened.push(s);
  const closed = new Promise<number>((resolve) => s.socket.once('close', (code) => resolve(code)));
  Object.assign(s, { closedCode: closed });
  s.send({ type: 'auth', token });
  await s.next((e) => e.type === 'ready');
  return s;
}

const closeCodeOf = (s: SupportSocket): Promise<number> =>
  (s as SupportSocket & { closedCode: Promise<number> }).closedCode;

/** Resolves with the close code, or fails if the socket is still open after `ms`. */
async function closedWithin<T>(closed: Promise<T>, ms = 1_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('a socket lives only as long as its session', () => {
  it('sign-out closes both sockets at once, and the token opens nothing afterwards', async () => {
    const person = await signInAs(ctx, 'user');
    const trpc = await trpcSocket(person.token);
    const support = await supportSocket(person.token);

    const out = await person.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);

    expect((await closedWithin(trpc.closed)).code).toBe(4401);
    expect(await closedWithin(closeCodeOf(support))).toBe(4401);

    // A new socket with the old token is signed out: the next call is refused.
    const again = openTrpcSocket(trpcUrl, { token: person.token });
    opened.push(again);
    const refused = await again.call('settings.update', { theme: 'dark' }, 'mutation');
    expect(refused.error?.data?.code).toBe('UNAUTHORIZED');
    // Issue 32's calls too: no help on a selection streams, no version is restored.
    const id = randomUUID();
    const help = await again.call(
      'documents.selectionHelp.stream',
      { id, action: 'stronger', start: 0, end: 5 },
      'subscription',
    );
    expect(help.error?.data?.code).toBe('UNAUTHORIZED');
    const restore = await again.call('documents.versions.restore', { id, n: 1 }, 'mutation');
    expect(restore.error?.data?.code).toBe('UNAUTHORIZED');
  });

  it('deactivation by an administrator closes the person’s sockets; a new socket can start nothing', async () => {
    const admin = await signInAs(ctx, 'admin');
    const person = await signInAs(ctx, 'user');
    const trpc = await trpcSocket(person.token);
    const support = await supportSocket(person.token);

    await admin.caller.admin.users.setStatus({ id: person.user.id, isActive: false });

    expect((await closedWithin(trpc.closed)).code).toBe(4401);
    expect(await closedWithin(closeCodeOf(support))).toBe(4401);
    const again = openTrpcSocket(trpcUrl, { token: person.token });
    opened.push(again);
    const refused = await again.call('generation.start', { jobTitle: 'Analyst' }, 'mutation');
    expect(refused.error?.data?.code).toBe('UNAUTHORIZED');
  });

  it('account deletion closes the sockets; the deleted profile is never answered again', async () => {
    const person = await signInAs(ctx, 'user');
    const trpc = await trpcSocket(person.token);
    const support = await supportSocket(person.token);

    const res = await person.inject({
      method: 'DELETE',
      url: '/api/user',
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);

    expect((await closedWithin(trpc.closed)).code).toBe(4401);
    expect(await closedWithin(closeCodeOf(support))).toBe(4401);
    expect(trpc.frames.filter((f) => f.result)).toHaveLength(1);
  });

  it('a demoted administrator loses her sockets: no admin call, no one else’s support messages', async () => {
    const owner = await signInAs(ctx, 'admin');
    const demoted = await signInAs(ctx, 'admin');
    const customer = await signInAs(ctx, 'user');
    const trpc = await trpcSocket(demoted.token);
    const support = await supportSocket(demoted.token);
    support.send({ type: 'inbox_open' });

    await owner.caller.admin.users.setRole({ id: demoted.user.id, role: 'user' });

    expect((await closedWithin(trpc.closed)).code).toBe(4401);
    expect(await closedWithin(closeCodeOf(support))).toBe(4401);

    // The same session, on a new socket, is a plain user's: it cannot promote itself back.
    const again = openTrpcSocket(trpcUrl, { token: demoted.token });
    opened.push(again);
    const refused = await again.call(
      'admin.users.setRole',
      { id: demoted.user.id, role: 'admin' },
      'mutation',
    );
    expect(refused.error?.data?.code).toBe('FORBIDDEN');
    const row = await ctx.deps.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', demoted.user.id)
      .executeTakeFirst();
    expect(row?.role).toBe('user');

    // A customer's message after the demotion reaches no socket of hers.
    await customer.inject({
      method: 'POST',
      url: '/api/support/messages',
      payload: { message: 'after demotion' },
    });
    await new Promise((r) => setTimeout(r, 200));
    const heard = support.events.filter(
      (e) =>
        e.type === 'new_support_message' &&
        (e as Extract<SupportSocketEvent, { type: 'new_support_message' }>).message.content ===
          'after demotion',
    );
    expect(heard).toEqual([]);
  });

  it('a socket of another session of the same person stays open when one session signs out', async () => {
    const first = await signInAs(ctx, 'user', { email: `two-sessions-${Date.now()}@example.com` });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: first.user.email, password: TEST_PASSWORD },
    });
    const otherToken = second.json().token as string;
    const mine = await trpcSocket(first.token);
    const theirs = await trpcSocket(otherToken);

    await first.inject({ method: 'POST', url: '/api/auth/logout' });
    expect((await closedWithin(mine.closed)).code).toBe(4401);
    const still = await theirs.call('auth.user');
    expect(still.result?.data).toMatchObject({ id: first.user.id });
  });
});

describe('without the session cache, each call still reads the session as it is now', () => {
  let bare: Awaited<ReturnType<typeof createTestApp>>;
  let url: string;
  beforeAll(async () => {
    bare = await createTestApp();
    await bare.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(bare.app.server.address() as AddressInfo).port}/trpc`;
  });
  afterAll(() => bare?.close());

  it('refuses the next call after the session row is gone, and closes the socket', async () => {
    const person = await signInAs(bare, 'user');
    const s = openTrpcSocket(url, { token: person.token });
    opened.push(s);
    expect((await s.call('auth.user')).result?.data).toMatchObject({ id: person.user.id });

    await bare.deps.db.deleteFrom('sessions').where('user_id', '=', person.user.id).execute();

    const refused = await s
      .call('profile.update', { firstName: 'Not', lastName: 'Me' }, 'mutation')
      .catch(() => null);
    if (refused) expect(refused.error?.data?.code).toBe('UNAUTHORIZED');
    expect((await closedWithin(s.closed)).code).toBe(4401);
    const row = await bare.deps.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', person.user.id)
      .executeTakeFirst();
    expect(row?.full_name).not.toBe('Not Me');
  });
});
