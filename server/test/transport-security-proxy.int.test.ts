import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-deps.js';

/** Public-looking addresses, one per scenario, so per-IP limits of one never touch another. */
let counter = 0;
const realClient = (): string => `198.51.100.${++counter}`;
const spoofed = (i: number): string => `203.0.113.${(i % 250) + 1}`;

const apps: Array<TestContext & { app: FastifyInstance }> = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});
async function appWith(trustProxy: string) {
  const ctx = await createTestApp({ TRUST_PROXY: trustProxy });
  apps.push(ctx);
  return ctx.app;
}

/** 31 failed logins to different accounts, each with a new spoofed address; the statuses. */
async function loginsWithRotatingHeader(
  app: FastifyInstance,
  socketAddress: string,
  header: (spoof: string) => string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: socketAddress,
      headers: { 'x-forwarded-for': header(spoofed(i)) },
      payload: { email: `nobody${i}@example.com`, password: 'Wr0ng!pass' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('item 7: X-Forwarded-For is believed only from the configured proxies', () => {
  it('TRUST_PROXY=1 (one proxy that appends): "<spoofed>, <real>" counts as the real client', async () => {
    const app = await appWith('1');
    const real = realClient();
    const statuses = await loginsWithRotatingHeader(app, '10.0.0.2', (spoof) => `${spoof}, ${real}`);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('TRUST_PROXY=2 (two proxies): "<spoofed>, <real>, <proxy 1>" counts as the real client', async () => {
    const app = await appWith('2');
    const real = realClient();
    const statuses = await loginsWithRotatingHeader(
      app,
      '10.0.0.2',
      (spoof) => `${spoof}, ${real}, 10.0.0.3`,
    );
    expect(statuses[30]).toBe(429);
  });

  it('TRUST_PROXY=<addresses>: only the listed proxies are skipped', async () => {
    const app = await appWith('10.0.0.2, 10.1.0.0/16');
    const real = realClient();
    const statuses = await loginsWithRotatingHeader(
      app,
      '10.0.0.2',
      (spoof) => `${spoof}, ${real}, 10.1.2.3`,
    );
    expect(statuses[30]).toBe(429);
    // A client talking to the server directly (not a listed proxy) cannot pick its address.
    const direct = realClient();
    expect((await loginsWithRotatingHeader(app, direct, (spoof) => spoof))[30]).toBe(429);
  });

  it('TRUST_PROXY=false: the header is ignored', async () => {
    const app = await appWith('false');
    const direct = realClient();
    expect((await loginsWithRotatingHeader(app, direct, (spoof) => spoof))[30]).toBe(429);
  });

  it('the demo mailbox is not served to a remote visitor behind a local proxy', async () => {
    const app = await appWith('1');
    const viaProxy = await app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': realClient() },
    });
    expect(viaProxy.statusCode).toBe(403);
  });
});
