import { cvDetailsOf, getPlan, type PlanId, type UserDto } from '@app/shared';
import type { PublicUserRow } from './users.repo.js';

const iso = (date: Date | string | null): string | null => (date ? new Date(date).toISOString() : null);

/** A user row whose timestamps may come as ISO text (a list read with `timestampsAsIso`). */
export type UserRowWithTimes = {
  [K in keyof PublicUserRow]: PublicUserRow[K] extends Date
    ? Date | string
    : PublicUserRow[K] extends Date | null
      ? Date | string | null
      : PublicUserRow[K];
};

interface Memo {
  dto: UserDto;
  /** JSON.stringify(dto), made the first time a route sends it as is. */
  json?: string;
  /** The DTO holds until the subscription's end passes (its status and unlimited flag flip). */
  validUntil: number;
}

// Keyed by the row object: the session cache hands out the same row to every request of a
// session, so GET /api/auth/user builds (and date-formats) its answer once, not per request.
// Rows read fresh from the database are new objects and simply get a new entry.
const memo = new WeakMap<PublicUserRow, Memo>();

/** The one place a user row becomes what the browser sees. Frozen: it may be shared. */
export function toUserDto(row: PublicUserRow, now: Date = new Date()): UserDto {
  return memoOf(row, now).dto;
}

/** toUserDto as JSON text, for a route that answers with the user alone (GET /api/auth/user). */
export function toUserJson(row: PublicUserRow, now: Date = new Date()): string {
  const entry = memoOf(row, now);
  entry.json ??= JSON.stringify(entry.dto);
  return entry.json;
}

function memoOf(row: PublicUserRow, now: Date): Memo {
  const at = now.getTime();
  const hit = memo.get(row);
  if (hit && at < hit.validUntil) return hit;
  const dto = deepFreeze(buildUserDto(row, now));
  const expiresAt = row.subscription_expires_at ? new Date(row.subscription_expires_at).getTime() : Infinity;
  const entry: Memo = { dto, validUntil: expiresAt > at ? expiresAt : Infinity };
  memo.set(row, entry);
  return entry;
}

function deepFreeze(dto: UserDto): UserDto {
  Object.freeze(dto.quotaBalance);
  Object.freeze(dto.totalGenerated);
  return Object.freeze(dto);
}

/**
 * toUserDto without the memo, for rows read once and dropped (a page of the admin list): a
 * WeakMap entry per short-lived row only made the young-generation collections slower.
 */
export function buildUserDto(row: UserRowWithTimes, now: Date): UserDto {
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
    hasPassword: row.has_password,
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
    cvDetails: row.cv_details ? cvDetailsOf(row.cv_details) : null,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
  };
}
