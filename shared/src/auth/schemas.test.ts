import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from './messages.js';
import { ZChangePasswordInput, ZEmail, ZOtp, ZRegisterInput, ZResetPasswordInput } from './schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('auth schemas', () => {
  it('normalise e-mail addresses and refuse invalid ones with the spec message', () => {
    expect(ZEmail.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(firstMessage(ZEmail.safeParse('ada@'))).toBe(M.invalidEmail);
    expect(firstMessage(ZEmail.safeParse(42))).toBe(M.invalidEmail);
    expect(firstMessage(ZEmail.safeParse(`${'a'.repeat(300)}@x.com`))).toBe(M.emailTooLong);
  });

  it('check OTPs for length, then digits', () => {
    expect(firstMessage(ZOtp.safeParse('123'))).toBe(M.otpLength);
    expect(firstMessage(ZOtp.safeParse('12a456'))).toBe(M.otpDigits);
    expect(ZOtp.parse('012345')).toBe('012345');
  });

  it('apply every rule of the password policy with its own message', () => {
    const register = (password: string) =>
      ZRegisterInput.safeParse({ fullName: 'Ada Obi', email: 'a@b.co', password, confirmPassword: password });
    expect(firstMessage(register('Ab1!'))).toBe(M.passwordMin);
    expect(firstMessage(register('abcdefg1!'))).toBe(M.passwordUpper);
    expect(firstMessage(register('ABCDEFG1!'))).toBe(M.passwordLower);
    expect(firstMessage(register('Abcdefgh!'))).toBe(M.passwordDigit);
    expect(firstMessage(register('Abcdefgh1'))).toBe(M.passwordSpecial);
    expect(register('Abcdefg1!').success).toBe(true);
    expect(
      firstMessage(
        ZRegisterInput.safeParse({
          fullName: 'A',
          email: 'a@b.co',
          password: 'Abcdefg1!',
          confirmPassword: 'Abcdefg1!',
        }),
      ),
    ).toBe(M.fullNameMin);
    expect(
      firstMessage(
        ZRegisterInput.safeParse({
          fullName: 'Ada',
          email: 'a@b.co',
          password: 'Abcdefg1!',
          confirmPassword: 'x',
        }),
      ),
    ).toBe(M.passwordsDontMatch);
  });

  it('accept both reset payload shapes', () => {
    expect(
      ZResetPasswordInput.parse({ token: 't', newPassword: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' }),
    ).toEqual({ token: 't', password: 'Abcdefg1!' });
    expect(ZResetPasswordInput.parse({ token: 't', password: 'Abcdefg1!' })).toEqual({
      token: 't',
      password: 'Abcdefg1!',
    });
    expect(firstMessage(ZResetPasswordInput.safeParse({ token: '', password: 'Abcdefg1!' }))).toBe(
      M.resetTokenRequired,
    );
    expect(
      firstMessage(
        ZResetPasswordInput.safeParse({ token: 't', newPassword: 'Abcdefg1!', confirmPassword: 'no' }),
      ),
    ).toBe(M.passwordsDontMatch);
    expect(firstMessage(ZResetPasswordInput.safeParse({ token: 't', password: 'weak' }))).toBe(M.passwordMin);
  });

  it('refuse a new password equal to the current one', () => {
    expect(
      firstMessage(
        ZChangePasswordInput.safeParse({ currentPassword: 'Abcdefg1!', newPassword: 'Abcdefg1!' }),
      ),
    ).toBe(M.newPasswordSameAsCurrent);
    expect(
      firstMessage(ZChangePasswordInput.safeParse({ currentPassword: '', newPassword: 'Abcdefg1!' })),
    ).toBe(M.currentPasswordRequired);
  });
});
