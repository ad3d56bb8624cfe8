import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RateRule } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { deleteIfHeld } from '../../queue/redis-script.js';

/**
 * Limits of the verify calls that reach the provider (a settled payment is answered from our
 * record and counts nothing). Paystack throttles per secret key, so one person's script could
 * otherwise hold up everyone's payments. The browser verifies once per return from checkout.
 */
export const VERIFY_RULES = {
  /** Every pending reference of one account. */
  account: { name: 'verify-payment:acct', limit: 30, windowSeconds: 10 * 60 },
  /** One reference of one account (counted as the pair, so nobody else can use it up). */
  reference: { name: 'verify-payment:ref', limit: 10, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateRule>;

/** The key whose holder is the one instance asking the provider about a reference. */
export const verifyLockKey = (prefix: string, reference: string): string =>
  `${prefix}:verify-lock:${reference}`;

/** How often a request waiting for another instance's call looks whether it is done. */
const WAIT_STEP_MS = 100;
/** Settling after the provider's answer (a grant, its receipt) takes well under this. */
const SETTLE_MARGIN_MS = 5_000;

type FlightDeps = Pick<Deps, 'redis' | 'env'>;

/** This process's calls in flight, by installation and reference: the requests that arrive meanwhile share them. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * At most one provider call in flight per reference. Within a process, a verify that arrives
 * while another is asking shares its promise (and so its answer). Across server instances, the
 * asker holds a Redis lock (SET NX PX, a little longer than the provider's time limit, so a
 * crashed holder frees it by itself); an instance that finds it held waits until it is released
 * and answers `fromRecord` (the holder has settled our record by then) instead of asking again.
 */
export function verifyOnce<T>(
  deps: FlightDeps,
  reference: string,
  ask: () => Promise<T>,
  fromRecord: () => Promise<T>,
): Promise<T> {
  const key = verifyLockKey(deps.env.QUEUE_PREFIX, reference);
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const flight = lockedCall(deps, key, ask, fromRecord).finally(() => inFlight.delete(key));
  inFlight.set(key, flight);
  return flight;
}

async function lockedCall<T>(
  deps: FlightDeps,
  key: string,
  ask: () => Promise<T>,
  fromRecord: () => Promise<T>,
): Promise<T> {
  const ttlMs = deps.env.PAYSTACK_TIMEOUT_MS + SETTLE_MARGIN_MS;
  const token = randomBytes(12).toString('hex');
  if ((await deps.redis.set(key, token, 'PX', ttlMs, 'NX')) === 'OK') {
    try {
      return await ask();
    } finally {
      // Only while it is still ours: it may have expired and been taken since.
      await deleteIfHeld(deps.redis, key, token).catch(() => {});
    }
  }
  // Another instance is asking: wait for it (never longer than its lock lives), then read.
  for (let waited = 0; waited < ttlMs && (await deps.redis.exists(key)) === 1; waited += WAIT_STEP_MS)
    await sleep(WAIT_STEP_MS);
  return fromRecord();
}
