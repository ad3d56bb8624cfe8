import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';

export interface RateRule {
  /** e.g. 'login:ip' */
  name: string;
  limit: number;
  windowSeconds: number;
}

type LimiterDeps = Pick<Deps, 'redis' | 'env'>;

/** Fixed-window counters in Redis, shared by every server instance. */
export async function hit(
  deps: LimiterDeps,
  rule: RateRule,
  key: string,
): Promise<{ allowed: boolean; retryAfter: number }> {
  // Under the installation's key prefix, so installations (and test files) sharing a Redis never collide.
  const redisKey = `${deps.env.QUEUE_PREFIX}:rl:${rule.name}:${key}`;
  const [[, count], [, ttl]] = (await deps.redis.multi().incr(redisKey).ttl(redisKey).exec()) as [
    [null, number],
    [null, number],
  ];
  if (ttl < 0) await deps.redis.expire(redisKey, rule.windowSeconds);
  return { allowed: count <= rule.limit, retryAfter: ttl > 0 ? ttl : rule.windowSeconds };
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Counts one attempt against every rule; refuses with 429 and Retry-After when any is over. */
export async function enforce(deps: LimiterDeps, checks: Array<[RateRule, string]>): Promise<void> {
  let retryAfter = 0;
  for (const [rule, key] of checks) {
    if (!key) continue;
    const result = await hit(deps, rule, key);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfter);
  }
  if (retryAfter > 0) {
    const wait = minutes(retryAfter);
    throw new AppError(
      'RATE_LIMITED',
      `Too many attempts. Please wait ${wait} minute${wait === 1 ? '' : 's'} and try again.`,
      { retryAfter },
    );
  }
}

const window = (name: string, limit: number, windowSeconds: number): RateRule => ({
  name,
  limit,
  windowSeconds,
});

/** The limits, per IP and per account, on every path that can be abused. */
export const RATE_RULES = {
  loginIp: window('login:ip', 30, 15 * 60),
  loginAccount: window('login:acct', 10, 15 * 60),
  emailIp: window('email:ip', 20, 60 * 60),
  emailAccount: window('email:acct', 5, 15 * 60),
  verifyIp: window('verify:ip', 60, 15 * 60),
  registerIp: window('register:ip', 10, 60 * 60),
} as const;
