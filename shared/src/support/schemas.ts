import { z } from 'zod';
import { SUPPORT_MAX_CHARS, SUPPORT_MESSAGES } from './messages.js';

/** The text of a message, trimmed; empty is allowed here (an image may stand alone). */
export const ZSupportText = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().max(SUPPORT_MAX_CHARS, { error: SUPPORT_MESSAGES.tooLong }));

/** A text-only message through tRPC (images go through the multipart REST route). */
export const ZSupportSend = z.object({
  message: z.string().max(SUPPORT_MAX_CHARS * 4),
  currentPage: z.string().max(500).optional(),
  userAgent: z.string().max(500).optional(),
});

export const ZSupportReply = z.object({
  userId: z.uuid({ error: SUPPORT_MESSAGES.conversationNotFound }),
  message: z.string().max(SUPPORT_MAX_CHARS * 4),
});

/** An administrator opens or closes the support chat to users. */
export const ZSupportAvailability = z.object({ available: z.boolean() });

export const ZSupportUserId = z.object({ userId: z.uuid({ error: SUPPORT_MESSAGES.conversationNotFound }) });
