/**
 * Exact texts and timings of spec 01 that more than one screen (or a browser journey) uses.
 * Timings are spec 01 §9.
 */
export const AUTH_COPY = {
  loginSuccess: 'Login successful! Redirecting...',
  registered: 'Registration successful! Please check your email to verify your account.',
  emailVerifiedSignIn: 'Email verified successfully! You can now sign in.',
  magicLinkSent: 'Magic link sent! Check your email and click the link to sign in.',
  passwordResetRedirecting: 'Password reset successfully! Redirecting to login...',
  missingResetToken: 'Invalid or missing reset token. Please request a new password reset.',
  invalidResetToken: 'Invalid reset token. Please request a new password reset.',
  missingMagicToken: 'Invalid or missing magic link token. Please request a new magic link.',
  magicLinkExpiredMessage: 'Your magic link has expired. Please request a new one.',
  verifiedLoginMessage: 'Email verified successfully',
  /** A verification link opened after the address was verified (by its code or a sign-in). */
  alreadyVerified: 'Your email is already verified.',
  alreadyVerifiedLoginMessage: 'Your email is already verified. Sign in to continue.',
  passwordResetLoginMessage: 'Password reset successful',
} as const;

export const DELAYS = {
  afterLogin: 1000,
  recheckSession: 1000,
  afterDialogVerification: 1500,
  afterRegisterVerification: 2000,
  afterReset: 2000,
  afterMagicLink: 2000,
  afterCallback: 2000,
  afterEmailVerification: 3000,
  expiredMagicLink: 3000,
  magicLinkErrorPage: 5000,
} as const;
