import type { SupportMessageDto } from '@app/shared/support/dto';

/** Answers from support the person has not seen: newer than their read mark (none: all are). */
export function hasUnseenAnswer(messages: readonly SupportMessageDto[], readAt: string | null): boolean {
  return messages.some((m) => m.messageType === 'support' && (readAt === null || m.createdAt > readAt));
}

/**
 * What to mark read once the person sees the newest message: its id, when an answer is unseen;
 * null when there is nothing new to mark (their own messages need no mark).
 */
export function seenMark(messages: readonly SupportMessageDto[], readAt: string | null): string | null {
  const newest = messages.at(-1);
  if (!newest || !hasUnseenAnswer(messages, readAt)) return null;
  return newest.id;
}
