import WebSocket from 'ws';

/** One answer of tRPC's WebSocket protocol, as the server sends it. */
export interface TrpcFrame {
  id: number | string | null;
  result?: { type: string; data?: unknown };
  error?: { message: string; data?: { code?: string; httpStatus?: number; appCode?: string | null } };
}

/**
 * A tRPC WebSocket spoken by hand (not @trpc/client), so a test can send what the browser never
 * would (oversized batches, floods) and see exactly how the server answers and closes.
 */
export interface TrpcSocket {
  socket: WebSocket;
  frames: TrpcFrame[];
  /** Resolves once the socket is open (and its connectionParams sent). */
  opened: Promise<void>;
  /** The close code and reason, once closed by either side. */
  closed: Promise<{ code: number; reason: string }>;
  /** Sends one call and waits for its first answer (data, started or error). */
  call(path: string, input?: unknown, method?: 'query' | 'mutation' | 'subscription'): Promise<TrpcFrame>;
  /** Sends any text as one frame. */
  sendRaw(text: string): void;
  close(): Promise<void>;
}

let nextId = 1;

export function openTrpcSocket(
  url: string,
  auth: { token?: string; headers?: Record<string, string> } = {},
): TrpcSocket {
  const withParams = auth.token ? `${url}?connectionParams=1` : url;
  const socket = new WebSocket(withParams, { headers: auth.headers ?? {} });
  const frames: TrpcFrame[] = [];
  const waiters = new Map<TrpcFrame['id'], (frame: TrpcFrame) => void>();
  socket.on('message', (data) => {
    const text = data.toString();
    if (text === 'PING' || text === 'PONG') return;
    const frame = JSON.parse(text) as TrpcFrame;
    frames.push(frame);
    const waiter = waiters.get(frame.id);
    if (waiter) {
      waiters.delete(frame.id);
      waiter(frame);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      if (auth.token)
        socket.send(JSON.stringify({ method: 'connectionParams', data: { token: auth.token } }));
      resolve();
    });
    socket.once('error', reject);
  });
  opened.catch(() => {});
  return {
    socket,
    frames,
    opened,
    closed,
    async call(path, input, method = 'query') {
      await opened;
      const id = nextId++;
      const answer = new Promise<TrpcFrame>((resolve, reject) => {
        waiters.set(id, resolve);
        void closed.then(({ code }) =>
          reject(new Error(`socket closed (${code}) before call ${path} answered`)),
        );
      });
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params: { path, input } }));
      return answer;
    },
    sendRaw(text) {
      void opened.then(() => socket.send(text));
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      socket.close();
      return closed.then(() => undefined);
    },
  };
}

/** `count` calls of one procedure as a single batched frame, as tRPC's protocol allows. */
export function batchFrame(path: string, count: number, input: unknown = undefined): string {
  const calls = Array.from({ length: count }, () => ({
    id: nextId++,
    jsonrpc: '2.0',
    method: 'query',
    params: { path, input },
  }));
  return JSON.stringify(calls);
}
