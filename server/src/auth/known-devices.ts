import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Deps } from '../deps.js';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './cookies.js';
import { hashSecret, hashSecretHex } from './crypto.js';
import { RATE_RULES, type RateCheck, type RateChoice } from './rate-limit.js';

/**
 * Known devices: a browser that has signed in to an account keeps a budget of password attempts
 * of its own for that account, so strangers who use up the shared per-address budget (from any
 * number of IPs) do not lock the owner out of the browsers they already use. The browser holds
 * a random id in an HttpOnly cookie; Redis holds only SHA-256(address, id), for as long as the
 * cookie lives. See docs/operations.md "Sign-in limits".
 */

/**
 * The id a sign-in gives a browser that has none: SHA-256 of the new session's random token, so
 * the service that records the sign-in and setSessionCookie, which sets the cookie, arrive at
 * the same unguessable id without handing it to each other.
 */
export const deviceIdFor = (sessionToken: string): string =>
  encodeBase32LowerCaseNoPadding(hashSecret(`device:${sessionToken}`));

type DeviceDeps = Pick<Deps, 'redis' | 'env'>;

/** The (address, device) pair as one opaque name: neither the id nor the address is stored. */
const pairOf = (email: string, device: string): string => hashSecretHex(`${email.toLowerCase()}\n${device}`);
const knownKey = (deps: DeviceDeps, pair: string) => `${deps.env.QUEUE_PREFIX}:known-device:${pair}`;

/**
 * The budget a sign-in attempt to `email` counts against: the address's shared one, or this
 * browser's own when it has signed in to the address before (its pair is remembered). The rate
 * limiter's script looks the pair up while it counts, in the same round trip.
 */
export function accountBudget(
  deps: DeviceDeps,
  email: string,
  device: string | null | undefined,
): RateCheck | RateChoice {
  const shared: RateCheck = [RATE_RULES.loginAccount, email];
  if (!device) return shared;
  const pair = pairOf(email, device);
  return { ifExists: knownKey(deps, pair), counts: [RATE_RULES.loginDevice, pair], otherwise: shared };
}

/**
 * Records that the browser signed in to `email`, under the id its cookie has or is being given,
 * and answers that id: setSessionCookie puts it in the device cookie (and makes the same choice
 * itself when not handed it). A failure only costs the owner the exemption, so it is logged and
 * the sign-in goes on.
 */
export async function rememberDevice(
  deps: DeviceDeps & Pick<Deps, 'logger'>,
  email: string,
  meta: { device?: string | null | undefined },
  sessionToken: string,
): Promise<string> {
  const device = meta.device ?? deviceIdFor(sessionToken);
  try {
    await deps.redis.set(knownKey(deps, pairOf(email, device)), '1', 'EX', DEVICE_COOKIE_MAX_AGE_SECONDS);
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not remember the signed-in device');
  }
  return device;
}
