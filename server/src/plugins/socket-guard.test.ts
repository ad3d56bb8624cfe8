import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { CLOSE_POLICY, callsInMessage, guardSocket } from './socket-guard.js';

let server: WebSocketServer | undefined;
afterEach(async () => {
  const current = server;
  server = undefined;
  if (!current) return;
  for (const client of current.clients) client.terminate();
  await new Promise((resolve) => current.close(resolve));
});

/** A real ws server on loopback whose sockets are guarded, and the first socket it accepts. */
async function guarded(options: Parameters<typeof guardSocket>[1]) {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server?.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) =>
    server?.once('connection', (socket) => {
      guardSocket(socket, options);
      resolve(socket);
    }),
  );
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  await new Promise((resolve) => client.once('open', resolve));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    client.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return { client, socket: await accepted, closed };
}

describe('guardSocket', () => {
  it('lets a burst through, then closes a socket that keeps sending faster than allowed', async () => {
    const { client, socket, closed } = await guarded({
      limits: { messagesPerSecond: 5, burst: 10, maxBufferedBytes: 1 << 20 },
    });
    const heard: string[] = [];
    socket.on('message', (data) => heard.push(data.toString()));
    for (let i = 0; i < 200; i++) client.send(`m${i}`);
    expect((await closed).code).toBe(4429);
    // The burst, and not one message after the limit was crossed.
    expect(heard.length).toBeGreaterThanOrEqual(10);
    expect(heard.length).toBeLessThan(15);
  });

  it('closes with 1008 and the reason when inspect refuses a message, which no listener hears', async () => {
    const { client, socket, closed } = await guarded({
      inspect: (text) => (text === 'bad' ? 'Not that.' : null),
    });
    const heard: string[] = [];
    socket.on('message', (data) => heard.push(data.toString()));
    client.send('good');
    client.send('bad');
    client.send('after');
    expect(await closed).toEqual({ code: CLOSE_POLICY, reason: 'Not that.' });
    expect(heard).toEqual(['good']);
  });

  it('ends a socket whose peer stops reading instead of queueing more for it', async () => {
    const { client, socket, closed } = await guarded({
      limits: { messagesPerSecond: 10, burst: 20, maxBufferedBytes: 256 * 1024 },
    });
    // The peer reads nothing: the kernel's buffers fill, then ws's queue grows.
    client.pause();
    const chunk = 'x'.repeat(64 * 1024);
    let sent = 0;
    while (socket.readyState === WebSocket.OPEN && sent < 10_000) {
      socket.send(chunk);
      sent += 1;
      if (sent % 50 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(socket.readyState).not.toBe(WebSocket.OPEN);
    // Far fewer than were offered: the queue never grew past the limit by much.
    expect(sent).toBeLessThan(10_000);
    client.resume();
    expect((await closed).code).toBe(1006);
  });
});

describe('callsInMessage', () => {
  it('counts the calls of a batch and one for a single call', () => {
    expect(callsInMessage('{"id":1}')).toBe(1);
    expect(callsInMessage(' [{"id":1},{"id":2},{"id":3}]')).toBe(3);
    expect(callsInMessage('[not json')).toBe(0);
    expect(callsInMessage('PING')).toBe(1);
  });
});
