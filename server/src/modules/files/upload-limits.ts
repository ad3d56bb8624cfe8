import type { RateRule } from '../../auth/rate-limit.js';
import { enforce } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';

type LimitDeps = Pick<Deps, 'redis' | 'env'>;

/**
 * Resume uploads per account. Someone fixing their CV uploads a handful an hour; the burst rule
 * stops a script storing ten 10 MB files in two seconds, the daily one a slow drip.
 */
export const UPLOAD_RULES = {
  burst: { name: 'upload:acct:10m', limit: 10, windowSeconds: 10 * 60 },
  daily: { name: 'upload:acct:day', limit: 40, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateRule>;

/**
 * Resumes the reader refused as hostile (a compression bomb, reading past the time limit): each
 * one cost a thread's time and was refunded. Past the limit, the account's resume uploads and
 * generations with a resume wait until the window ends. Damaged or scanned files do not count:
 * they fail in milliseconds and honest people send them.
 */
export const HOSTILE_FILE_RULE = {
  name: 'resume-refused:acct',
  limit: 3,
  windowSeconds: 60 * 60,
} as const satisfies RateRule;

const minutes = (seconds: number) => {
  const wait = Math.max(1, Math.ceil(seconds / 60));
  return `${wait} minute${wait === 1 ? '' : 's'}`;
};

const counterKey = (env: LimitDeps['env'], rule: RateRule, userId: string) =>
  `${env.QUEUE_PREFIX}:rl:${rule.name}:${userId}`;

/** Counts one upload against the account's limits; a 429 with Retry-After when over. */
export async function countUpload(deps: LimitDeps, userId: string): Promise<void> {
  try {
    await enforce(deps, [
      [UPLOAD_RULES.burst, userId],
      [UPLOAD_RULES.daily, userId],
    ]);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
    const retryAfter = Number(error.details.retryAfter) || UPLOAD_RULES.burst.windowSeconds;
    throw new AppError(
      'RATE_LIMITED',
      `You have uploaded many files in a short time. Please wait ${minutes(retryAfter)} and upload your resume again.`,
      { retryAfter },
    );
  }
}

/** Called by the worker when it refuses a resume as hostile. */
export async function recordHostileFile(deps: LimitDeps, userId: string): Promise<void> {
  const key = counterKey(deps.env, HOSTILE_FILE_RULE, userId);
  await deps.redis.multi().set(key, 0, 'EX', HOSTILE_FILE_RULE.windowSeconds, 'NX').incr(key).exec();
}

/** Refuses (429, Retry-After) while the account has sent too many files the reader refused. */
export async function assertResumesAccepted(deps: LimitDeps, userId: string): Promise<void> {
  const key = counterKey(deps.env, HOSTILE_FILE_RULE, userId);
  const replies = (await deps.redis.multi().get(key).ttl(key).exec()) ?? [];
  const count = Number(replies[0]?.[1] ?? 0);
  if (count < HOSTILE_FILE_RULE.limit) return;
  const ttl = Number(replies[1]?.[1]);
  const retryAfter = ttl > 0 ? ttl : HOSTILE_FILE_RULE.windowSeconds;
  throw new AppError(
    'RATE_LIMITED',
    `Several of your recent files could not be read safely, so resumes are paused on your account for ${minutes(retryAfter)}. Export your resume again as PDF or DOCX from your word processor and try after that.`,
    { retryAfter },
  );
}
