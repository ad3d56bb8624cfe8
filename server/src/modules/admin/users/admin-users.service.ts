import {
  ADMIN_USER_MESSAGES,
  type AdminUserChangeDto,
  type AdminUserDeleteDto,
  type AdminUserDetailDto,
  type AdminUserListDto,
  creditsEffect,
  getPlan,
  planChangeEffect,
  resetUsageEffect,
  type TAdminCreditsInput,
  type TAdminPlanInput,
  type TAdminRoleInput,
  type TAdminStatusInput,
  type TAdminUserListInput,
} from '@app/shared';
import { countOf } from '@app/shared/format/count';
import { revokeUserSessions } from '../../../auth/sessions.js';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../errors.js';
import { findUserById, type PublicUserRow, USER_COLUMNS } from '../../users/users.repo.js';
import type { AdminActor, AdminDeps } from '../admin-actor.js';
import { type AuditRecord, insertAudit } from '../audit/audit.repo.js';
import { auditedAccount, creditsOf, maskEmail, rowIsAdmin, toAdminUserDto } from './admin-users.dto.js';
import { lockActiveAdmins, lockUser, ownedCounts, pageUsers } from './admin-users.repo.js';

const notFound = () => new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.notFound);

export async function listAdminUsers(deps: AdminDeps, input: TAdminUserListInput): Promise<AdminUserListDto> {
  const plan = input.plan === 'all' ? undefined : input.plan;
  const { rows, total } = await pageUsers(
    deps.db,
    { search: input.search || undefined, plan },
    { offset: (input.page - 1) * input.limit, limit: input.limit },
  );
  const now = deps.clock.now();
  return {
    users: rows.map((row) => toAdminUserDto(row, now)),
    totalPages: Math.max(1, Math.ceil(total / input.limit)),
    total,
    page: input.page,
  };
}

export async function getAdminUser(deps: AdminDeps, id: string): Promise<AdminUserDetailDto> {
  const now = deps.clock.now();
  const [row, counts] = await Promise.all([findUserById(deps.db, id), ownedCounts(deps.db, id, now)]);
  if (!row) throw notFound();
  return { ...toAdminUserDto(row, now), ...counts };
}

/**
 * One change to one account, in one transaction with its audit entry: the row locked, the rule
 * about the actor and the last administrator checked, the change applied. Answers the row after.
 */
async function changeUser(
  deps: AdminDeps,
  actor: AdminActor,
  id: string,
  change: {
    /** Refuses the change (an AppError) given the row and the active administrators (locked). */
    guard?: Guard;
    apply: (trx: Database, row: PublicUserRow, now: Date) => Promise<PublicUserRow | undefined>;
    audit: (
      before: PublicUserRow,
      after: PublicUserRow,
    ) => Omit<AuditRecord, 'actorId' | 'targetType' | 'targetId'>;
  },
): Promise<PublicUserRow> {
  const now = deps.clock.now();
  const after = await deps.db.transaction().execute(async (trx) => {
    const admins = change.guard ? await lockActiveAdmins(trx) : [];
    const before = await lockUser(trx, id);
    if (!before) throw notFound();
    change.guard?.(before, admins);
    const updated = await change.apply(trx, before, now);
    if (!updated) throw notFound();
    await insertAudit(trx, {
      actorId: actor.id,
      targetType: 'user',
      targetId: id,
      ...change.audit(before, updated),
    });
    return updated;
  });
  // Other processes hear of it through the database's change notifications.
  deps.sessionCache?.evictUser(id);
  return after;
}

type Guard = (row: PublicUserRow, activeAdminIds: string[]) => void;

/** Refuses removing the actor themselves or the last active administrator. */
function keepAdministrators(actor: AdminActor, selfMessage: string): Guard {
  return (row, activeAdminIds) => {
    if (row.id === actor.id) throw new AppError('FORBIDDEN', selfMessage);
    if (!rowIsAdmin(row) || !row.is_active) return;
    if (!activeAdminIds.some((id) => id !== row.id))
      throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.lastAdmin);
  };
}

const changed = (deps: AdminDeps, row: PublicUserRow, message: string): AdminUserChangeDto => ({
  success: true,
  message,
  user: toAdminUserDto(row, deps.clock.now()),
});

/**
 * Sets a plan with status 'active' and a new period from now (30 days; 7 for the free trial), and
 * tops the credits up to the plan's allowance (never down): shared planChangeEffect, the rule the
 * console's confirmation describes. Not a payment: nothing is charged and no payment row is
 * written; the plan is marked granted by an administrator, which the person's pages say.
 */
export async function setUserPlan(
  deps: AdminDeps,
  actor: AdminActor,
  input: TAdminPlanInput,
): Promise<AdminUserChangeDto> {
  const row = await changeUser(deps, actor, input.id, {
    apply: (trx, before, now) => {
      const effect = planChangeEffect(creditsOf(before), input.plan, now);
      return trx
        .updateTable('users')
        .set({
          subscription_plan: effect.plan,
          subscription_status: input.status,
          subscription_source: 'admin',
          subscription_expires_at: effect.expiresAt,
          cancel_at_period_end: false,
          cover_letters_remaining: effect.coverLettersRemaining,
          resumes_remaining: effect.resumesRemaining,
          updated_at: now,
        })
        .where('id', '=', input.id)
        .returning(USER_COLUMNS)
        .executeTakeFirst();
    },
    audit: (before, after) => ({
      action: 'user.plan',
      summary: `Changed the plan of ${before.email} from ${getPlan(before.subscription_plan).name} to ${getPlan(after.subscription_plan).name}`,
      before: auditedAccount(before),
      after: auditedAccount(after),
    }),
  });
  return changed(deps, row, ADMIN_USER_MESSAGES.planUpdated);
}

/** "3 resumes and 2 cover letters": the kinds a credits change names. */
function creditsPhrase(input: Pick<TAdminCreditsInput, 'resumes' | 'coverLetters'>): string {
  const parts = [
    input.resumes === undefined ? null : countOf(input.resumes, 'resume'),
    input.coverLetters === undefined ? null : countOf(input.coverLetters, 'cover letter'),
  ].filter((part): part is string => part !== null);
  return parts.join(' and ');
}

/**
 * Adds credits to what is left this period, or sets what is left to a number (resumes, cover
 * letters or both), with the administrator's reason kept in the audit entry. The plan, its
 * period and the generated counts stay as they are.
 */
export async function setUserCredits(
  deps: AdminDeps,
  actor: AdminActor,
  input: TAdminCreditsInput,
): Promise<AdminUserChangeDto> {
  const row = await changeUser(deps, actor, input.id, {
    apply: (trx, before, now) => {
      const effect = creditsEffect(creditsOf(before), input);
      return trx
        .updateTable('users')
        .set({
          cover_letters_remaining: effect.coverLettersRemaining,
          resumes_remaining: effect.resumesRemaining,
          updated_at: now,
        })
        .where('id', '=', input.id)
        .returning(USER_COLUMNS)
        .executeTakeFirst();
    },
    audit: (before, after) => ({
      action: input.mode === 'add' ? 'user.credits_add' : 'user.credits_set',
      summary:
        input.mode === 'add'
          ? `Added ${creditsPhrase(input)} to ${before.email}`
          : `Set the credits of ${before.email} to ${creditsPhrase(input)} left`,
      before: creditsOf(before),
      after: creditsOf(after),
      reason: input.reason,
    }),
  });
  return changed(deps, row, ADMIN_USER_MESSAGES.creditsUpdated);
}

/**
 * Activates or deactivates an account. Deactivating signs the person out everywhere at once (every
 * session deleted; cached ones evicted here and, through the change feed, in every process) and
 * sign-in refuses them with the deactivated-account message until an administrator reactivates.
 */
export async function setUserStatus(
  deps: AdminDeps,
  actor: AdminActor,
  input: TAdminStatusInput,
): Promise<AdminUserChangeDto> {
  const row = await changeUser(deps, actor, input.id, {
    ...(input.isActive ? {} : { guard: keepAdministrators(actor, ADMIN_USER_MESSAGES.selfDeactivate) }),
    apply: async (trx, _row, now) => {
      const updated = await trx
        .updateTable('users')
        .set({ is_active: input.isActive, updated_at: now })
        .where('id', '=', input.id)
        .returning(USER_COLUMNS)
        .executeTakeFirst();
      if (!input.isActive) await trx.deleteFrom('sessions').where('user_id', '=', input.id).execute();
      return updated;
    },
    audit: (before, after) => ({
      action: 'user.status',
      summary: `${after.is_active ? 'Activated' : 'Deactivated'} the account of ${before.email}`,
      before: { isActive: before.is_active },
      after: { isActive: after.is_active },
    }),
  });
  if (!input.isActive) await revokeUserSessions(deps, input.id);
  return changed(deps, row, ADMIN_USER_MESSAGES.statusUpdated);
}

/** Grants or removes the administrator role (not for oneself, never the last administrator). */
export async function setUserRole(
  deps: AdminDeps,
  actor: AdminActor,
  input: TAdminRoleInput,
): Promise<AdminUserChangeDto> {
  const row = await changeUser(deps, actor, input.id, {
    ...(input.role === 'admin' ? {} : { guard: keepAdministrators(actor, ADMIN_USER_MESSAGES.selfDemote) }),
    apply: (trx, _row, now) =>
      trx
        .updateTable('users')
        .set({ role: input.role, updated_at: now })
        .where('id', '=', input.id)
        .returning(USER_COLUMNS)
        .executeTakeFirst(),
    audit: (before, after) => ({
      action: 'user.role',
      summary: `${rowIsAdmin(after) ? 'Made' : 'Removed'} ${before.email} ${rowIsAdmin(after) ? 'an administrator' : 'from the administrators'}`,
      before: { role: before.role },
      after: { role: after.role },
    }),
  });
  return changed(deps, row, ADMIN_USER_MESSAGES.roleUpdated);
}

/** Starts the usage over: generated counts to 0 and the plan's allowance back in full. */
export async function resetUserUsage(
  deps: AdminDeps,
  actor: AdminActor,
  id: string,
): Promise<AdminUserChangeDto> {
  const row = await changeUser(deps, actor, id, {
    apply: (trx, before, now) => {
      const effect = resetUsageEffect(creditsOf(before), getPlan(before.subscription_plan).id);
      return trx
        .updateTable('users')
        .set({
          cover_letters_generated: 0,
          resumes_generated: 0,
          cover_letters_remaining: effect.coverLettersRemaining,
          resumes_remaining: effect.resumesRemaining,
          updated_at: now,
        })
        .where('id', '=', id)
        .returning(USER_COLUMNS)
        .executeTakeFirst();
    },
    audit: (before, after) => ({
      action: 'user.reset_usage',
      summary: `Reset the usage of ${before.email}`,
      before: auditedAccount(before),
      after: auditedAccount(after),
    }),
  });
  return changed(deps, row, ADMIN_USER_MESSAGES.usageReset);
}

/**
 * Deletes an account and everything it owns: documents, their rendered files, uploaded files,
 * generations, sessions, settings and tokens go with it (foreign keys cascade). Payments stay for
 * the revenue figures, without their owner (user_id set null; they hold no other personal data).
 */
export async function deleteUser(
  deps: AdminDeps,
  actor: AdminActor,
  id: string,
): Promise<AdminUserDeleteDto> {
  await deps.db.transaction().execute(async (trx) => {
    const admins = await lockActiveAdmins(trx);
    const row = await lockUser(trx, id);
    if (!row) throw notFound();
    keepAdministrators(actor, ADMIN_USER_MESSAGES.selfDelete)(row, admins);
    await trx.deleteFrom('users').where('id', '=', id).execute();
    await insertAudit(trx, {
      actorId: actor.id,
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      summary: `Deleted the account ${maskEmail(row.email)} and its documents`,
      before: { ...auditedAccount(row), email: maskEmail(row.email) },
      after: null,
    });
  });
  deps.sessionCache?.evictUser(id);
  return { success: true, message: ADMIN_USER_MESSAGES.deleted };
}
