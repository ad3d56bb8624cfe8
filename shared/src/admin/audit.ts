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
  'user.delete',
  'support.availability',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditTargetType = 'provider' | 'prompt' | 'user' | 'support';

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
