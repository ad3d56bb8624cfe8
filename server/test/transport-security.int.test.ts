import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.js';
import { createLogger } from '../src/logger.js';
import type { AppRouter } from '../src/trpc/router.js';
import { browser, freshIp } from './helpers/http.js';
import { latestMail, sixDigits } from './helpers/mailbox.js';
import { rawUpgrade } from './helpers/raw-upgrade.js';
import { createTestApp, createTestDeps, type TestContext } from './helpers/test-deps.js';
import { insertTestUser, signInTestUser, TEST_PASSWORD } from './helpers/users.js';

/** Every log line the app writes, as parsed JSON and as raw text. */
class LogCapture {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
  get text(): string {
    return this.lines.join('');
  }
}

let ctx: TestContext & { app: FastifyInstance };
let logs: LogCapture;
let port: number;

beforeAll(async () => {
  const context = await createTestDeps({ LOG_LEVEL: 'info' });
  logs = new LogCapture();
  context.deps.logger = createLogger(context.deps.env, 'test', logs);
  const app = await buildApp(context.deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  ctx = {
    ...context,
    app,
    async close() {
      await app.close();
      await context.close();
    },
  };
});
afterAll(() => ctx.close());

interface StreamOutcome {
  status: number | null;
  /** Bytes written when the answer (or the refusal of the connection) arrived. */
  sentWhenAnswered: number;
}

/**
 * Streams up to `sendAtMost` bytes of a body announced as `declared` bytes and stops as soon as
 * the server answers. A server that buffers the whole body answers only after all of it.
 */
function streamBody(
  path: string,
  headers: Record<string, string>,
  sendAtMost: number,
  method = 'POST',
): Promise<StreamOutcome> {
  return new Promise((resolve) => {
    let sent = 0;
    let finished = false;
    const finish = (status: number | null) => {
      if (finished) return;
      finished = true;
      req.destroy();
      resolve({ status, sentWhenAnswered: sent });
    };
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers });
    req.on('response', (res) => {
      res.resume();
      finish(res.statusCode ?? null);
    });
    req.on('error', () => finish(null));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = (): void => {
      while (!finished && sent < sendAtMost) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      // Everything allowed is sent: give a buffering server a moment, then call it a failure.
      if (!finished) setTimeout(() => finish(null), 3_000);
    };
    req.flushHeaders();
    pump();
  });
}

const MB = 1024 * 1024;

describe('item 2: bodies on /trpc are capped and multipart is refused at once', () => {
  it('refuses a 300 MB multipart login before reading it', async () => {
    const before = process.memoryUsage().rss;
    const outcome = await streamBody(
      '/trpc/auth.login',
      {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(300 * MB),
        origin: `http://127.0.0.1:${port}`,
      },
      40 * MB,
    );
    expect(outcome.status).toBe(415);
    expect(outcome.sentWhenAnswered).toBeLessThan(8 * MB);
    expect(process.memoryUsage().rss - before).toBeLessThan(60 * MB);
  });

  it.each(['POST', 'PUT', 'OPTIONS'])(
    'refuses a chunked multipart %s without a length too',
    async (method) => {
      const outcome = await streamBody(
        '/trpc/auth.login',
        { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
        40 * MB,
        method,
      );
      expect(outcome.status).toBe(415);
      expect(outcome.sentWhenAnswered).toBeLessThan(8 * MB);
    },
  );

  it('refuses any body type but JSON on /trpc, and JSON beyond 1 MB', async () => {
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(100),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/Send JSON/);
    const big = await streamBody(
      '/trpc/auth.login',
      { 'content-type': 'application/json', 'content-length': String(300 * MB) },
      40 * MB,
    );
    expect(big.status).toBe(413);
    expect(big.sentWhenAnswered).toBeLessThan(8 * MB);
  });

  it('still answers a normal JSON login on /trpc', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const res = await browser(ctx.app).post('/trpc/auth.login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
  });
});

/** Opens a raw WebSocket to /trpc; resolves with 'open' or the HTTP status that refused it. */
function openSocket(headers: Record<string, string>, origin?: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/trpc`, { headers, ...(origin ? { origin } : {}) });
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      socket.terminate();
    });
    socket.on('error', () => resolve(0));
  });
}

/** A `ws` class that sends the given cookie and Origin, as a browser on that origin would. */
function browserSocket(cookie: string, origin: string) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie }, origin });
    }
  } as unknown as typeof globalThis.WebSocket;
}

describe('item 5: cross-site WebSocket hijacking', () => {
  it('refuses an upgrade from another origin, even of the same site, that carries the cookie', async () => {
    const victim = browser(ctx.app);
    const user = await insertTestUser(ctx.deps.db);
    await victim.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const cookie = victim.cookie as string;
    expect(await openSocket({ cookie }, 'http://127.0.0.1:1')).toBe(403);
    expect(await openSocket({ cookie }, 'https://evil.example')).toBe(403);
    expect(await openSocket({ cookie }, 'null')).toBe(403);
  });

  it('lets the app’s own pages and non-browser clients (no Origin) connect', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const victim = browser(ctx.app);
    await victim.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${port}/trpc`,
      WebSocket: browserSocket(victim.cookie as string, `http://127.0.0.1:${port}`),
    });
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
    try {
      await expect(client.auth.user.query()).resolves.toMatchObject({ id: user.id });
    } finally {
      await wsClient.close();
    }
    expect(await openSocket({})).toBe('open');
  });
});

describe('refused upgrades end their connection', () => {
  const evil = { origin: 'https://evil.example' };

  it.each([
    ['/trpc', evil, 'GET', /^HTTP\/1\.1 403/],
    ['/ws', evil, 'GET', /^HTTP\/1\.1 403/],
    ['/api/auth/user', {}, 'GET', /^HTTP\/1\.1 401/],
    ['/api/no-such-endpoint', {}, 'GET', /^HTTP\/1\.1 404/],
    ['/trpc/%zz', {}, 'GET', /^HTTP\/1\.1 400/],
    [
      '/api/auth/login',
      { upgrade: 'h2c', connection: 'Upgrade, HTTP2-Settings' },
      'POST',
      /^HTTP\/1\.1 4\d\d/,
    ],
  ])('%s (%j, %s): answered and closed', async (path, headers, method, status) => {
    const outcome = await rawUpgrade(port, path, headers, method);
    expect(outcome.statusLine).toMatch(status);
    expect(outcome.closedByServer).toBe(true);
  });

  it('a plain GET with an Upgrade header still gets its normal answer', async () => {
    const { token } = await signInTestUser(ctx);
    const outcome = await rawUpgrade(port, '/api/auth/user', { authorization: `Bearer ${token}` });
    expect(outcome.statusLine).toMatch(/^HTTP\/1\.1 200/);
    expect(outcome.closedByServer).toBe(true);
  });
});

describe('item 12: a stray Authorization header does not switch the CSRF check off', () => {
  const evil = { origin: 'https://evil.example' };
  const change = { currentPassword: TEST_PASSWORD, newPassword: 'N3w!Password' };

  it.each([['x'], ['Bearer not-a-session'], ['Basic dXNlcjpwYXNz']])(
    'refuses a cookie-authenticated change from another origin with Authorization: %s',
    async (header) => {
      const user = await insertTestUser(ctx.deps.db);
      const victim = browser(ctx.app);
      await victim.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      const res = await victim.post('/api/auth/change-password', change, { ...evil, authorization: header });
      expect(res.statusCode).toBe(403);
      // The password was not changed: the old one still signs in.
      const again = await browser(ctx.app).post('/api/auth/login', {
        email: user.email,
        password: TEST_PASSWORD,
      });
      expect(again.statusCode).toBe(200);
    },
  );

  it('an invalid bearer token does not fall back to the cookie', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const victim = browser(ctx.app);
    await victim.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const res = await victim.get('/api/auth/user', { authorization: 'Bearer not-a-session' });
    expect(res.statusCode).toBe(401);
    expect((await victim.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('a valid bearer token needs no Origin proof', async () => {
    const { token } = await signInTestUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...evil, authorization: `Bearer ${token}` },
      payload: change,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('item 11: no secrets in logs', () => {
  it('redacts tokens in logged URLs', async () => {
    const secret = 'abcdefghijklmnopqrstuvwx';
    await ctx.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token?token=${secret}1` });
    await ctx.app.inject({ method: 'GET', url: `/reset-password?token=${secret}2&x=1` });
    await ctx.app.inject({
      method: 'GET',
      url: `/trpc/auth.validateResetToken?input=${encodeURIComponent(JSON.stringify({ token: `${secret}3` }))}`,
    });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=${secret}4&state=${secret}5`,
    });
    expect(logs.text).toContain('/api/auth/validate-reset-token?token=[redacted]');
    expect(logs.text).toContain('/reset-password?token=[redacted]&x=1');
    expect(logs.text).toContain('/trpc/auth.validateResetToken?input=[redacted]');
    expect(logs.text).not.toContain(secret);
  });

  it('does not log the body of demo mail, whose codes sign people in', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const res = await browser(ctx.app).post('/api/auth/send-otp', { email: user.email });
    expect(res.statusCode).toBe(200);
    const code = sixDigits(await latestMail(ctx.deps.db, user.email));
    expect(logs.text).toContain('demo mail stored');
    expect(logs.text).not.toContain(code);
  });
});

describe('item 11: demo mail in production only when allowed', () => {
  it('a production server without SMTP_URL refuses to start and says why', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const run = spawnSync(
      process.execPath,
      ['--conditions=@app/source', '--import', 'tsx', 'server/src/main.ts'],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 20_000,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATABASE_URL: ctx.deps.env.DATABASE_URL,
          REDIS_URL: ctx.deps.env.REDIS_URL,
          PORT: '0',
        },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SMTP_URL is required in production');
    expect(run.stderr).toContain('ALLOW_DEMO_MAIL=true');
  });

  it('with ALLOW_DEMO_MAIL, production keeps a mailbox for this machine and administrators', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', ALLOW_DEMO_MAIL: 'true' });
    try {
      const local = await prod.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      const remote = await prod.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: freshIp() });
      expect(remote.statusCode).toBe(403);
      expect(remote.json().message).toMatch(/only shown on the server’s own machine/);
      const status = await prod.app.inject({ method: 'GET', url: '/api/notifications/status' });
      expect(status.json()).toMatchObject({ mode: 'demo', mailboxUrl: '/dev/mailbox' });
    } finally {
      await prod.close();
    }
  });
});

describe('subscriptions: an AppError keeps its code', () => {
  it('watching a generation that is not yours is NOT_FOUND, not a logged internal error', async () => {
    const { token } = await signInTestUser(ctx);
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${port}/trpc`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      connectionParams: { token },
    });
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
    try {
      const error = await new Promise<unknown>((resolve) => {
        const sub = client.generation.watch.subscribe(
          { id: randomUUID() },
          {
            onError: (e) => {
              sub.unsubscribe();
              resolve(e);
            },
            onData: () => {},
          },
        );
      });
      expect(error).toMatchObject({
        message: "This generation doesn't exist or you don't have access to it.",
        data: { code: 'NOT_FOUND', appCode: 'NOT_FOUND' },
      });
    } finally {
      await wsClient.close();
    }
    expect(logs.text).not.toContain('tRPC failure');
  });
});

describe('hardening: /dev/mailbox is for this machine or administrators only', () => {
  it('refuses a visitor from the network and serves loopback and admins', async () => {
    const remote = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: freshIp() });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('Dev mailbox');
    const local = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const v6 = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '::1' });
    expect(v6.statusCode).toBe(200);
    const { token } = await signInTestUser(ctx, { role: 'admin' });
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.statusCode).toBe(200);
    const { token: userToken } = await signInTestUser(ctx);
    const user = await ctx.app.inject({
      method: 'GET',
      url: `/dev/mailbox/${randomUUID()}`,
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('hardening: CSP names hosts', () => {
  it('allows no arbitrary host for connections or images', async () => {
    // The page policy (API answers carry "default-src 'none'", plugins/security.ts).
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .find((d) => d.trim().startsWith(`${name} `))
        ?.trim()
        .split(/\s+/)
        .slice(1) ?? [];
    for (const source of [...directive('connect-src'), ...directive('img-src')])
      expect(source).not.toMatch(/^(https?|wss?):$|^\*$/);
    expect(directive('img-src')).toContain('https://lh3.googleusercontent.com');
    expect(directive('connect-src')).toContain("'self'");
  });
});
