import { z } from 'zod';

/**
 * The admin audit log: every change an administrator makes (provider, key, prompt, plan, status,
 * usage reset, deletion), with who, what, when and before → after. A key never appears in it, only
 * its last 4 characters.
 */
export const AUDIT_ACTIONS = [
  'provider.create',
  'provider.update',
  'provider.activate',
  'prompt.save',
  'prompt.activate',
  'user.plan',
  'user.status',
  'user.role',
  'user.reset_usage',
  'user.credits_add',
  'user.credits_set',
  'user.delete',
  'support.availability',
  'support.reply',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditTargetType = 'provider' | 'prompt' | 'user' | 'support';

export const AUDIT_MESSAGES = {
  invalidAdmin: 'The admin filter must be the id of an administrator.',
  invalidUser: 'The person filter must be the id of an account.',
  unknownAction: `The action filter must be one of: ${AUDIT_ACTIONS.join(', ')}.`,
  invalidCursor: 'That page of the audit log is not valid. Start again from the newest entries.',
  invalidLimit: 'The page size must be a whole number from 1 to 100.',
} as const;

export const AUDIT_PAGE_SIZE = 25;

/** Query values arrive as text; an empty one means "no filter". */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /api/admin/audit query and `admin.audit.page`: filters by the administrator who acted, the
 * person acted on and the action, newest first, a page at a time (`cursor` is the `nextCursor` of
 * the page before: the position of its last entry, to the microsecond).
 */
export const ZAuditPageInput = z.object({
  admin: z.preprocess(blankAsAbsent, z.uuid({ error: AUDIT_MESSAGES.invalidAdmin }).optional()),
  user: z.preprocess(blankAsAbsent, z.uuid({ error: AUDIT_MESSAGES.invalidUser }).optional()),
  action: z.preprocess(
    blankAsAbsent,
    z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.unknownAction }).optional(),
  ),
  cursor: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .regex(/^\d{1,17}_[0-9a-f-]{36}$/, AUDIT_MESSAGES.invalidCursor)
      .optional(),
  ),
  limit: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: AUDIT_MESSAGES.invalidLimit })
      .int(AUDIT_MESSAGES.invalidLimit)
      .min(1, AUDIT_MESSAGES.invalidLimit)
      .max(100, AUDIT_MESSAGES.invalidLimit)
      .default(AUDIT_PAGE_SIZE),
  ),
});
export type TAuditPageInput = z.infer<typeof ZAuditPageInput>;

/** Someone named in the log: the name is null when they never gave one, the whole entry when deleted. */
export interface AuditPersonDto {
  id: string;
  name: string | null;
  email: string;
}

/** One entry as the Audit log tab shows it. */
export interface AuditRowDto {
  id: string;
  createdAt: string;
  action: string;
  /** Null when the administrator's account was deleted since. */
  actor: AuditPersonDto | null;
  targetType: string;
  targetId: string | null;
  /** The person acted on, when the target is an account that still exists. */
  person: AuditPersonDto | null;
  /** The sentence written with the change (names e-mail addresses as they were then). */
  summary: string;
  /** The state before and after, as written with the change (optional in type only: JSON). */
  before?: unknown;
  after?: unknown;
  /** Why, when the administrator gave a reason. */
  reason: string | null;
}

export interface AuditPageDto {
  entries: AuditRowDto[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export const ZAuditListInput = z.object({
  limit: z.number().int().min(1).max(100).default(20),
  /** The createdAt (ISO) of the last entry already shown: the next page starts after it. */
  before: z.iso.datetime().optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
});
export type TAuditListInput = z.infer<typeof ZAuditListInput>;

export interface AuditEntryDto {
  id: string;
  /** Null when the administrator's account was deleted since. */
  actor: { id: string; email: string } | null;
  action: string;
  targetType: string;
  targetId: string | null;
  /** A sentence: "Changed the plan of ada@example.com from jjc to agba". */
  summary: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}
