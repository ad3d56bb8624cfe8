/**
 * Words of spec 02 §5 and §8 for profile, onboarding, photo, settings and the data rights, plus
 * the ones we add where the spec is silent. The server answers with them; the forms show them.
 */
export const PROFILE_MESSAGES = {
  namesRequired: 'Missing Information: Please enter your first and last name.',
  nameTooLong: 'First and last name must each be at most 50 characters.',
  linkedinInvalid:
    'LinkedIn profile must be a web address, for example linkedin.com/in/your-name or https://www.linkedin.com/in/your-name.',
  linkedinTooLong: 'LinkedIn profile address must be at most 300 characters.',
  profileUpdated: 'Profile updated successfully',
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your e-mail address changes once you confirm it.`,
  emailChanged: 'Your e-mail address has been changed.',
  emailChangeCancelled: 'The e-mail address change was cancelled.',
  emailTaken: 'That e-mail address belongs to another account. Choose another address.',
  emailChangeInvalid:
    'This confirmation link or code is invalid or has already been used. Ask for a new one from your profile.',
  emailChangeExpired: 'This confirmation link has expired. Ask for a new one from your profile.',
  emailChangeLocked: 'Too many wrong codes. Ask for a new confirmation e-mail from your profile.',
  emailChangeNeedsSignIn:
    'Sign in to confirm your new e-mail address with a code, or use the link in the e-mail.',
  confirmationRequired: 'Enter the confirmation link token or the 6-digit code from the e-mail.',
  onboardingCompleted: 'Onboarding completed',
  onboardingReset: 'Onboarding reset',
} as const;

export const PHOTO_MESSAGES = {
  invalidType: 'Invalid File Type: Only JPEG, PNG, and WebP images are allowed.',
  tooLarge: 'File Too Large: File size must be less than 5MB.',
  missing: 'Choose a photo (JPEG, PNG or WebP) to upload.',
  unreadable: 'This image could not be read. It may be damaged: please choose another photo.',
  tooManyPixels: 'This image is too large to process. Please choose a photo under 25 megapixels.',
  unreadableForm: 'The upload could not be read. Please choose the photo and send it again.',
  updated: 'Photo updated successfully',
  removed: 'Photo removed',
  notFound: 'Photo not found',
} as const;

export const SETTINGS_MESSAGES = {
  boolean: (label: string) => `${label} must be on or off (true or false).`,
  language: 'Choose a language: English, Spanish, French or German.',
  timezone: 'Choose a timezone: West Africa Time, UTC, Eastern, Pacific or Greenwich.',
  twoFactor: 'Two-factor authentication is not available yet.',
  unknown: (keys: string[]) => `Unknown setting${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`,
  notObject: 'Send the settings as a JSON object.',
  updated: 'Settings updated successfully',
} as const;

export const NOTIFICATION_MESSAGES = {
  testFailed: 'Failed to send test email',
  testSent: (email: string) => `A test e-mail is on its way to ${email}.`,
  testStoredDemo: (email: string) =>
    `E-mail runs in demo mode: the test e-mail to ${email} was stored in the demo outbox instead of being sent.`,
} as const;

export const ACCOUNT_MESSAGES = {
  exportFailed: 'Failed to export data',
  confirmWithPassword: 'Enter your password to delete your account.',
  confirmWithCode: 'Enter the 6-digit code we e-mailed you to delete your account.',
  confirmOne: 'Confirm with your password or with the e-mailed code, not both.',
  wrongPassword: 'That password is not correct.',
  codeSent: (email: string) => `We sent a 6-digit code to ${email}. Enter it to delete your account.`,
  codeNotNeeded: 'Your account has a password: enter it to delete your account.',
  codeInvalid: 'That code is not valid or has already been used. Ask for a new one.',
  codeExpired: 'That code has expired. Ask for a new one.',
  codeLocked: 'Too many wrong codes. Ask for a new code.',
  deleted: 'Your account and its data have been deleted.',
} as const;
