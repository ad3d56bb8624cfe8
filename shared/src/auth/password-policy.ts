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

// The meters that show this policy to a person are in password-meter.ts.
