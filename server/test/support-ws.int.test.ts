import type { AddressInfo } from 'node:net';
import type { SupportSocketEvent } from '@app/shared';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.js';
import { sessionCookieName } from '../src/auth/cookies.js';
import type { Deps } from '../src/deps.js';
import {
  agentOnline,
  announceAgentChange,
  touchAgent,
  userHasSocket,
} from '../src/modules/support/support-live.js';
import { registerSupportSocket } from '../src/modules/support/support-socket.js';
import { createPubSub } from '../src/queue/pubsub.js';
import { createRedis } from '../src/queue/redis.js';
import { signInAs } from './helpers/admin.js';
import { mailCount } from './helpers/mailbox.js';
import { closedWith, openSupportSocket, type SupportSocket, supportForm } from './helpers/support.js';
import { createTestApp } from './helpers/test-deps.js';
import { waitUntil } from './helpers/wait.js';

/** Process A is the test app; process B is a second app on the same database and Redis. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let second: FastifyInstance;
let secondDeps: Deps;
let urlA: string;
let urlB: string;
const sockets: SupportSocket[] = [];

const wsUrl = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  // Its own subscriber connection and its own hub, as another server process would have.
  secondDeps = { ...ctx.deps, pubsub: createPubSub(() => createRedis(ctx.deps.env.REDIS_URL, 'consumer')) };
  second = await buildApp(secondDeps);
  await second.listen({ port: 0, host: '127.0.0.1' });
  urlA = wsUrl(ctx.app);
  urlB = wsUrl(second);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await second?.close();
  await secondDeps?.pubsub.close();
  await ctx?.close();
});

/** A socket signed in with the token in its first message; resolves once the server is ready. */
async function connect(url: string, token: string, query = ''): Promise<SupportSocket> {
  const s = openSupportSocket(`${url}${query}`);
  sockets.push(s);
  s.send({ type: 'auth', token });
  await s.next((e) => e.type === 'ready');
  return s;
}

const isMessage = (content: string) => (e: { type: string }) =>
  e.type === 'new_support_message' &&
  (e as Extract<SupportSocketEvent, { type: 'new_support_message' }>).message.content === content;
const isStatus = (online: boolean) => (e: { type: string }) =>
  e.type === 'support_status_update' &&
  (e as Extract<SupportSocketEvent, { type: 'support_status_update' }>).status.agentOnline === online;

describe('/ws', () => {
  it('ignores a forged userId: a socket hears only its own session', async () => {
    const victim = await signInAs(ctx, 'user');
    const attacker = await signInAs(ctx, 'user');
    const admin = await signInAs(ctx, 'admin');

    const own = await connect(urlA, victim.token);
    const forged = await connect(urlA, attacker.token, `?userId=${victim.user.id}`);
    // Signed out with the victim's id: closed, never joined.
    const anonymous = openSupportSocket(`${urlA}?userId=${victim.user.id}`);
    sockets.push(anonymous);
    const code = closedWith(anonymous.socket);
    anonymous.send({ type: 'ping' });
    expect(await code).toBe(4401);

    await admin.caller.support.admin.reply({ userId: victim.user.id, message: 'for the victim only' });
    const event = await own.next(isMessage('for the victim only'));
    expect(event).toMatchObject({ targetUserId: victim.user.id, message: { messageType: 'support' } });
    // The victim had a socket open: no e-mail.
    expect(await mailCount(ctx.deps.db, victim.user.email)).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(forged.events.filter((e) => e.type === 'new_support_message')).toEqual([]);
    expect(anonymous.events.filter((e) => e.type === 'new_support_message')).toEqual([]);
  });

  it('authenticates with the session cookie on the upgrade, and refuses a foreign Origin', async () => {
    const user = await signInAs(ctx, 'user');
    const cookie = `${sessionCookieName(ctx.deps.env)}=${user.token}`;
    const port = (ctx.app.server.address() as AddressInfo).port;
    const s = openSupportSocket(urlA, { cookie, origin: `http://127.0.0.1:${port}` });
    sockets.push(s);
    await s.next((e) => e.type === 'ready');

    const foreign = openSupportSocket(urlA, { cookie, origin: 'https://evil.example' });
    const refused = await new Promise<boolean>((resolve) => {
      foreign.socket.once('error', () => resolve(true));
      foreign.socket.once('open', () => resolve(false));
    });
    expect(refused).toBe(true);
  });

  it('delivers a message posted through one process to a socket held by another', async () => {
    const user = await signInAs(ctx, 'user');
    const admin = await signInAs(ctx, 'admin');
    const onB = await connect(urlB, user.token);
    const adminOnB = await connect(urlB, admin.token);

    const form = supportForm({ message: 'answer across processes' });
    const res = await admin.inject({
      method: 'POST',
      url: `/api/admin/support/conversations/${user.user.id}/message`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(200);
    await onB.next(isMessage('answer across processes'));

    // The user's own message reaches the administrators' sockets too.
    const userForm = supportForm({ message: 'thanks!' });
    await user.inject({
      method: 'POST',
      url: '/api/support/message',
      payload: userForm.payload,
      headers: userForm.headers,
    });
    await adminOnB.next(isMessage('thanks!'));
  });

  it('says agentOnline while an administrator has the inbox open, and not after they leave', async () => {
    const user = await signInAs(ctx, 'user');
    const admin = await signInAs(ctx, 'admin');
    const status = async () => (await ctx.app.inject({ method: 'GET', url: '/api/support/status' })).json();
    const watcher = await connect(urlA, user.token);
    expect(await status()).toMatchObject({ agentOnline: false });

    const inbox = await connect(urlB, admin.token);
    inbox.send({ type: 'inbox_open' });
    const online = await watcher.next(isStatus(true));
    expect(await status()).toMatchObject({ agentOnline: true });

    // A user cannot pretend to be an agent.
    const pretender = await connect(urlA, user.token);
    await inbox.close();
    await watcher.next(
      (e) => isStatus(false)(e) && watcher.events.indexOf(e) > watcher.events.indexOf(online),
    );
    pretender.send({ type: 'inbox_open' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await status()).toMatchObject({ agentOnline: false });
  });

  it('lets an administrator whose process died lapse within 30 s', async () => {
    await touchAgent(ctx.deps, 'ws:crashed-process-socket');
    expect(await agentOnline(ctx.deps)).toBe(true);
    const later = new Date(Date.now() + 30_000);
    const afterwards = { ...ctx.deps, clock: { now: () => later } };
    expect(await agentOnline(afterwards)).toBe(false);
    // The heartbeat's sweep publishes the change to every socket.
    const user = await signInAs(ctx, 'user');
    const watcher = await connect(urlA, user.token);
    // It joined while the crashed administrator still counted.
    // (The status follows 'ready' once the server has read the presence: wait for it, not a slot.)
    const joined = await watcher.next((e) => e.type === 'support_status_update');
    expect(joined).toEqual({ type: 'support_status_update', status: { agentOnline: true } });
    await announceAgentChange(afterwards);
    await watcher.next(isStatus(false));
  });
});

describe('/ws heartbeats', () => {
  it('closes a socket that stops answering pings, and forgets its presence', async () => {
    const app = Fastify();
    await app.register(websocket);
    await registerSupportSocket(app, ctx.deps, { heartbeatMs: 150 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const user = await signInAs(ctx, 'user');
      const alive = openSupportSocket(wsUrl(app));
      // A peer that vanished without closing: it never answers a ping.
      const dead = new WebSocket(wsUrl(app), { autoPong: false });
      const deadClosed = closedWith(dead);
      await new Promise((resolve) => dead.once('open', resolve));
      dead.send(JSON.stringify({ type: 'auth', token: user.token }));
      alive.send({ type: 'auth', token: user.token });
      await alive.next((e) => e.type === 'ready');
      expect(await userHasSocket(ctx.deps, user.user.id)).toBe(true);
      expect(await deadClosed).toBe(1006);
      await new Promise((r) => setTimeout(r, 400));
      expect(alive.socket.readyState).toBe(WebSocket.OPEN);
      await alive.close();
      await waitUntil(async () => ((await userHasSocket(ctx.deps, user.user.id)) ? undefined : true), 2_000);
    } finally {
      await app.close();
    }
  });
});
