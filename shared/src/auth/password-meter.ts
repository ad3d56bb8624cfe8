import { passwordScore } from './password-policy.js';
import { ZNewPassword } from './schemas.js';

/**
 * The strength meters of the three password forms, tied to the one policy (issue 29: the
 * change-password meter said "Strong" for a password the policy then refused). Each form keeps
 * its spec's words (spec 01 §5 register and reset, spec 02 §5 change), but a password the policy
 * refuses never gets past the highest "not yet" word, and the meter lists what is missing in the
 * policy's own messages. A password the policy accepts meets all five criteria, which every
 * scale calls Strong: so Strong means accepted, on every form.
 */
export type MeterScale = 'register' | 'reset' | 'change';

export interface PasswordMeter {
  /** The spec's word for the password, capped while the policy refuses it. */
  label: string;
  /** 0 to 100, for the bar only (the label is what is read). */
  score: number;
  /** Whether the policy (ZNewPassword, as the server enforces it) accepts the password. */
  accepted: boolean;
  /** What the policy refuses, in its own words and order; empty when accepted. */
  missing: string[];
}

/** What the policy refuses in a password being set, as the server would say it; [] when accepted. */
export function passwordProblems(password: string): string[] {
  const result = ZNewPassword.safeParse(password);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

interface Reading {
  label: string;
  score: number;
}

/** Spec 01 §5: Very Weak (0), Weak (≤40), Fair (≤60), Good (≤80), Strong (>80), by criteria met. */
function registerReading(password: string): Reading {
  const score = passwordScore(password);
  const label =
    score === 0 ? 'Very Weak' : score <= 40 ? 'Weak' : score <= 60 ? 'Fair' : score <= 80 ? 'Good' : 'Strong';
  return { label, score };
}

/** Spec 01 §5: Weak under 40, Medium under 80, otherwise Strong. */
function resetReading(password: string): Reading {
  const score = passwordScore(password);
  return { label: score < 40 ? 'Weak' : score < 80 ? 'Medium' : 'Strong', score };
}

/** Spec 02 §5: under 6 characters Weak; 6 to 7 Fair; 8+ with lower, upper and a digit Strong; else Good. */
function changeReading(password: string): Reading {
  if (password.length < 6) return { label: 'Weak', score: 25 };
  if (password.length < 8) return { label: 'Fair', score: 50 };
  const hasAll = /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
  return hasAll ? { label: 'Strong', score: 100 } : { label: 'Good', score: 75 };
}

const SCALES: Record<MeterScale, { read: (password: string) => Reading; refusedAtMost: Reading }> = {
  register: { read: registerReading, refusedAtMost: { label: 'Fair', score: 60 } },
  reset: { read: resetReading, refusedAtMost: { label: 'Medium', score: 60 } },
  change: { read: changeReading, refusedAtMost: { label: 'Fair', score: 50 } },
};

/** The meter of one form for `password`; null while the field is empty (the meter is hidden). */
export function passwordMeter(password: string, scale: MeterScale): PasswordMeter | null {
  if (!password) return null;
  const { read, refusedAtMost } = SCALES[scale];
  const reading = read(password);
  const missing = passwordProblems(password);
  const accepted = missing.length === 0;
  const capped = !accepted && reading.score > refusedAtMost.score ? refusedAtMost : reading;
  return { ...capped, accepted, missing };
}
