import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';

export interface RateRule {
  /** e.g. 'login:ip' */
  name: string;
  limit: number;
  windowSeconds: number;
}

type LimiterDeps = Pick<Deps, 'redis' | 'env'>;

interface Count {
  allowed: boolean;
  retryAfter: number;
}

/**
 * Fixed-window counters in Redis, shared by every server instance: one MULTI counts the attempt
 * against every rule (SET NX EX opens a window, INCR counts, TTL says when it ends), so a
 * limited request costs one round trip however many rules guard it.
 */
async function countAttempt(deps: LimiterDeps, checks: Array<[RateRule, string]>): Promise<Count[]> {
  // Under the installation's key prefix, so installations (and test files) sharing a Redis never collide.
  const keys = checks.map(([rule, key]) => `${deps.env.QUEUE_PREFIX}:rl:${rule.name}:${key}`);
  const multi = deps.redis.multi();
  checks.forEach(([rule], i) => {
    const key = keys[i] as string;
    multi.set(key, 0, 'EX', rule.windowSeconds, 'NX').incr(key).ttl(key);
  });
  const replies = (await multi.exec()) ?? [];
  const counts: Count[] = [];
  for (const [i, [rule]] of checks.entries()) {
    const count = Number(replies[i * 3 + 1]?.[1]);
    const ttl = Number(replies[i * 3 + 2]?.[1]);
    // A counter without an expiry (left by an older release) would never reset: give it one.
    if (ttl === -1) await deps.redis.expire(keys[i] as string, rule.windowSeconds);
    counts.push({ allowed: count <= rule.limit, retryAfter: ttl > 0 ? ttl : rule.windowSeconds });
  }
  return counts;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Counts one attempt against every rule; refuses with 429 and Retry-After when any is over. */
export async function enforce(deps: LimiterDeps, checks: Array<[RateRule, string]>): Promise<void> {
  const counted = checks.filter(([, key]) => key);
  if (counted.length === 0) return;
  const retryAfter = Math.max(
    0,
    ...(await countAttempt(deps, counted)).filter((c) => !c.allowed).map((c) => c.retryAfter),
  );
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
