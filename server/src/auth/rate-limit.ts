import { isIP } from 'node:net';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { ipv6Groups } from '../ipv6-groups.js';
import { redisScript, runScript } from '../queue/redis-script.js';

export interface RateRule {
  /** e.g. 'login:ip' */
  name: string;
  limit: number;
  windowSeconds: number;
}

type LimiterDeps = Pick<Deps, 'redis' | 'env'>;

/** One attempt counted against `rule` under `key` (an IP address, an e-mail address, an id). */
export type RateCheck = [rule: RateRule, key: string];

/**
 * An attempt counted as `counts` while the Redis key `ifExists` exists, else as `otherwise`: the
 * script decides, so the choice costs no round trip of its own (a browser's own sign-in budget
 * once it is a known device, known-devices.ts). Its keys are never empty.
 */
export interface RateChoice {
  ifExists: string;
  counts: RateCheck;
  otherwise: RateCheck;
}

interface Count {
  allowed: boolean;
  retryAfter: number;
}

/**
 * Fixed-window counters in Redis, shared by every server instance: one script counts the attempt
 * against every rule (SET NX EX opens a window, INCR counts, TTL says when it ends; a counter
 * without an expiry, left by an older release, is given one), atomically, so a limited request
 * costs one round trip and one command however many rules guard it.
 * ARGV[1] is the number of counters n, ARGV[1 + i] the window of KEYS[i]. With a choice, KEYS[n]
 * is its `otherwise` counter, KEYS[n + 1] its `ifExists` key and KEYS[n + 2] its `counts`
 * counter, of window ARGV[n + 2], counted instead while that key exists; the last reply says
 * which (1: `counts`).
 */
const COUNT_SCRIPT = redisScript(`
local n = tonumber(ARGV[1])
local keys, windows = {}, {}
for i = 1, n do
  keys[i] = KEYS[i]
  windows[i] = tonumber(ARGV[i + 1])
end
local chose = 0
if #KEYS == n + 2 and redis.call('EXISTS', KEYS[n + 1]) == 1 then
  keys[n] = KEYS[n + 2]
  windows[n] = tonumber(ARGV[n + 2])
  chose = 1
end
local replies = {}
for i = 1, n do
  local key, window = keys[i], windows[i]
  redis.call('SET', key, 0, 'EX', window, 'NX')
  replies[#replies + 1] = redis.call('INCR', key)
  local ttl = redis.call('TTL', key)
  if ttl == -1 then redis.call('EXPIRE', key, window) end
  replies[#replies + 1] = ttl
end
replies[#replies + 1] = chose
return replies`);

async function countAttempt(
  deps: LimiterDeps,
  checks: RateCheck[],
  choice: RateChoice | undefined,
): Promise<Count[]> {
  // Under the installation's key prefix, so installations (and test files) sharing a Redis never collide.
  const counterKey = ([rule, key]: RateCheck) => `${deps.env.QUEUE_PREFIX}:rl:${rule.name}:${clientKey(key)}`;
  const counted = choice ? [...checks, choice.otherwise] : checks;
  const keys = counted.map(counterKey);
  const windows = counted.map(([rule]) => rule.windowSeconds);
  if (choice) {
    keys.push(choice.ifExists, counterKey(choice.counts));
    windows.push(choice.counts[0].windowSeconds);
  }
  const replies = (await runScript(deps.redis, COUNT_SCRIPT, keys, [counted.length, ...windows])) as number[];
  const choseCounts = Number(replies[counted.length * 2]) === 1;
  return counted.map(([countedRule], i) => {
    const rule = choice && choseCounts && i === counted.length - 1 ? choice.counts[0] : countedRule;
    const count = Number(replies[i * 2]);
    const ttl = Number(replies[i * 2 + 1]);
    return { allowed: count <= rule.limit, retryAfter: ttl > 0 ? ttl : rule.windowSeconds };
  });
}

/**
 * A key that is an IP address counts for its client's network: one IPv6 client is routinely
 * given a whole /64 (and can pick any address in it), so IPv6 is counted by its /64. IPv4 stays
 * whole, and an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) is the IPv4 address it maps.
 * Any other key (an e-mail address, a user id) is used as it is.
 */
export function clientKey(key: string): string {
  if (isIP(key) !== 6) return key;
  const groups = ipv6Groups(key);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * Counts one attempt against every rule (a check without a key, such as an unknown IP, counts
 * nothing; at most one RateChoice); refuses with 429 and Retry-After when any is over.
 */
export async function enforce(deps: LimiterDeps, checks: Array<RateCheck | RateChoice>): Promise<void> {
  const counted = checks.filter((check): check is RateCheck => Array.isArray(check) && !!check[1]);
  const choices = checks.filter((check): check is RateChoice => !Array.isArray(check));
  if (choices.length > 1) throw new Error('enforce counts at most one RateChoice per attempt');
  const choice = choices[0];
  if (counted.length === 0 && !choice) return;
  const retryAfter = Math.max(
    0,
    ...(await countAttempt(deps, counted, choice)).filter((c) => !c.allowed).map((c) => c.retryAfter),
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
  /** Shared by every client without a known device for the address (known-devices.ts). */
  loginAccount: window('login:acct', 10, 15 * 60),
  /** One per (address, device that has signed in to it before): strangers cannot use it up. */
  loginDevice: window('login:device', 10, 15 * 60),
  emailIp: window('email:ip', 20, 60 * 60),
  emailAccount: window('email:acct', 5, 15 * 60),
  verifyIp: window('verify:ip', 60, 15 * 60),
  registerIp: window('register:ip', 10, 60 * 60),
} as const;
