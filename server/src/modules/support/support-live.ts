import type { SupportSocketEvent } from '@app/shared';
import type { Deps } from '../../deps.js';

type LiveDeps = Pick<Deps, 'redis' | 'env' | 'clock'>;

/**
 * Presence lives in Redis so every server process sees it: sorted sets whose members are
 * sockets (or an administrator's inbox poll) and whose scores are when each lapses unless
 * renewed. A process that dies simply stops renewing, and its members lapse.
 */
export const PRESENCE_TTL_MS = 15_000;

/** Who an event is for: one user's sockets, every administrator's, or every socket. */
export type SupportAudience = { to: 'user'; userId: string } | { to: 'admins' } | { to: 'all' };
export interface SupportEnvelope {
  audience: SupportAudience;
  event: SupportSocketEvent;
}

export const supportChannel = (env: Deps['env']): string => `${env.QUEUE_PREFIX}:support:events`;
const agentsKey = (env: Deps['env']) => `${env.QUEUE_PREFIX}:support:agents`;
const agentStateKey = (env: Deps['env']) => `${env.QUEUE_PREFIX}:support:agent-state`;
const userSocketsKey = (env: Deps['env'], userId: string) => `${env.QUEUE_PREFIX}:support:sockets:${userId}`;

export async function publishSupport(deps: LiveDeps, envelope: SupportEnvelope): Promise<void> {
  await deps.redis.publish(supportChannel(deps.env), JSON.stringify(envelope));
}

async function touch(deps: LiveDeps, key: string, member: string): Promise<void> {
  const now = deps.clock.now().getTime();
  await deps.redis
    .multi()
    .zadd(key, now + PRESENCE_TTL_MS, member)
    .zremrangebyscore(key, '-inf', now)
    .pexpire(key, PRESENCE_TTL_MS * 2)
    .exec();
}

async function anyLive(deps: LiveDeps, key: string): Promise<boolean> {
  return (await deps.redis.zcount(key, deps.clock.now().getTime(), '+inf')) > 0;
}

export const touchUserSocket = (deps: LiveDeps, userId: string, socketId: string) =>
  touch(deps, userSocketsKey(deps.env, userId), socketId);
export const dropUserSocket = async (deps: LiveDeps, userId: string, socketId: string) => {
  await deps.redis.zrem(userSocketsKey(deps.env, userId), socketId);
};
/** Whether the user has a live socket on any server process. */
export const userHasSocket = (deps: LiveDeps, userId: string) =>
  anyLive(deps, userSocketsKey(deps.env, userId));

export const agentOnline = (deps: LiveDeps) => anyLive(deps, agentsKey(deps.env));

/** An administrator has the inbox open (a socket, or a poll of the inbox over HTTP). */
export async function touchAgent(deps: LiveDeps, member: string): Promise<void> {
  await touch(deps, agentsKey(deps.env), member);
  await announceAgentChange(deps);
}

export async function dropAgent(deps: LiveDeps, member: string): Promise<void> {
  await deps.redis.zrem(agentsKey(deps.env), member);
  await announceAgentChange(deps);
}

/**
 * Tells every socket when agentOnline flips, once: GETSET stores the new state and returns the
 * old, so of many processes noticing the same change only the first publishes.
 */
export async function announceAgentChange(deps: LiveDeps): Promise<void> {
  const online = await agentOnline(deps);
  const previous = await deps.redis.getset(agentStateKey(deps.env), online ? '1' : '0');
  if (previous === (online ? '1' : '0')) return;
  if (previous === null && !online) return;
  await publishSupport(deps, {
    audience: { to: 'all' },
    event: { type: 'support_status_update', status: { agentOnline: online } },
  });
}
