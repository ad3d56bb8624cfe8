import type { SupportMessageDto } from '@app/shared/support/dto';
import { readStoredToken } from '../auth-storage';
import { reportSocketClose } from '../session-gone';
import { safeLocalStorage } from '../theme';
import { reconnectDelay } from './reconnect';

export type SupportServerEvent =
  | { type: 'ready' }
  | { type: 'pong' }
  | { type: 'new_support_message'; targetUserId: string; message: SupportMessageDto }
  | { type: 'support_status_update'; status: { agentOnline: boolean } };

/** Parses one frame from /ws; anything unknown is null (spec 01 §8: parse errors are only logged). */
export function parseSupportEvent(raw: string): SupportServerEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as { type?: unknown; status?: unknown; message?: unknown; targetUserId?: unknown };
  if (event.type === 'ready' || event.type === 'pong') return { type: event.type };
  if (event.type === 'support_status_update') {
    const online = (event.status as { agentOnline?: unknown } | null)?.agentOnline;
    return typeof online === 'boolean' ? { type: event.type, status: { agentOnline: online } } : null;
  }
  if (event.type === 'new_support_message') {
    const message = event.message as SupportMessageDto | null;
    if (typeof event.targetUserId !== 'string' || typeof message?.id !== 'string') return null;
    return { type: event.type, targetUserId: event.targetUserId, message };
  }
  return null;
}

export function supportSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

export interface SupportSocketOptions {
  onEvent: (event: SupportServerEvent) => void;
  onLive: (live: boolean) => void;
  /** Commands sent after every `ready` (the admin console's `inbox_open`). */
  onReady?: (send: (command: object) => void) => void;
}

/** /ws with reconnect back-off; `live` is true between `ready` and the socket closing. */
export function openSupportSocket(options: SupportSocketOptions): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    const ws = new WebSocket(supportSocketUrl(window.location));
    socket = ws;
    const send = (command: object) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(command));
    };
    ws.onopen = () => {
      const token = readStoredToken(safeLocalStorage());
      if (token) send({ type: 'auth', token });
    };
    ws.onmessage = (frame) => {
      const event = parseSupportEvent(String(frame.data));
      if (!event) return;
      if (event.type === 'ready') {
        attempt = 0;
        options.onLive(true);
        options.onReady?.(send);
      }
      options.onEvent(event);
    };
    ws.onclose = (event) => {
      options.onLive(false);
      // 4401: the session may have ended elsewhere; the one place that decides is asked.
      reportSocketClose(event.code);
      if (stopped) return;
      timer = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}
