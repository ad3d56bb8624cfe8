import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { upsertSettings } from '../users/settings.repo.js';
import { verifyRemindersOff } from './reminder-link.js';

const ZUserId = z.uuid();

/**
 * The reminder e-mail's link: turns the person's follow-up reminders off (follow_up_days null)
 * when the signature is theirs. Answers whether it did; a second click does the same again.
 */
export async function turnRemindersOff(
  deps: Pick<Deps, 'db' | 'env' | 'clock'>,
  userId: string,
  token: string,
): Promise<boolean> {
  if (!ZUserId.safeParse(userId).success || token.length > 100) return false;
  if (!verifyRemindersOff(deps.env, userId, token)) return false;
  try {
    await upsertSettings(deps.db, userId, { follow_up_days: null }, deps.clock.now());
  } catch (error) {
    // The account was deleted since the e-mail: there is nothing left to remind.
    if ((error as { code?: string }).code === '23503') return true;
    throw error;
  }
  return true;
}
