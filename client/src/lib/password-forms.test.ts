import { AUTH_MESSAGES as M } from '@app/shared/auth/messages';
import { describe, expect, it } from 'vitest';
import {
  passwordRequirements,
  sameAsCurrentError,
  ZChangePasswordForm,
  ZResetPasswordForm,
} from './password-forms';

type Issues = { path: PropertyKey[]; message: string }[];
const messagesByField = (issues: Issues) => {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
};
const changeErrors = (v: { currentPassword: string; newPassword: string; confirmPassword: string }) => {
  const result = ZChangePasswordForm.safeParse(v);
  return result.success ? {} : messagesByField(result.error.issues);
};

describe('change-password form', () => {
  it('asks for each field with the spec wording when everything is empty', () => {
    expect(changeErrors({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: M.currentPasswordRequired,
      newPassword: M.newPasswordRequired,
      confirmPassword: M.confirmNewPasswordRequired,
    });
  });

  it('applies the password policy once a new password is typed', () => {
    const base = { currentPassword: 'Old-pass1', confirmPassword: 'x' };
    expect(changeErrors({ ...base, newPassword: 'Ab1!' }).newPassword).toBe(M.passwordMin);
    expect(changeErrors({ ...base, newPassword: 'abcdefg1!' }).newPassword).toBe(M.passwordUpper);
    expect(changeErrors({ ...base, newPassword: 'Abcdefgh1' }).newPassword).toBe(M.passwordSpecial);
  });

  it('says the confirmation does not match, with the change-password wording', () => {
    expect(
      changeErrors({ currentPassword: 'Old-pass1', newPassword: 'New-pass1', confirmPassword: 'New-pass2' }),
    ).toEqual({ confirmPassword: M.passwordsDoNotMatch });
  });

  it('refuses a new password equal to the current one', () => {
    expect(sameAsCurrentError({ currentPassword: 'Same-pass1', newPassword: 'Same-pass1' })).toBe(
      M.newPasswordSameAsCurrent,
    );
    expect(sameAsCurrentError({ currentPassword: '', newPassword: '' })).toBeNull();
    expect(sameAsCurrentError({ currentPassword: 'a', newPassword: 'b' })).toBeNull();
  });

  it('accepts a valid change', () => {
    expect(
      ZChangePasswordForm.safeParse({
        currentPassword: 'Old-pass1',
        newPassword: 'New-pass1!',
        confirmPassword: 'New-pass1!',
      }).success,
    ).toBe(true);
  });
});

describe('reset-password form', () => {
  it("uses the policy and the register wording for a mismatch ('Passwords don't match')", () => {
    const result = ZResetPasswordForm.safeParse({ newPassword: 'New-pass1!', confirmPassword: 'nope' });
    expect(result.success ? null : messagesByField(result.error.issues)).toEqual({
      confirmPassword: M.passwordsDontMatch,
    });
  });
});

describe('password requirements', () => {
  it('lists all five rules of the policy and ticks them live', () => {
    const rules = passwordRequirements('abcdefgh');
    expect(rules.map((r) => r.key)).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
    expect(rules.filter((r) => r.met).map((r) => r.key)).toEqual(['length', 'lower']);
  });

  it('adds "different from the current password" when a current password is given', () => {
    const same = passwordRequirements('Abc-1234', 'Abc-1234');
    expect(same.at(-1)).toMatchObject({ key: 'different', met: false });
    expect(passwordRequirements('Abc-12345', 'Abc-1234').at(-1)?.met).toBe(true);
    expect(passwordRequirements('', 'x').at(-1)?.met).toBe(false);
  });
});
