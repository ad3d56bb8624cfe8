import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { rawUpgrade } from '../../test/helpers/raw-upgrade.js';
import { registerSocketRoutes } from './websocket.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with one socket route that echoes, and a root hook that answers 401 (without closing anything) when asked. */
async function startApp(): Promise<number> {
  app = Fastify();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers['x-refuse']) return void reply.code(401).send({ message: 'No.' });
    done();
  });
  await registerSocketRoutes(app, { maxPayload: 1024, upgradeDeadlineMs: 300 }, async (scope) => {
    scope.get('/echo', { websocket: true }, (socket) => {
      socket.on('message', (data) => socket.send(data));
    });
  });
  app.get('/plain', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

describe('registerSocketRoutes', () => {
  it('opens sockets on its routes', async () => {
    const port = await startApp();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/echo?x=1`);
    const echoed = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('hello'));
      socket.on('message', (data) => resolve(String(data)));
      socket.on('error', reject);
    });
    socket.close();
    expect(echoed).toBe('hello');
  });

  it('cuts an upgrade to a socket route that a hook answered without closing it', async () => {
    const port = await startApp();
    const outcome = await rawUpgrade(port, '/echo', { 'x-refuse': '1' });
    expect(outcome.statusLine).toMatch(/^HTTP\/1\.1 401/);
    expect(outcome.closedByServer).toBe(true);
  });

  it('answers an upgrade elsewhere as a plain request, then closes it', async () => {
    const port = await startApp();
    expect(await rawUpgrade(port, '/plain')).toEqual({ statusLine: 'HTTP/1.1 200 OK', closedByServer: true });
    const missing = await rawUpgrade(port, '/nowhere');
    expect(missing.statusLine).toMatch(/^HTTP\/1\.1 404/);
    expect(missing.closedByServer).toBe(true);
  });
});
