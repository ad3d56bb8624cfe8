import { getPlan, type PlanId, type UserDto } from '@app/shared';
import type { PublicUserRow } from './users.repo.js';

const iso = (date: Date | string | null): string | null => (date ? new Date(date).toISOString() : null);

/** The one place a user row becomes what the browser sees. */
export function toUserDto(row: PublicUserRow, now: Date = new Date()): UserDto {
  const plan = getPlan(row.subscription_plan);
  const expiresAt = row.subscription_expires_at ? new Date(row.subscription_expires_at) : null;
  const inPeriod = !expiresAt || expiresAt > now;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: row.full_name,
    linkedinProfile: row.linkedin_profile,
    profileImageUrl: row.profile_image_url,
    role: row.role,
    emailVerified: row.email_verified,
    isActive: row.is_active,
    onboardingCompleted: row.onboarding_completed,
    subscriptionPlan: plan.id as PlanId,
    subscriptionStatus:
      row.subscription_status === 'active' && !inPeriod
        ? 'inactive'
        : (row.subscription_status as UserDto['subscriptionStatus']),
    subscriptionExpiresAt: iso(row.subscription_expires_at),
    quotaBalance: {
      coverLettersRemaining: row.cover_letters_remaining,
      resumesRemaining: row.resumes_remaining,
    },
    totalGenerated: {
      coverLettersGenerated: row.cover_letters_generated,
      resumesGenerated: row.resumes_generated,
    },
    isUnlimitedActive: plan.limits.isUnlimited && row.subscription_status !== 'inactive' && inPeriod,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
  };
}
