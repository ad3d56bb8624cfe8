import { z } from 'zod';
import { plainText } from '../text/plain-text.js';
import type { SupportTierId } from './tiers.js';

/** Support message of spec 01 §3: 'support' is an administrator's answer. */
export interface SupportMessageDto {
  id: string;
  messageType: 'user' | 'support';
  content: string;
  createdAt: string;
  metadata: {
    imageAttachment?: { url: string; originalName: string };
    currentPage?: string;
    userAgent?: string;
  };
}

export interface SupportStatusDto {
  available: boolean;
  agentOnline: boolean;
}

export interface SupportTierDto {
  id: SupportTierId;
  name: string;
  responseTime: string;
}

export interface SupportConversationDto {
  messages: SupportMessageDto[];
  /** The server's time of the answer, ISO 8601. */
  timestamp: string;
  tier: SupportTierDto;
  /**
   * Ours, beside the spec's fields: up to when the person has seen the answers (ISO 8601; null:
   * never). Answers after it are unread: the widget's dot shows for them after a reload too.
   */
  readAt: string | null;
}

/** POST /api/support/read: the person saw their conversation up to this message. */
export interface SupportReadResult {
  readAt: string;
}

export interface SupportSendResult {
  message: string;
  supportMessage: SupportMessageDto;
}

/** One row of the administrators' inbox, in answer order. */
export interface SupportInboxRowDto {
  userId: string;
  name: string;
  email: string;
  plan: string;
  tier: SupportTierDto;
  responseMinutes: number;
  unread: number;
  /** When the oldest unanswered user message arrived; null when nothing waits. */
  waitingSince: string | null;
  overdue: boolean;
  lastMessageAt: string;
  lastMessage: string;
}

export interface SupportAdminThreadDto {
  user: { id: string; name: string; email: string; plan: string };
  tier: SupportTierDto;
  messages: SupportMessageDto[];
  timestamp: string;
  /** Up to when the person has seen their conversation (null: never): "seen your reply". */
  readAt: string | null;
}

/** The socket events of spec 01 §3 (server to client). */
export type SupportSocketEvent =
  | { type: 'new_support_message'; targetUserId: string; message: SupportMessageDto }
  | { type: 'support_status_update'; status: { agentOnline: boolean } };

/** Client to server on /ws: the token for clients without the cookie, and the inbox presence. */
export const ZSupportSocketCommand = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: plainText().min(1).max(200) }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('inbox_open') }),
  z.object({ type: z.literal('inbox_close') }),
]);
export type SupportSocketCommand = z.infer<typeof ZSupportSocketCommand>;
