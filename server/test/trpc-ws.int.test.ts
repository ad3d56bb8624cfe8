import type { AddressInfo } from 'node:net';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AppRouter } from '../src/trpc/router.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let url: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/trpc`;
});
afterAll(() => ctx.close());

describe('tRPC over WebSocket', () => {
  it('answers procedures on /trpc through the same router', async () => {
    const owner = await insertTestUser(ctx.deps.db);
    await ctx.deps.db
      .insertInto('documents')
      .values({
        user_id: owner.id,
        type: 'resume',
        title: 'Resume – Analyst at Dangote',
        content: '# Ada',
        job_title: 'Analyst',
        company_name: 'Dangote',
      })
      .execute();
    // Node 20 has no global WebSocket: hand the client the `ws` implementation.
    const wsClient = createWSClient({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
    try {
      await expect(client.documents.count.query()).resolves.toEqual({ count: 1 });
      await expect(client.notifications.status.query()).resolves.toMatchObject({ mode: 'demo' });
    } finally {
      await wsClient.close();
    }
  });

  it('authenticates with connectionParams, through the same resolver as cookies and bearer tokens', async () => {
    const user = await insertTestUser(ctx.deps.db, { email: 'ws@example.com' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ws@example.com', password: TEST_PASSWORD },
    });
    const token = login.json().token as string;
    const connect = (params: Record<string, string>) => {
      const wsClient = createWSClient({
        url,
        WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
        connectionParams: params,
      });
      return { wsClient, client: createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] }) };
    };
    const signedIn = connect({ token });
    const anonymous = connect({ token: 'not-a-session' });
    try {
      await expect(signedIn.client.auth.user.query()).resolves.toMatchObject({
        id: user.id,
        email: 'ws@example.com',
      });
      await expect(anonymous.client.auth.user.query()).rejects.toMatchObject({
        data: { code: 'UNAUTHORIZED' },
      });
    } finally {
      await signedIn.wsClient.close();
      await anonymous.wsClient.close();
    }
  });
});
