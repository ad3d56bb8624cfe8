import { type AdminUserDto, isAdmin } from '@app/shared';
import { planSourceOf } from '../../billing/billing.dto.js';
import { buildUserDto, type UserRowWithTimes } from '../../users/users.dto.js';
import type { PublicUserRow } from '../../users/users.repo.js';

export function toAdminUserDto(row: UserRowWithTimes, now: Date): AdminUserDto {
  // The CV details (date of birth, state of origin, referees) are the person's, not the console's.
  const { cvDetails: _private, ...user } = buildUserDto(row, now);
  const dto = user as AdminUserDto;
  dto.lastLoginAt = row.last_login_at ? new Date(row.last_login_at).toISOString() : null;
  dto.planSource = planSourceOf(row.subscription_source);
  return dto;
}

export const rowIsAdmin = (row: Pick<PublicUserRow, 'role'>) => isAdmin(row);

/** What the audit log keeps of a user's account state. */
export const auditedAccount = (row: PublicUserRow) => ({
  plan: row.subscription_plan,
  status: row.subscription_status,
  source: row.subscription_source,
  expiresAt: row.subscription_expires_at ? new Date(row.subscription_expires_at).toISOString() : null,
  isActive: row.is_active,
  role: row.role,
  coverLettersRemaining: row.cover_letters_remaining,
  resumesRemaining: row.resumes_remaining,
  coverLettersGenerated: row.cover_letters_generated,
  resumesGenerated: row.resumes_generated,
});

/** The credits left, as the shared change rules read them. */
export const creditsOf = (row: PublicUserRow) => ({
  coverLettersRemaining: row.cover_letters_remaining,
  resumesRemaining: row.resumes_remaining,
});

/** ada@example.com → a••@example.com: the deletion's audit entry keeps no full address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}••@${domain}`;
}
