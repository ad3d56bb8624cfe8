import { SUPPORT_MESSAGES, type SupportReadResult } from '@app/shared';
import { AppError } from '../../errors.js';
import type { PublicUserRow } from '../users/users.repo.js';
import { markUserReadUpTo } from './support.repo.js';
import type { SupportDeps } from './support.service.js';

/**
 * The person saw their conversation up to `messageId` (the widget says so when the chat is open,
 * the tab visible and the newest message in view). Only this marks it read for them: fetching the
 * thread does not, as the widget polls it while closed when the live connection is down.
 */
export async function markSeen(
  deps: Pick<SupportDeps, 'db' | 'clock'>,
  user: PublicUserRow,
  messageId: string,
): Promise<SupportReadResult> {
  const readAt = await markUserReadUpTo(deps.db, user.id, messageId, deps.clock.now());
  if (!readAt) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.messageNotFound);
  return { readAt: readAt.toISOString() };
}
