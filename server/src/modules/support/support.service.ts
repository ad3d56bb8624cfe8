import {
  SUPPORT_IMAGE_ONLY_TEXT,
  SUPPORT_MAX_CHARS,
  SUPPORT_MESSAGES,
  type SupportAdminThreadDto,
  type SupportConversationDto,
  type SupportInboxRowDto,
  type SupportMessageDto,
  type SupportSendResult,
  type SupportStatusDto,
  supportTierOf,
} from '@app/shared';
import { enforce, type RateRule } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { type AuditRecord, insertAudit } from '../admin/audit/audit.repo.js';
import { insertFile } from '../files/files.repo.js';
import { sendMail } from '../mail/mail.service.js';
import { mayEmail } from '../users/email-preferences.js';
import type { PublicUserRow } from '../users/users.repo.js';
import { toSupportMessageDto, toTierDto } from './support.dto.js';
import {
  claimReplyEmail,
  findConversationImage,
  findConversationUser,
  findSupportAvailable,
  findUserReadAt,
  insertSupportMessage,
  listInbox,
  listSupportMessages,
  markRead,
  pruneSupportImages,
  setSupportAvailable,
} from './support.repo.js';
import { SUPPORT_IMAGE_MIME, toSupportImage } from './support-image.js';
import { agentOnline, publishSupport, touchAgent, userHasSocket } from './support-live.js';

export type SupportDeps = Pick<Deps, 'db' | 'redis' | 'env' | 'clock' | 'queues' | 'logger'>;

/** Ten messages a minute is brisk typing; beyond it is a script. Answers have their own count. */
export const SUPPORT_RULES = {
  userMessages: { name: 'support:user', limit: 10, windowSeconds: 60 },
  adminReplies: { name: 'support:admin', limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;

/**
 * What one conversation's images may hold, after re-encoding (a screenshot is a few hundred KB).
 * They count in the account's storage (files/storage-quota.ts) too, so they stay well under it.
 */
export const SUPPORT_IMAGE_BUDGET_BYTES = 10 * 1024 * 1024;

/** At most one "support replied" e-mail per conversation an hour. */
export const REPLY_EMAIL_WINDOW_SECONDS = 3600;

export interface IncomingMessage {
  message: string;
  currentPage?: string | undefined;
  userAgent?: string | undefined;
  image?: { content: Buffer; filename: string } | undefined;
}

export async function getSupportStatus(deps: SupportDeps): Promise<SupportStatusDto> {
  const [available, online] = await Promise.all([findSupportAvailable(deps.db), agentOnline(deps)]);
  return { available, agentOnline: online };
}

export async function getOwnConversation(
  deps: SupportDeps,
  user: PublicUserRow,
): Promise<SupportConversationDto> {
  const now = deps.clock.now();
  // Reading the thread is not seeing it (the widget polls while closed): the person's own device
  // marks what they saw through markSeen (support-read.ts).
  const [rows, readAt] = await Promise.all([
    listSupportMessages(deps.db, user.id),
    findUserReadAt(deps.db, user.id),
  ]);
  return {
    messages: rows.map(toSupportMessageDto),
    timestamp: now.toISOString(),
    tier: toTierDto(user.subscription_plan),
    readAt: readAt?.toISOString() ?? null,
  };
}

/** Trimmed text, the spec's refusals, and 'Image attachment' for an image alone. */
function messageText(input: IncomingMessage): string {
  const text = input.message.trim();
  if (text.length > SUPPORT_MAX_CHARS) throw new AppError('VALIDATION_FAILED', SUPPORT_MESSAGES.tooLong);
  if (text) return text;
  if (input.image) return SUPPORT_IMAGE_ONLY_TEXT;
  throw new AppError('VALIDATION_FAILED', SUPPORT_MESSAGES.empty);
}

const shortField = (value: string | undefined, max: number) => value?.trim().slice(0, max) || null;

async function limited(deps: SupportDeps, rule: RateRule, key: string): Promise<void> {
  try {
    await enforce(deps, [[rule, key]]);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED')
      throw new AppError('RATE_LIMITED', SUPPORT_MESSAGES.rateLimited, error.details);
    throw error;
  }
}

async function storeImage(deps: SupportDeps, ownerId: string, image: IncomingMessage['image']) {
  if (!image) return null;
  const content = await toSupportImage(image.content);
  const file = await insertFile(deps.db, {
    userId: ownerId,
    purpose: 'support_image',
    filename: 'image.webp',
    mimeType: SUPPORT_IMAGE_MIME,
    content,
  });
  await pruneSupportImages(deps.db, ownerId, SUPPORT_IMAGE_BUDGET_BYTES);
  return { id: file.id, name: image.filename.slice(0, 255) };
}

/** Tells the conversation's user (every tab) and every administrator, on whichever process. */
async function fanOut(deps: SupportDeps, userId: string, message: SupportMessageDto): Promise<void> {
  const event = { type: 'new_support_message', targetUserId: userId, message } as const;
  await Promise.all([
    publishSupport(deps, { audience: { to: 'user', userId }, event }),
    publishSupport(deps, { audience: { to: 'admins' }, event }),
  ]);
}

export async function sendUserMessage(
  deps: SupportDeps,
  user: PublicUserRow,
  input: IncomingMessage,
): Promise<SupportSendResult> {
  const body = messageText(input);
  await limited(deps, SUPPORT_RULES.userMessages, user.id);
  if (!(await findSupportAvailable(deps.db)))
    throw new AppError('SERVICE_UNAVAILABLE', SUPPORT_MESSAGES.unavailable);
  const image = await storeImage(deps, user.id, input.image);
  const row = await insertSupportMessage(deps.db, {
    userId: user.id,
    sender: 'user',
    adminId: null,
    body,
    imageFileId: image?.id ?? null,
    imageName: image?.name ?? null,
    currentPage: shortField(input.currentPage, 500),
    userAgent: shortField(input.userAgent, 500),
  });
  const message = toSupportMessageDto(row);
  await fanOut(deps, user.id, message);
  return { message: SUPPORT_MESSAGES.sent, supportMessage: message };
}

export async function sendAdminReply(
  deps: SupportDeps,
  admin: PublicUserRow,
  userId: string,
  input: IncomingMessage,
): Promise<SupportSendResult> {
  const body = messageText(input);
  // The limit and the lookup are independent reads: one round trip of waiting, not two.
  const [, owner] = await Promise.all([
    limited(deps, SUPPORT_RULES.adminReplies, admin.id),
    findConversationUser(deps.db, userId),
  ]);
  if (!owner) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound);
  const image = await storeImage(deps, owner.id, input.image);
  // The answer and its audit entry land together or not at all.
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertSupportMessage(trx, {
      userId: owner.id,
      sender: 'admin',
      adminId: admin.id,
      body,
      imageFileId: image?.id ?? null,
      imageName: image?.name ?? null,
      currentPage: null,
      userAgent: null,
    });
    await insertAudit(trx, replyAudit(admin, owner, inserted.id, input));
    return inserted;
  });
  const message = toSupportMessageDto(row);
  // The person waits for the delivery; marking the thread read is the administrators' bookkeeping,
  // done alongside it rather than before it.
  await Promise.all([
    fanOut(deps, owner.id, message),
    markRead(deps.db, owner.id, 'admin', deps.clock.now()),
  ]);
  // The answer is stored and delivered: a failing e-mail must not turn it into an error.
  await emailIfAway(deps, owner).catch((err: unknown) =>
    deps.logger.error({ err, userId: owner.id }, 'support reply e-mail failed'),
  );
  return { message: SUPPORT_MESSAGES.replySent, supportMessage: message };
}

/**
 * What the audit log keeps of an answer: who answered whom and when, its length and whether it had
 * an image. Not the words: they stay in the conversation, which only the person and support read.
 */
function replyAudit(
  admin: PublicUserRow,
  owner: { id: string; email: string },
  messageId: string,
  input: IncomingMessage,
): AuditRecord {
  return {
    actorId: admin.id,
    action: 'support.reply',
    targetType: 'user',
    targetId: owner.id,
    summary: `Replied to ${owner.email} in support`,
    before: null,
    after: { messageId, characters: input.message.trim().length, image: Boolean(input.image) },
  };
}

/** The person has no chat open anywhere: one e-mail an hour, if their settings allow it. */
async function emailIfAway(
  deps: SupportDeps,
  owner: { id: string; email: string; full_name: string | null },
) {
  if (await userHasSocket(deps, owner.id)) return;
  if (!(await mayEmail(deps, owner.id, 'support'))) return;
  if (!(await claimReplyEmail(deps.db, owner.id, deps.clock.now(), REPLY_EMAIL_WINDOW_SECONDS))) return;
  await sendMail(deps, owner.email, 'support-reply', { name: owner.full_name ?? undefined });
}

/**
 * Opens or closes the support chat to users (spec 01 §3 `available`), with its audit entry in the
 * same transaction. Closed, the widget disappears at the users' next status check and new
 * messages are refused; the conversations stay.
 */
export async function setSupportAvailability(
  deps: SupportDeps,
  admin: PublicUserRow,
  available: boolean,
): Promise<SupportStatusDto> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await findSupportAvailable(trx);
    await setSupportAvailable(trx, available);
    await insertAudit(trx, {
      actorId: admin.id,
      action: 'support.availability',
      targetType: 'support',
      targetId: null,
      summary: available ? 'Opened the support chat to users' : 'Closed the support chat to users',
      before: { available: before },
      after: { available },
    });
  });
  return getSupportStatus(deps);
}

/** The inbox in answer order: tier first (Priority before Basic), then who has waited longest. */
export async function listConversations(
  deps: SupportDeps,
  admin: PublicUserRow,
): Promise<SupportInboxRowDto[]> {
  // Reading the inbox over HTTP counts as having it open, like an inbox socket.
  await touchAgent(deps, `http:${admin.id}`);
  const now = deps.clock.now().getTime();
  const rows = (await listInbox(deps.db)).map((row): SupportInboxRowDto => {
    const tier = supportTierOf(row.subscription_plan);
    const waitingSince = row.waiting_since ? new Date(row.waiting_since) : null;
    const waitedMinutes = waitingSince ? (now - waitingSince.getTime()) / 60_000 : 0;
    return {
      userId: row.user_id,
      name: row.full_name ?? row.email,
      email: row.email,
      plan: row.subscription_plan,
      tier: toTierDto(row.subscription_plan),
      responseMinutes: tier.responseMinutes,
      unread: row.unread,
      waitingSince: waitingSince?.toISOString() ?? null,
      overdue: waitingSince !== null && waitedMinutes > tier.responseMinutes,
      lastMessageAt: new Date(row.last_message_at).toISOString(),
      lastMessage: row.last_message.slice(0, 200),
    };
  });
  const waiting = (r: SupportInboxRowDto) =>
    r.waitingSince ? Date.parse(r.waitingSince) : Number.POSITIVE_INFINITY;
  return rows.sort(
    (a, b) =>
      Number(a.waitingSince === null) - Number(b.waitingSince === null) ||
      supportTierOf(a.plan).priority - supportTierOf(b.plan).priority ||
      waiting(a) - waiting(b) ||
      Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt),
  );
}

export async function getAdminThread(
  deps: SupportDeps,
  admin: PublicUserRow,
  userId: string,
): Promise<SupportAdminThreadDto> {
  const owner = await findConversationUser(deps.db, userId);
  if (!owner) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound);
  await touchAgent(deps, `http:${admin.id}`);
  const now = deps.clock.now();
  const [rows, readAt] = await Promise.all([
    listSupportMessages(deps.db, owner.id),
    findUserReadAt(deps.db, owner.id),
  ]);
  await markRead(deps.db, owner.id, 'admin', now);
  return {
    user: {
      id: owner.id,
      name: owner.full_name ?? owner.email,
      email: owner.email,
      plan: owner.subscription_plan,
    },
    tier: toTierDto(owner.subscription_plan),
    messages: rows.map(toSupportMessageDto),
    timestamp: now.toISOString(),
    readAt: readAt?.toISOString() ?? null,
  };
}

/** An image only for its conversation's user and administrators; to anyone else it does not exist. */
export async function readSupportImage(
  deps: SupportDeps,
  viewer: { userId: string; isAdmin: boolean },
  fileId: string,
): Promise<{ mimeType: string; content: Buffer }> {
  const image = await findConversationImage(deps.db, fileId);
  if (!image || (!viewer.isAdmin && image.user_id !== viewer.userId))
    throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.imageNotFound);
  return { mimeType: image.mime_type, content: image.content };
}
