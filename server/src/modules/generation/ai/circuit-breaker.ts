import { AI_PROVIDERS, type BreakerStateDto } from '@app/shared';
import type { Redis } from 'ioredis';
import type { Env } from '../../../env.js';
import type { ModelFailure } from './model-errors.js';

/**
 * One circuit breaker per provider, kept in Redis so every server and worker process shares it.
 * AI_BREAKER_FAILURES calls in a row that fail the way an outage fails (timeouts, 5xx, no answer,
 * refused keys) open it: calls are then refused at once for AI_BREAKER_COOLDOWN_MS, after which
 * one trial call goes through (half-open). The trial's success closes the breaker; its failure
 * opens it for another cool-down. Any successful call resets the count.
 */
export type BreakerDeps = {
  redis: Redis;
  env: Pick<Env, 'QUEUE_PREFIX' | 'AI_BREAKER_FAILURES' | 'AI_BREAKER_COOLDOWN_MS'>;
};

/** Failures that say the provider is down or unusable, not that one request was odd. */
const COUNTED = new Set<ModelFailure>(['timeout', 'server_error', 'network', 'invalid_key']);
/** Answers that say nothing either way: the provider is up but busy. */
const NEUTRAL = new Set<ModelFailure>(['rate_limited', 'circuit_open']);

/** A trial call that dies without reporting frees its slot after this long. */
const TRIAL_TTL_MS = 90_000;
/** A breaker nobody touched for a day is forgotten (closed). */
const STATE_TTL_MS = 86_400_000;

const stateKey = (prefix: string, provider: string) => `${prefix}:ai-breaker:${provider}`;
const trialKey = (prefix: string, provider: string) => `${prefix}:ai-breaker:${provider}:trial`;

// 1: closed, go; 2: half-open, this call is the trial; 0: open (or a trial is already running).
const ALLOW = `
local opened = redis.call('HGET', KEYS[1], 'openedAt')
if not opened then return 1 end
if tonumber(ARGV[1]) < tonumber(opened) + tonumber(ARGV[2]) then return 0 end
if redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[3]) then return 2 end
return 0`;

// A failed trial re-opens at once; otherwise the breaker opens when the count reaches the limit.
const FAIL = `
local n = redis.call('HINCRBY', KEYS[1], 'failures', 1)
redis.call('HSET', KEYS[1], 'lastFailure', ARGV[2])
local opened = redis.call('HGET', KEYS[1], 'openedAt')
if ARGV[4] == '1' then
  redis.call('DEL', KEYS[2])
  redis.call('HSET', KEYS[1], 'openedAt', ARGV[1])
elseif (not opened) and n >= tonumber(ARGV[3]) then
  redis.call('HSET', KEYS[1], 'openedAt', ARGV[1])
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return n`;

/** What one model call may do, and how it reports back. */
export interface BreakerTicket {
  allowed: boolean;
  /** When refused: when the next trial call may go through. */
  retryAt: Date | null;
  /** Report the call's outcome: null for success, else how it failed. */
  settle(failure: ModelFailure | null): Promise<void>;
}

/** Asks the provider's breaker whether a call may start. */
export async function enterBreaker(deps: BreakerDeps, provider: string): Promise<BreakerTicket> {
  const prefix = deps.env.QUEUE_PREFIX;
  const keys = [stateKey(prefix, provider), trialKey(prefix, provider)];
  const now = Date.now();
  const verdict = Number(
    await deps.redis.eval(ALLOW, 2, ...keys, now, deps.env.AI_BREAKER_COOLDOWN_MS, TRIAL_TTL_MS),
  );
  const trial = verdict === 2;
  if (verdict === 0) {
    const opened = Number(await deps.redis.hget(keys[0] as string, 'openedAt'));
    return {
      allowed: false,
      retryAt: Number.isFinite(opened) ? new Date(opened + deps.env.AI_BREAKER_COOLDOWN_MS) : null,
      settle: async () => {},
    };
  }
  return {
    allowed: true,
    retryAt: null,
    async settle(failure) {
      if (failure !== null && NEUTRAL.has(failure)) {
        if (trial) await deps.redis.del(keys[1] as string);
        return;
      }
      if (failure === null || !COUNTED.has(failure)) {
        await deps.redis.del(...keys);
        return;
      }
      await deps.redis.eval(
        FAIL,
        2,
        ...keys,
        Date.now(),
        failure,
        deps.env.AI_BREAKER_FAILURES,
        trial ? '1' : '0',
        STATE_TTL_MS,
      );
    },
  };
}

/** Closes a provider's breaker: an administrator changed its key or model, or a test passed. */
export async function resetBreaker(deps: BreakerDeps, provider: string): Promise<void> {
  const prefix = deps.env.QUEUE_PREFIX;
  await deps.redis.del(stateKey(prefix, provider), trialKey(prefix, provider));
}

/**
 * The breaker of each provider (every provider of the catalogue unless told which), for the
 * provider status and AI monitoring. A provider with no recorded failure is 'closed'.
 */
export async function readBreakerStates(
  deps: BreakerDeps,
  providers: readonly string[] = AI_PROVIDERS.map((p) => p.id),
): Promise<BreakerStateDto[]> {
  if (providers.length === 0) return [];
  const prefix = deps.env.QUEUE_PREFIX;
  const pipeline = deps.redis.pipeline();
  for (const provider of providers) pipeline.hgetall(stateKey(prefix, provider));
  const answers = (await pipeline.exec()) ?? [];
  const now = Date.now();
  return providers.map((provider, i) => {
    const hash = (answers[i]?.[1] ?? {}) as Record<string, string>;
    const failures = Number(hash.failures ?? 0);
    const opened = hash.openedAt ? Number(hash.openedAt) : null;
    const retryAt = opened === null ? null : opened + deps.env.AI_BREAKER_COOLDOWN_MS;
    return {
      provider,
      state: opened === null ? 'closed' : now < (retryAt ?? 0) ? 'open' : 'half_open',
      consecutiveFailures: failures,
      openedAt: opened === null ? null : new Date(opened).toISOString(),
      retryAt: retryAt === null ? null : new Date(retryAt).toISOString(),
      lastFailure: hash.lastFailure ?? null,
    };
  });
}
