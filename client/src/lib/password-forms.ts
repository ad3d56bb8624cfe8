import { AUTH_MESSAGES as M } from '@app/shared/auth/messages';
import { type PasswordCriteria, passwordCriteria } from '@app/shared/auth/password-policy';
import { ZNewPassword } from '@app/shared/auth/schemas';
import { z } from 'zod';

/**
 * Form-only schemas: the shared request schemas check what the server receives; these add the
 * confirmation field and the "required" wording the forms show (spec 01 §5, spec 02 §5).
 */
export const ZResetPasswordForm = z
  .object({ newPassword: ZNewPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, M.currentPasswordRequired),
    // 'New password is required' first; the policy's own messages only once something is typed.
    newPassword: z.string().min(1, M.newPasswordRequired).pipe(ZNewPassword),
    confirmPassword: z.string().min(1, M.confirmNewPasswordRequired),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.newPassword && v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: 'custom', message: M.passwordsDoNotMatch, path: ['confirmPassword'] });
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/**
 * "Different from current" is checked apart from the object: zod skips object refinements while a
 * field has issues, and this rule must show even when the new password breaks the policy too.
 */
export function sameAsCurrentError(values: { currentPassword: string; newPassword: string }): string | null {
  return values.newPassword && values.newPassword === values.currentPassword
    ? M.newPasswordSameAsCurrent
    : null;
}

export interface Requirement {
  key: keyof PasswordCriteria | 'different';
  label: string;
  met: boolean;
}

const RULE_LABELS: Record<keyof PasswordCriteria, string> = {
  length: 'At least 8 characters',
  upper: 'An uppercase letter',
  lower: 'A lowercase letter',
  digit: 'A number',
  special: 'A special character',
};

/** The five rules of the one policy, plus optionally "different from the current password". */
export function passwordRequirements(password: string, current?: string): Requirement[] {
  const met = passwordCriteria(password);
  const rules: Requirement[] = (Object.keys(RULE_LABELS) as (keyof PasswordCriteria)[]).map((key) => ({
    key,
    label: RULE_LABELS[key],
    met: met[key],
  }));
  if (current !== undefined)
    rules.push({
      key: 'different',
      label: 'Different from the current password',
      met: password.length > 0 && password !== current,
    });
  return rules;
}
