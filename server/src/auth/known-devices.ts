import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Deps } from '../deps.js';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './cookies.js';
import { hashSecret } from './crypto.js';

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
const pairOf = (email: string, device: string): string =>
  Buffer.from(hashSecret(`${email.toLowerCase()}\n${device}`)).toString('hex');
const knownKey = (deps: DeviceDeps, pair: string) => `${deps.env.QUEUE_PREFIX}:known-device:${pair}`;

/**
 * The rate-limit key of this device's own budget for `email`, or null when the request has no
 * device cookie or the device has never signed in to that address (it then shares the address's).
 */
export async function knownDeviceBudget(
  deps: DeviceDeps,
  email: string,
  device: string | null | undefined,
): Promise<string | null> {
  if (!device) return null;
  const pair = pairOf(email, device);
  return (await deps.redis.exists(knownKey(deps, pair))) ? pair : null;
}

/**
 * Records that the browser signed in to `email`, under the id its cookie has or is being given
 * (setSessionCookie makes the same choice). A failure only costs the owner the exemption, so it
 * is logged and the sign-in goes on.
 */
export async function rememberDevice(
  deps: DeviceDeps & Pick<Deps, 'logger'>,
  email: string,
  meta: { device?: string | null | undefined },
  sessionToken: string,
): Promise<void> {
  const pair = pairOf(email, meta.device ?? deviceIdFor(sessionToken));
  try {
    await deps.redis.set(knownKey(deps, pair), '1', 'EX', DEVICE_COOKIE_MAX_AGE_SECONDS);
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not remember the signed-in device');
  }
}
