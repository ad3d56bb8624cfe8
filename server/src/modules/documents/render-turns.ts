import type { Deps } from '../../deps.js';
import { redisScript, runScript } from '../../queue/redis-script.js';

/**
 * Who waits for a render: a person holding a download (or a report) open, or nobody yet (the
 * PDF a save prints in advance, prerender.ts).
 */
export type RenderUrgency = 'waited-for' | 'in-advance';

/**
 * How long a render an account queued counts towards its place in line: longer than a render
 * waits in any line we expect (a download gives up after 20 s), so an account's renders still
 * waiting are all counted.
 */
export const RENDER_TURN_WINDOW_MS = 10 * 60_000;

/** BullMQ's largest priority (Job's PRIORITY_LIMIT); smaller numbers are taken first. */
const PRIORITY_LIMIT = 2 ** 21 - 1;

/**
 * KEYS[1]: the account's renders queued within the window (member: job id, score: when, in ms;
 * strictly increasing, so renders queued in the same millisecond still take distinct places).
 * ARGV[1]: the window, ARGV[2]: the job id. Answers how many of the account's renders came before
 * this one; the same job asked for again keeps its place.
 */
const TURN_SCRIPT = redisScript(`
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('PEXPIRE', KEYS[1], window)
local rank = redis.call('ZRANK', KEYS[1], ARGV[2])
if rank then return rank end
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
local score = now
if last[2] and tonumber(last[2]) >= now then score = tonumber(last[2]) + 1 end
redis.call('ZADD', KEYS[1], score, ARGV[2])
return redis.call('ZCARD', KEYS[1]) - 1`);

/**
 * The BullMQ priority of a render, so the render queue takes accounts in turns instead of in
 * arrival order: an account's k-th render of the window gets 1 + 2k when someone waits for it,
 * 2 + 2k when it prints in advance. Another account's first download (1) is therefore taken
 * ahead of all but the first of anyone's backlog, and its first pre-render (2) ahead of their
 * second. Equal priorities keep their order of arrival (BullMQ's counter). Every render has a
 * priority (none is 0: BullMQ takes unprioritized jobs before all others).
 */
export async function renderPriority(
  deps: Pick<Deps, 'redis' | 'env'>,
  userId: string,
  jobId: string,
  urgency: RenderUrgency,
): Promise<number> {
  const key = `${deps.env.QUEUE_PREFIX}:render-turns:${userId}`;
  const rank = Number(await runScript(deps.redis, TURN_SCRIPT, [key], [RENDER_TURN_WINDOW_MS, jobId]));
  return Math.min(PRIORITY_LIMIT, 1 + 2 * rank + (urgency === 'in-advance' ? 1 : 0));
}
