import type { SupportSocketEvent } from '@app/shared';
import WebSocket from 'ws';

/** A multipart body with text fields and an optional file, as the widget's FormData sends it. */
export function supportForm(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; type: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Received = SupportSocketEvent | { type: 'ready' | 'pong' };

/** A /ws client that records every event and can wait for one. */
export interface SupportSocket {
  socket: WebSocket;
  events: Received[];
  next(match: (event: Received) => boolean, timeoutMs?: number): Promise<Received>;
  send(value: unknown): void;
  close(): Promise<void>;
}

export function openSupportSocket(url: string, headers: Record<string, string> = {}): SupportSocket {
  const socket = new WebSocket(url, { headers });
  const events: Received[] = [];
  const waiters: Array<{ match: (e: Received) => boolean; resolve: (e: Received) => void }> = [];
  socket.on('message', (data) => {
    const event = JSON.parse(data.toString()) as Received;
    events.push(event);
    for (const w of [...waiters])
      if (w.match(event)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(event);
      }
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // A refused upgrade is a test's expectation, not an unhandled rejection.
  opened.catch(() => {});
  return {
    socket,
    events,
    next(match, timeoutMs = 5_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching event')), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    send(value) {
      void opened.then(() => socket.send(JSON.stringify(value)));
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}

/** Resolves with the close code once the server closes the socket. */
export const closedWith = (socket: WebSocket): Promise<number> =>
  new Promise((resolve) => socket.once('close', (code) => resolve(code)));
