import { connect } from 'node:net';

/**
 * Sends one raw WebSocket upgrade request and reads until the server closes the connection (or
 * `waitMs` passes). Resolves with the answer's status line and whether the server closed its end:
 * after 'upgrade' Node no longer watches a connection, so one left open by a refusal stays open.
 */
export function rawUpgrade(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  waitMs = 3_000,
): Promise<{ statusLine: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ statusLine: answer.split('\r\n')[0] ?? '', closedByServer });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => done(true));
    socket.on('error', () => done(true));
    const lines = Object.entries({
      host: `127.0.0.1:${port}`,
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      ...headers,
    }).map(([name, value]) => `${name}: ${value}`);
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
}
