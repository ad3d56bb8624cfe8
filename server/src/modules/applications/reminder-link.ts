import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseEncryptionKey } from '../../crypto/secrets.js';
import { type Env, publicUrl } from '../../env.js';

/**
 * The "turn follow-up reminders off" link of a reminder e-mail: the person's id signed with an
 * HMAC under a key derived from ENCRYPTION_KEY (the one secret the product always keeps; `npm
 * start` creates it). It does not expire and does only one thing, switch the reminders off, so
 * a forwarded or prefetched e-mail can never do more than that. Without ENCRYPTION_KEY there is
 * no link: the e-mail points to Settings instead.
 */
export const REMINDERS_OFF_PATH = '/api/follow-up-reminders/off';

type KeyEnv = Pick<Env, 'ENCRYPTION_KEY'>;

function linkKey(env: KeyEnv): Buffer | null {
  const secret = env.ENCRYPTION_KEY ? parseEncryptionKey(env.ENCRYPTION_KEY) : null;
  // A key of its own, so this signature can never stand for anything the secret seals.
  return secret ? createHmac('sha256', secret).update('jobpadi/follow-up-reminders-off/v1').digest() : null;
}

const sign = (key: Buffer, userId: string) => createHmac('sha256', key).update(userId).digest('base64url');

/** The absolute link that turns this person's reminders off, or null without a key. */
export function remindersOffUrl(env: KeyEnv & Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>, userId: string) {
  const key = linkKey(env);
  if (!key) return null;
  const query = new URLSearchParams({ u: userId, t: sign(key, userId) });
  return `${publicUrl(env)}${REMINDERS_OFF_PATH}?${query.toString()}`;
}

/** Whether `token` is this person's signature (compared in constant time). */
export function verifyRemindersOff(env: KeyEnv, userId: string, token: string): boolean {
  const key = linkKey(env);
  if (!key) return false;
  const expected = Buffer.from(sign(key, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
