import {
  applyCvDetailsPatch,
  cvDetailsOf,
  isEmptyCvDetails,
  PROFILE_MESSAGES as M,
  type OnboardingResult,
  type ProfileDto,
  type ProfileUpdateResult,
  type TCvDetailsPatch,
  type TProfileUpdate,
} from '@app/shared';
import type { RequestMeta } from '../../auth/request-auth.js';
import { AppError } from '../../errors.js';
import { findPendingEmail } from './email-change.repo.js';
import { countEmailChange, type EmailChangeDeps, requestEmailChange } from './email-change.service.js';
import { toUserDto } from './users.dto.js';
import { findUserById, type PublicUserRow, updateUser } from './users.repo.js';

type ProfileDeps = EmailChangeDeps;

/** The session said the account exists; it was deleted in between. */
export const accountGone = () =>
  new AppError('UNAUTHENTICATED', 'Your account no longer exists. Please sign in again.');

/** Re-reads and answers the user after a change, dropping cached sessions of the old row. */
async function changed(deps: ProfileDeps, row: PublicUserRow | undefined): Promise<PublicUserRow> {
  if (!row) throw accountGone();
  deps.sessionCache?.evictUser(row.id);
  return row;
}

export async function getProfile(deps: ProfileDeps, userId: string): Promise<ProfileDto> {
  const now = deps.clock.now();
  const [user, pendingEmail] = await Promise.all([
    findUserById(deps.db, userId),
    findPendingEmail(deps.db, userId, now),
  ]);
  if (!user) throw accountGone();
  return { user: toUserDto(user, now), pendingEmail };
}

/**
 * Saves the names (and LinkedIn when sent). A new e-mail address is only asked for: it becomes
 * the account's once confirmed from that mailbox (email-change.service.ts).
 */
export async function updateProfile(
  deps: ProfileDeps,
  userId: string,
  input: TProfileUpdate,
  meta: RequestMeta,
): Promise<ProfileUpdateResult> {
  const current = await findUserById(deps.db, userId);
  if (!current) throw accountGone();
  const newEmail =
    input.email !== undefined && input.email !== current.email.toLowerCase() ? input.email : null;
  if (newEmail) await countEmailChange(deps, userId, meta);
  const updated = await changed(
    deps,
    await updateUser(deps.db, userId, {
      first_name: input.firstName,
      last_name: input.lastName,
      full_name: `${input.firstName} ${input.lastName}`,
      ...(input.linkedinProfile !== undefined ? { linkedin_profile: input.linkedinProfile } : {}),
      ...(input.cvDetails !== undefined ? { cv_details: cvDetailsColumn(current, input.cvDetails) } : {}),
    }),
  );
  if (newEmail) await requestEmailChange(deps, updated, newEmail);
  const now = deps.clock.now();
  return {
    user: toUserDto(updated, now),
    pendingEmail: await findPendingEmail(deps.db, userId, now),
    message: newEmail ? M.emailChangeSent(newEmail) : M.profileUpdated,
    emailChangeSent: newEmail !== null,
  };
}

/** The stored details with the patch applied; null when nothing is left (the column's "none"). */
function cvDetailsColumn(current: PublicUserRow, patch: TCvDetailsPatch): string | null {
  const next = applyCvDetailsPatch(cvDetailsOf(current.cv_details), patch);
  return isEmptyCvDetails(next) ? null : JSON.stringify(next);
}

const hasNames = (row: PublicUserRow) => !!row.first_name?.trim() && !!row.last_name?.trim();

/** Finish Setup: only once step 0 (the names) has been saved. */
export async function completeOnboarding(deps: ProfileDeps, userId: string): Promise<OnboardingResult> {
  const current = await findUserById(deps.db, userId);
  if (!current) throw accountGone();
  if (!hasNames(current)) throw new AppError('VALIDATION_FAILED', M.namesRequired);
  const updated = await changed(deps, await updateUser(deps.db, userId, { onboarding_completed: true }));
  return { success: true, user: toUserDto(updated, deps.clock.now()), message: M.onboardingCompleted };
}

/** Reset Welcome Tutorial: the onboarding modal shows again on the next dashboard visit. */
export async function resetOnboarding(deps: ProfileDeps, userId: string): Promise<OnboardingResult> {
  const updated = await changed(deps, await updateUser(deps.db, userId, { onboarding_completed: false }));
  return { success: true, user: toUserDto(updated, deps.clock.now()), message: M.onboardingReset };
}
