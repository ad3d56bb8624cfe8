import { z } from 'zod';
import type { UserDto } from '../auth/user.js';
import { PLAN_IDS } from '../plans/catalogue.js';
import { plainText } from '../text/plain-text.js';
import { CREDIT_MODES } from './account-changes.js';

/** The admin console's user management contract (spec 02 §2 User Management, §3, §7, §9). */
export const ADMIN_USERS_PAGE_SIZE = 10;

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found',
  invalidId: 'User not found',
  unknownPlan: 'Choose one of the plans: Free Trial, Basic, Pro or Elite.',
  unknownStatus: "A plan change sets the status 'active'.",
  searchTooLong: 'The search is too long.',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfDemote: 'You cannot remove your own administrator role.',
  selfDelete: 'You cannot delete your own account from the admin console.',
  lastAdmin: 'This is the last administrator. Make someone else an administrator first.',
  deleteConfirm: 'Are you sure you want to delete this user? This action cannot be undone.',
  planUpdated: 'User plan updated successfully',
  statusUpdated: 'User status updated successfully',
  roleUpdated: 'User role updated successfully',
  usageReset: 'User usage reset successfully',
  deleted: 'User deleted successfully',
  creditsUpdated: 'User credits updated successfully',
  creditsMode: "Choose 'add' to add credits or 'set' to set what is left to a number.",
  creditsNumber: 'Credits must be a whole number from 0 to 1,000.',
  creditsMissing: 'Give a number of resumes, of cover letters, or both.',
  creditsNothingToAdd: 'Add at least one resume or cover letter.',
  reasonRequired: 'Give the reason for this change in a short sentence (5 to 500 characters).',
} as const;

/** The most credits one change adds, or sets: a typing slip of an extra zero is refused. */
export const MAX_CREDITS_CHANGE = 1000;
export const REASON_MIN_CHARS = 5;
export const REASON_MAX_CHARS = 500;

export const ZAdminUserId = z.uuid({ error: ADMIN_USER_MESSAGES.invalidId });
export const ZAdminUserRef = z.object({ id: ZAdminUserId });
export const ZAdminPlan = z.enum(PLAN_IDS, { error: ADMIN_USER_MESSAGES.unknownPlan });

/** GET /api/admin/users query (strings coerced), `admin.users.list`. 'all' or no plan: every plan. */
export const ZAdminUserListInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
  search: plainText().trim().max(200, ADMIN_USER_MESSAGES.searchTooLong).optional(),
  /** 'all', '' or absent: every plan. */
  plan: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum([...PLAN_IDS, 'all'], { error: ADMIN_USER_MESSAGES.unknownPlan }).optional(),
  ),
});
export type TAdminUserListInput = z.infer<typeof ZAdminUserListInput>;

/** PATCH /api/admin/users/{id}/plan body: the plan, with status 'active' (the only one it sets). */
export const ZAdminPlanBody = z.object({
  plan: ZAdminPlan,
  status: z.literal('active', { error: ADMIN_USER_MESSAGES.unknownStatus }).default('active'),
});
export const ZAdminPlanInput = ZAdminPlanBody.extend({ id: ZAdminUserId });
export type TAdminPlanInput = z.infer<typeof ZAdminPlanInput>;

/** PATCH /api/admin/users/{id}/status body. */
export const ZAdminStatusBody = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
});
export const ZAdminStatusInput = ZAdminStatusBody.extend({ id: ZAdminUserId });
export type TAdminStatusInput = z.infer<typeof ZAdminStatusInput>;

/** `admin.users.setRole` (tRPC only; the spec has no REST call for it). */
export const ADMIN_ROLES = ['user', 'admin'] as const;
export const ZAdminRoleInput = z.object({ id: ZAdminUserId, role: z.enum(ADMIN_ROLES) });
export type TAdminRoleInput = z.infer<typeof ZAdminRoleInput>;

/** How many of one kind a credits change adds or sets (absent: that kind stays as it is). */
const ZCreditCount = z
  .number({ error: ADMIN_USER_MESSAGES.creditsNumber })
  .int(ADMIN_USER_MESSAGES.creditsNumber)
  .min(0, ADMIN_USER_MESSAGES.creditsNumber)
  .max(MAX_CREDITS_CHANGE, ADMIN_USER_MESSAGES.creditsNumber)
  .optional();

/** Why an administrator changed an account: kept in the audit log with the change. */
export const ZAdminReason = plainText({ error: ADMIN_USER_MESSAGES.reasonRequired })
  .trim()
  .min(REASON_MIN_CHARS, ADMIN_USER_MESSAGES.reasonRequired)
  .max(REASON_MAX_CHARS, ADMIN_USER_MESSAGES.reasonRequired);

/**
 * PATCH /api/admin/users/{id}/credits body and `admin.users.setCredits`: add to what is left
 * this period, or set it to a number, for resumes, cover letters or both, with the reason.
 */
const creditsFields = {
  mode: z.enum(CREDIT_MODES, { error: ADMIN_USER_MESSAGES.creditsMode }),
  resumes: ZCreditCount,
  coverLetters: ZCreditCount,
  reason: ZAdminReason,
};
const creditsRule = (
  body: { mode: string; resumes?: number | undefined; coverLetters?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if (body.resumes === undefined && body.coverLetters === undefined)
    ctx.addIssue({ code: 'custom', message: ADMIN_USER_MESSAGES.creditsMissing, path: ['resumes'] });
  else if (body.mode === 'add' && !body.resumes && !body.coverLetters)
    ctx.addIssue({ code: 'custom', message: ADMIN_USER_MESSAGES.creditsNothingToAdd, path: ['resumes'] });
};
export const ZAdminCreditsBody = z.object(creditsFields).superRefine(creditsRule);
export const ZAdminCreditsInput = z.object({ ...creditsFields, id: ZAdminUserId }).superRefine(creditsRule);
export type TAdminCreditsInput = z.infer<typeof ZAdminCreditsInput>;

/** Where the current plan came from: sign-up, a confirmed payment, or an administrator (no charge). */
export type PlanSource = 'trial' | 'payment' | 'admin';

/** A user as the admin table and details modal show them: the user DTO and a little more. */
/** An account as the console shows it: never the person's CV details (issue 31 §2). */
export interface AdminUserDto extends Omit<UserDto, 'cvDetails'> {
  lastLoginAt: string | null;
  planSource: PlanSource;
}

/** The details modal: the user and what they own. */
export interface AdminUserDetailDto extends AdminUserDto {
  documents: number;
  generations: number;
  /** Sessions currently signed in. */
  liveSessions: number;
}

/** GET /api/admin/users answer (spec: users, totalPages). */
export interface AdminUserListDto {
  users: AdminUserDto[];
  totalPages: number;
  total: number;
  page: number;
}

/** Answer of every change (plan, status, role, reset usage): the sentence and the user after it. */
export interface AdminUserChangeDto {
  success: true;
  message: string;
  user: AdminUserDto;
}

export interface AdminUserDeleteDto {
  success: true;
  message: string;
}
