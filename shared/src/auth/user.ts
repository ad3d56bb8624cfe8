import type { PlanId } from '../plans/catalogue.js';
import type { CvDetailsDto } from '../profile/cv-details.js';

/**
 * The signed-in user as every screen reads it (spec 01 §3 and spec 02 §3). Never carries a
 * password hash, a token or anything not meant for the browser.
 */
export interface UserDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  linkedinProfile: string | null;
  profileImageUrl: string | null;
  /** 'user' or 'admin'; checks use "role contains admin". */
  role: string;
  emailVerified: boolean;
  /**
   * Whether the account has a password: accounts made with Google, a sign-in code or a magic link
   * may have none (they confirm sensitive actions with an e-mailed code instead).
   */
  hasPassword: boolean;
  isActive: boolean;
  onboardingCompleted: boolean;
  subscriptionPlan: PlanId;
  subscriptionStatus: 'active' | 'inactive' | 'cancelled';
  /** ISO date; the free trial's end for free_trial. */
  subscriptionExpiresAt: string | null;
  quotaBalance: { coverLettersRemaining: number; resumesRemaining: number };
  totalGenerated: { coverLettersGenerated: number; resumesGenerated: number };
  isUnlimitedActive: boolean;
  /**
   * The Nigerian CV details (issue 31 §2), or null while the person has given none (so the answer
   * every screen reads stays small for most people).
   */
  cvDetails: CvDetailsDto | null;
  createdAt: string;
  updatedAt: string;
}

/** Answer of login, verify-OTP, verify-magic-link and the OAuth callback. */
export interface AuthSuccess {
  token: string;
  user: UserDto;
  message: string;
}

export const isAdmin = (user: Pick<UserDto, 'role'> | null | undefined): boolean =>
  !!user?.role.includes('admin');
