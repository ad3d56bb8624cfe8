import { z } from 'zod';
import { cleanPersonName } from '../auth/names.js';
import { ZEmail, ZOtp, ZPassword, ZToken } from '../auth/schemas.js';
import { plainText, usableCharacters } from '../text/plain-text.js';
import { ZCvDetailsPatch } from './cv-details.js';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES as M } from './messages.js';

/** Longest first or last name; the full name (both with a space) stays within sign-up's 100. */
export const NAME_MAX_LENGTH = 50;
export const LINKEDIN_MAX_LENGTH = 300;

/**
 * First and last name: required after trimming (spec 02 §5), line breaks and bidi controls
 * cleaned; what cleaning leaves (a lone surrogate, U+FFFF) is refused like in any text.
 */
const ZPersonNamePart = z
  .string({ error: M.namesRequired })
  .overwrite(cleanPersonName)
  .check(usableCharacters())
  .min(1, M.namesRequired)
  .max(NAME_MAX_LENGTH, M.nameTooLong);

/** A scheme ("https:", "javascript:"), not a host followed by its port ("linkedin.com:443"). */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * An address as people copy it ("linkedin.com/in/ada-obi", "www.linkedin.com/in/ada",
 * "//linkedin.com/in/ada") gets https:// in front; one that names a scheme keeps it, so the URL
 * check still refuses javascript:, mailto: and the like.
 */
export function withHttps(address: string): string {
  if (address.startsWith('//')) return `https:${address}`;
  return HAS_SCHEME.test(address) ? address : `https://${address}`;
}

/**
 * Optional: an empty value (or null) clears it; anything else must be a web address, stored with
 * its scheme (https:// added when it was left out). The URL check lets a control character
 * through in the path (and keeps the text as sent), so the text rule comes first.
 */
export const ZLinkedinProfile = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() ? withHttps(value.trim()) : null) : value),
  plainText({ error: M.linkedinInvalid })
    .pipe(
      z
        .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: M.linkedinInvalid })
        .max(LINKEDIN_MAX_LENGTH, M.linkedinTooLong),
    )
    .nullable(),
);

/**
 * PATCH /api/profile body and `profile.update` input. Onboarding sends the names and LinkedIn, the
 * profile page the names and the e-mail (spec 02 §7). LinkedIn left out stays as it is; an e-mail
 * different from the current one starts a confirmed change (nothing changes until confirmed).
 */
export const ZProfileUpdate = z.object({
  firstName: ZPersonNamePart,
  lastName: ZPersonNamePart,
  linkedinProfile: ZLinkedinProfile.optional(),
  email: ZEmail.optional(),
  /** Issue 31 §2: any of the Nigerian CV details; left-out fields stay, null clears. */
  cvDetails: ZCvDetailsPatch.optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** The link's token (anyone holding the e-mail) or the 6-digit code (signed in as the account). */
export const ZConfirmEmailChange = z
  .object({ token: ZToken.optional(), code: ZOtp.optional() })
  .refine((v) => (v.token === undefined) !== (v.code === undefined), { message: M.confirmationRequired });
export type TConfirmEmailChange = z.infer<typeof ZConfirmEmailChange>;

/**
 * DELETE /api/user body and `account.delete` input: the password, or for an account without one
 * the 6-digit code from POST /api/user/delete-code. Which one is required is decided by the server.
 */
export const ZDeleteAccountInput = z
  .object({ password: ZPassword.optional(), code: ZOtp.optional() })
  .refine((v) => v.password === undefined || v.code === undefined, { message: ACCOUNT_MESSAGES.confirmOne });
export type TDeleteAccountInput = z.infer<typeof ZDeleteAccountInput>;

/** The photo of spec 02 §5 and §9: JPEG, PNG or WebP, under 5 MB; stored as a square WebP. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
/** For `<input type="file" accept=…>`. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Width and height of the stored avatar, in pixels. */
export const AVATAR_SIZE = 512;
