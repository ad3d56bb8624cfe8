import { randomUUID } from 'node:crypto';
import { isAdmin, type SupportSocketEvent, ZSupportSocketCommand } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { type AuthContext, type AuthSource, resolveAuth } from '../../auth/resolve-auth.js';
import {
  CLOSE_TOO_MANY,
  createSocketSessions,
  type SocketSession,
  type SocketSessions,
  TOO_MANY_SOCKETS,
} from '../../auth/socket-sessions.js';
import type { Deps } from '../../deps.js';
import { parseJsonOrNull } from '../../parse-json.js';
import { guardSocket } from '../../plugins/socket-guard.js';
import {
  agentOnline,
  announceAgentChange,
  dropAgent,
  dropUserSocket,
  type SupportEnvelope,
  supportChannel,
  touchAgent,
  touchUserSocket,
} from './support-live.js';

/** Every 10 s each socket is pinged and its presence renewed; one that missed a pong is closed. */
export const HEARTBEAT_MS = 10_000;
/** A socket without a session cookie has this long to send `{ type: 'auth', token }`. */
const AUTH_WAIT_MS = 10_000;
/** Close codes in the application range, so a client can tell "sign in again" from a network drop. */
export const CLOSE_UNAUTHENTICATED = 4401;

interface Client {
  id: string;
  socket: WebSocket;
  session: SocketSession;
  userId: string;
  admin: boolean;
  alive: boolean;
  inbox: boolean;
}

/**
 * /ws of spec 01 §7: the support chat's live channel. Who a socket belongs to comes from its
 * session (the cookie sent with the upgrade, whose Origin plugins/csrf.ts has checked, or a token
 * in the first message); a `userId` in the query is never read. Events arrive through one Redis
 * channel, so a message reaches its sockets whichever process holds them.
 */
export async function registerSupportSocket(
  app: FastifyInstance,
  deps: Deps,
  options: { heartbeatMs?: number; sockets?: SocketSessions } = {},
): Promise<void> {
  // The app's registry (shared with /trpc), or one of its own when mounted alone (tests).
  const own = options.sockets ? null : createSocketSessions(deps);
  const hub = createSupportHub(
    deps,
    options.sockets ?? (own as SocketSessions),
    options.heartbeatMs ?? HEARTBEAT_MS,
  );
  app.addHook('onClose', async () => {
    await hub.close();
    own?.close();
  });
  app.get('/ws', { websocket: true }, (socket, request) => hub.accept(socket, request));
}

export function createSupportHub(deps: Deps, sockets: SocketSessions, heartbeatMs = HEARTBEAT_MS) {
  const byUser = new Map<string, Set<Client>>();
  const admins = new Set<Client>();
  const clients = new Set<Client>();
  let started: Promise<void> | undefined;
  let unsubscribe: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const send = (client: Client, event: SupportSocketEvent | { type: string }) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(event));
  };

  const dispatch = (raw: string) => {
    let envelope: SupportEnvelope;
    try {
      envelope = JSON.parse(raw) as SupportEnvelope;
    } catch {
      return;
    }
    const { audience, event } = envelope;
    const targets =
      audience.to === 'user'
        ? (byUser.get(audience.userId) ?? [])
        : audience.to === 'admins'
          ? admins
          : clients;
    for (const client of targets) send(client, event);
  };

  const beat = () => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
      void renew(client);
    }
    // Notices administrators whose presence lapsed (a process that died, a lost socket).
    void announceAgentChange(deps).catch((err: unknown) => deps.logger.warn({ err }, 'support presence'));
  };

  const renew = async (client: Client) => {
    try {
      await touchUserSocket(deps, client.userId, client.id);
      if (client.inbox) await touchAgent(deps, `ws:${client.id}`);
    } catch (err) {
      deps.logger.warn({ err }, 'support presence');
    }
  };

  /** One subscription and one heartbeat per process, from the first socket on. */
  const start = () => {
    started ??= (async () => {
      unsubscribe = await deps.pubsub.subscribe(supportChannel(deps.env), dispatch);
      heartbeat = setInterval(beat, heartbeatMs);
      heartbeat.unref();
    })();
    return started;
  };

  const join = async (socket: WebSocket, auth: AuthContext, session: SocketSession): Promise<Client> => {
    const client: Client = {
      id: randomUUID(),
      socket,
      session,
      userId: auth.user.id,
      admin: isAdmin(auth.user),
      alive: true,
      inbox: false,
    };
    await start();
    clients.add(client);
    let mine = byUser.get(client.userId);
    if (!mine) {
      mine = new Set();
      byUser.set(client.userId, mine);
    }
    mine.add(client);
    if (client.admin) admins.add(client);
    socket.on('pong', () => {
      client.alive = true;
    });
    await renew(client);
    send(client, { type: 'ready' });
    send(client, { type: 'support_status_update', status: { agentOnline: await agentOnline(deps) } });
    return client;
  };

  const leave = async (client: Client) => {
    client.session.release();
    clients.delete(client);
    admins.delete(client);
    const mine = byUser.get(client.userId);
    mine?.delete(client);
    if (mine?.size === 0) byUser.delete(client.userId);
    try {
      await dropUserSocket(deps, client.userId, client.id);
      if (client.inbox) await dropAgent(deps, `ws:${client.id}`);
    } catch (err) {
      deps.logger.warn({ err }, 'support presence');
    }
  };

  const command = async (client: Client, raw: string) => {
    const parsed = ZSupportSocketCommand.safeParse(parseJsonOrNull(raw));
    if (!parsed.success) return;
    const { type } = parsed.data;
    if (type === 'ping') send(client, { type: 'pong' });
    else if (type === 'inbox_open' && client.admin) {
      client.inbox = true;
      await touchAgent(deps, `ws:${client.id}`);
    } else if (type === 'inbox_close' && client.inbox) {
      client.inbox = false;
      await dropAgent(deps, `ws:${client.id}`);
    }
  };

  function accept(socket: WebSocket, request: FastifyRequest): void {
    // Before any listener: a flood is closed, and a reader that stopped is not sent more.
    guardSocket(socket);
    // Listeners are attached at once: messages sent while the session resolves are kept in order.
    let client: Client | null = null;
    let closed = false;
    let chain: Promise<unknown> = Promise.resolve();
    const fail = (err: unknown) => {
      deps.logger.warn({ err }, 'support socket');
      socket.close(1011);
    };
    const authenticate = async (token: string | undefined, cookie: string | undefined) => {
      const source: AuthSource = { cookie, connectionToken: token };
      const auth = await resolveAuth(deps, source);
      if (!auth) return false;
      if (closed) return true;
      // Closed with 4401 the moment this session ends or its administrator role is taken away.
      const session = sockets.open({
        source,
        admitted: auth,
        ip: request.ip ?? null,
        close: (code, reason) => socket.close(code, reason),
      });
      if (!session) {
        socket.close(CLOSE_TOO_MANY, TOO_MANY_SOCKETS);
        return true;
      }
      client = await join(socket, auth, session);
      if (closed) await leave(client);
      return true;
    };
    const timer = setTimeout(() => {
      if (!client) socket.close(CLOSE_UNAUTHENTICATED, 'Sign in to use support chat');
    }, AUTH_WAIT_MS);
    timer.unref();

    chain = chain.then(() => authenticate(undefined, request.headers.cookie)).catch(fail);
    socket.on('message', (data) => {
      const raw = data.toString();
      chain = chain
        .then(async () => {
          if (client) return command(client, raw);
          const parsed = ZSupportSocketCommand.safeParse(parseJsonOrNull(raw));
          if (parsed.success && parsed.data.type === 'auth') {
            if (!(await authenticate(parsed.data.token, undefined)))
              socket.close(CLOSE_UNAUTHENTICATED, 'Sign in to use support chat');
            return;
          }
          socket.close(CLOSE_UNAUTHENTICATED, 'Sign in to use support chat');
        })
        .catch(fail);
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      chain = chain.then(() => (client ? leave(client) : undefined)).catch(fail);
    });
  }

  async function close(): Promise<void> {
    if (heartbeat) clearInterval(heartbeat);
    unsubscribe?.();
    await Promise.all([...clients].map((client) => leave(client)));
  }

  return { accept, close };
}
