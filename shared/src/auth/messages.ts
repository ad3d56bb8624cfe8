/** Validation messages of spec 01 §5 and spec 02 §5, word for word. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  otpLength: 'OTP must be 6 digits',
  otpDigits: 'OTP must contain only numbers',
  fullNameMin: 'Full name must be at least 2 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordDigit: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  passwordCombined: 'Password must contain uppercase, lowercase, number, and special character',
  passwordsDontMatch: "Passwords don't match",
  resetTokenRequired: 'Reset token is required',
  verificationTokenRequired: 'Please enter the verification token',
  // Change password (spec 02 §5)
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmNewPasswordRequired: 'Please confirm your new password',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordSameAsCurrent: 'New password must be different from current password',
  // Limits we add so hostile input is refused with words, not a crash.
  emailTooLong: 'Email address is too long',
  passwordTooLong: 'Password must be at most 128 characters',
  fullNameTooLong: 'Full name must be at most 100 characters',
  tokenInvalid: 'This link or code is not valid.',
} as const;
