import { z } from 'zod';
import { plainText, usableCharacters } from '../text/plain-text.js';
import { AUTH_MESSAGES as M } from './messages.js';
import { cleanPersonName } from './names.js';
import { PASSWORD_MAX_LENGTH, passwordCriteria } from './password-policy.js';

/**
 * The request schemas of spec 01 §3 "Sign-in payloads". The server parses with them and the forms
 * validate with them, so a message a person sees is the same on both sides.
 */
export const ZEmail = plainText({ error: M.invalidEmail })
  .trim()
  .max(254, M.emailTooLong)
  .pipe(z.email({ error: M.invalidEmail }))
  .transform((email) => email.toLowerCase());

/** A password being set: the one policy, each rule with its own message. */
export const ZNewPassword = plainText({ error: M.passwordRequired })
  .min(8, M.passwordMin)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong)
  .refine((p) => passwordCriteria(p).upper, M.passwordUpper)
  .refine((p) => passwordCriteria(p).lower, M.passwordLower)
  .refine((p) => passwordCriteria(p).digit, M.passwordDigit)
  .refine((p) => passwordCriteria(p).special, M.passwordSpecial);

/** A password being checked: only required (and bounded). */
export const ZPassword = plainText({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

export const ZOtp = plainText({ error: M.otpLength })
  .trim()
  .length(6, M.otpLength)
  .regex(/^\d+$/, M.otpDigits);

/**
 * Line breaks and other control characters are cleaned out before the length is checked; what
 * cleaning leaves (a lone surrogate, U+FFFF) is refused like in any text.
 */
export const ZFullName = z
  .string({ error: M.fullNameMin })
  .overwrite(cleanPersonName)
  .check(usableCharacters())
  .min(2, M.fullNameMin)
  .max(100, M.fullNameTooLong);

/** Opaque tokens from links: bounded so a hostile megabyte never reaches a hash function. */
export const ZToken = plainText({ error: M.tokenInvalid })
  .trim()
  .min(1, M.tokenInvalid)
  .max(512, M.tokenInvalid);

export const ZLoginInput = z.object({ email: ZEmail, password: ZPassword });
export const ZEmailInput = z.object({ email: ZEmail });
export const ZVerifyOtpInput = z.object({ email: ZEmail, otp: ZOtp });

export const ZRegisterInput = z
  .object({
    fullName: ZFullName,
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: plainText({ error: M.passwordsDontMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/**
 * Reset accepts both shapes (DECISIONS.md): `{ token, newPassword, confirmPassword }` and
 * `{ token, password }`.
 */
export const ZResetPasswordInput = z
  .object({
    token: plainText({ error: M.resetTokenRequired })
      .trim()
      .min(1, M.resetTokenRequired)
      .max(512, M.tokenInvalid),
    newPassword: plainText().optional(),
    password: plainText().optional(),
    confirmPassword: plainText().optional(),
  })
  .transform((v, ctx) => {
    const password = v.newPassword ?? v.password;
    const parsed = ZNewPassword.safeParse(password ?? '');
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: [v.newPassword !== undefined ? 'newPassword' : 'password'],
        });
      return z.NEVER;
    }
    if (v.confirmPassword !== undefined && v.confirmPassword !== password) {
      ctx.addIssue({ code: 'custom', message: M.passwordsDontMatch, path: ['confirmPassword'] });
      return z.NEVER;
    }
    return { token: v.token, password: parsed.data };
  });

/** Verification takes the link token or the 6-digit code from the e-mail. */
export const ZVerifyEmailInput = z.object({
  /** With a 6-digit code, the address it was sent to. */
  email: ZEmail.optional(),
  token: plainText({ error: M.verificationTokenRequired })
    .trim()
    .min(1, M.verificationTokenRequired)
    .max(512, M.tokenInvalid),
});

export const ZTokenInput = z.object({ token: ZToken });

export const ZChangePasswordInput = z
  .object({
    currentPassword: plainText({ error: M.currentPasswordRequired })
      .min(1, M.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
    newPassword: ZNewPassword,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: M.newPasswordSameAsCurrent,
    path: ['newPassword'],
  });

export const ZOAuthCallbackInput = z.object({
  code: plainText({ error: 'Authorization code missing from callback' })
    .min(1, 'Authorization code missing from callback')
    .max(2048),
  state: plainText({ error: 'Authentication failed' }).min(1, 'Authentication failed').max(512),
});

export type TLoginInput = z.infer<typeof ZLoginInput>;
export type TRegisterInput = z.infer<typeof ZRegisterInput>;
export type TResetPasswordInput = z.output<typeof ZResetPasswordInput>;
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;
