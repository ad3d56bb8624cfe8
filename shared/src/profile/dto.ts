import type { UserDto } from '../auth/user.js';

/** GET /api/profile, `profile.get`: the user and the address waiting for confirmation, if any. */
export interface ProfileDto {
  user: UserDto;
  /** A new address asked for and not yet confirmed; the account still uses `user.email`. */
  pendingEmail: string | null;
}

/** PATCH /api/profile, `profile.update`. */
export interface ProfileUpdateResult extends ProfileDto {
  message: string;
  /** True when this save asked for a new address: a confirmation went to it. */
  emailChangeSent: boolean;
}

/** POST /api/profile/confirm-email, `profile.confirmEmailChange`. */
export interface EmailChangeConfirmed {
  message: string;
  email: string;
}

/** POST and DELETE /api/profile/photo, `profile.removePhoto`. */
export interface PhotoResult {
  user: UserDto;
  /** Where the avatar is served (`/api/profile/photo/{id}`), or null without a photo. */
  profileImageUrl: string | null;
  message: string;
}

/** POST /api/complete-onboarding and /api/reset-onboarding, `profile.completeOnboarding` / `resetOnboarding`. */
export interface OnboardingResult {
  success: true;
  user: UserDto;
  message: string;
}

/** POST /api/notifications/test-email, `notifications.testEmail`. */
export interface TestEmailResult {
  success: true;
  mode: 'smtp' | 'demo';
  message: string;
}

/** POST /api/user/delete-code, `account.requestDeletionCode`. */
export interface DeletionCodeResult {
  message: string;
}

/** DELETE /api/user, `account.delete`. */
export interface AccountDeletedResult {
  success: true;
  message: string;
}
