import { z } from 'zod';
import { plainText } from '../text/plain-text.js';
import { SUPPORT_MAX_CHARS, SUPPORT_MESSAGES } from './messages.js';

/** The text of a message, trimmed; empty is allowed here (an image may stand alone). */
export const ZSupportText = plainText()
  .transform((s) => s.trim())
  .pipe(z.string().max(SUPPORT_MAX_CHARS, { error: SUPPORT_MESSAGES.tooLong }));

/**
 * A message's text fields: tRPC's input (text only), and the multipart form's fields on the REST
 * route (the image travels beside them). The service trims and checks the message's length.
 */
export const ZSupportSend = z.object({
  message: plainText().max(SUPPORT_MAX_CHARS * 4, SUPPORT_MESSAGES.tooLong),
  currentPage: plainText().max(500).optional(),
  userAgent: plainText().max(500).optional(),
});

export const ZSupportReply = z.object({
  userId: z.uuid({ error: SUPPORT_MESSAGES.conversationNotFound }),
  message: plainText().max(SUPPORT_MAX_CHARS * 4, SUPPORT_MESSAGES.tooLong),
});

/** An administrator opens or closes the support chat to users. */
export const ZSupportAvailability = z.object({ available: z.boolean() });

export const ZSupportUserId = z.object({ userId: z.uuid({ error: SUPPORT_MESSAGES.conversationNotFound }) });

/** The newest message the person has seen in their conversation (POST /api/support/read). */
export const ZSupportSeen = z.object({ messageId: z.uuid({ error: SUPPORT_MESSAGES.messageNotFound }) });
