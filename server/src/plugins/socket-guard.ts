import type { RawData, WebSocket } from 'ws';
import { CLOSE_TOO_MANY } from '../auth/socket-sessions.js';

/** Close code for a message the server will not take (RFC 6455 "policy violation"). */
export const CLOSE_POLICY = 1008;

/**
 * What one socket may send and be sent. The browser sends a handful of messages a minute (a
 * subscription's start and stop, a ping every 25 s), so 10 a second with bursts of 20 is far
 * above any real use; a client that stops reading is dropped once 1 MiB waits for it.
 */
export const FRAME_LIMITS = {
  messagesPerSecond: 10,
  burst: 20,
  maxBufferedBytes: 1024 * 1024,
} as const;
export type FrameLimits = { [K in keyof typeof FRAME_LIMITS]: number };

/** After the close frame (nothing more is read), the connection is cut this much later. */
const CLOSE_GRACE_MS = 1_000;

export interface GuardOptions {
  limits?: FrameLimits;
  /** Looks at an admitted text message: a sentence closes the socket (1008) with it, null lets it in. */
  inspect?: (text: string) => string | null;
  now?: () => number;
}

/**
 * Puts a socket's listeners behind limits, before any of them hears a message: a socket sending
 * faster than `messagesPerSecond` (token bucket) is closed with 4429, one `inspect` refuses is
 * closed with 1008, and later messages are dropped unread. Sends to a socket whose peer no
 * longer reads (more than `maxBufferedBytes` waiting) end it instead of growing the heap.
 *
 * It wraps the instance's `emit` and `send`: tRPC's handler attaches its own `message` listener
 * and sends on its own, and this is the one place both pass through. Call it before anything
 * listens.
 */
export function guardSocket(socket: WebSocket, options: GuardOptions = {}): void {
  const limits = options.limits ?? FRAME_LIMITS;
  const now = options.now ?? (() => performance.now());
  let tokens = limits.burst;
  let filledAt = now();
  let refused = false;

  const refuse = (code: number, reason: string) => {
    if (refused) return;
    refused = true;
    socket.close(code, reason);
    // Read nothing more: a flood then fills the sender's buffers instead of our event loop.
    socket.pause();
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
  };

  const admit = (data: RawData, isBinary: boolean): boolean => {
    if (refused) return false;
    const at = now();
    tokens = Math.min(limits.burst, tokens + ((at - filledAt) / 1000) * limits.messagesPerSecond);
    filledAt = at;
    if (tokens < 1) {
      refuse(CLOSE_TOO_MANY, 'Too many messages: slow down and reconnect.');
      return false;
    }
    tokens -= 1;
    if (!options.inspect || isBinary) return true;
    const reason = options.inspect(data.toString());
    if (reason === null) return true;
    refuse(CLOSE_POLICY, reason);
    return false;
  };

  const emit = socket.emit.bind(socket);
  socket.emit = ((event: string | symbol, ...args: unknown[]): boolean => {
    if (event === 'message' && !admit(args[0] as RawData, args[1] as boolean)) return false;
    return emit(event, ...args);
  }) as WebSocket['emit'];

  const send = socket.send.bind(socket) as (...args: unknown[]) => void;
  socket.send = ((...args: unknown[]): void => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      // Nothing more is queued for a reader that stopped: its backlog is freed with the socket.
      socket.terminate();
      return;
    }
    send(...args);
  }) as WebSocket['send'];
}

/** The calls a tRPC message carries: 1 for one call, n for a batch (an array), 0 when unreadable. */
export function callsInMessage(text: string): number {
  const first = text.trimStart()[0];
  if (first !== '[') return 1;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.length : 1;
  } catch {
    return 0;
  }
}
