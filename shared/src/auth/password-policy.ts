/**
 * The one password policy (DECISIONS.md "Accounts"): at least 8 characters, an upper-case letter,
 * a lower-case letter, a digit and a special character from the spec's list.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but an unbounded input is a cheap denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
export const SPECIAL_CHARACTERS = `!@#$%^&*()_+-=[]{};':"\\|,.<>?`;

const escaped = SPECIAL_CHARACTERS.replace(/[\\\]\-^]/g, '\\$&');
const SPECIAL = new RegExp(`[${escaped}]`);

export interface PasswordCriteria {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
}

export function passwordCriteria(password: string): PasswordCriteria {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: SPECIAL.test(password),
  };
}

/** Share of the five criteria met, 0 to 100. */
export function passwordScore(password: string): number {
  const met = Object.values(passwordCriteria(password)).filter(Boolean).length;
  return met * 20;
}

export type RegisterStrength = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';

/** Register form meter: Very Weak (0), Weak (≤40), Fair (≤60), Good (≤80), Strong (>80). */
export function registerStrength(password: string): { score: number; label: RegisterStrength } {
  const score = passwordScore(password);
  const label: RegisterStrength =
    score === 0 ? 'Very Weak' : score <= 40 ? 'Weak' : score <= 60 ? 'Fair' : score <= 80 ? 'Good' : 'Strong';
  return { score, label };
}

export type ResetStrength = 'Weak' | 'Medium' | 'Strong';

/** Reset page meter: Weak under 40, Medium under 80, otherwise Strong. */
export function resetStrength(password: string): { score: number; label: ResetStrength } {
  const score = passwordScore(password);
  return { score, label: score < 40 ? 'Weak' : score < 80 ? 'Medium' : 'Strong' };
}

export type ChangeStrength = 'Weak' | 'Fair' | 'Good' | 'Strong';

/**
 * Change-password meter (spec 02 §5): nothing when empty; under 6 characters Weak; 6 to 7 Fair;
 * 8 or more with lower case, upper case and a digit Strong; otherwise Good.
 */
export function changePasswordStrength(password: string): ChangeStrength | null {
  if (!password) return null;
  if (password.length < 6) return 'Weak';
  if (password.length < 8) return 'Fair';
  const c = passwordCriteria(password);
  return c.lower && c.upper && c.digit ? 'Strong' : 'Good';
}
