import type { RateRule } from '../../auth/rate-limit.js';

/**
 * Per-account limits of the profile and data-rights calls (counted in Redis like every limit,
 * auth/rate-limit.ts). Each is far above what a person does and far below what a script wants.
 */
export const ACCOUNT_RULES = {
  /** Each request e-mails two addresses, one of them a stranger's if misused. */
  emailChange: { name: 'email-change:acct', limit: 5, windowSeconds: 60 * 60 },
  /** Each upload decodes and re-encodes an image. */
  photo: { name: 'photo:acct', limit: 20, windowSeconds: 60 * 60 },
  testEmail: { name: 'test-email:acct', limit: 3, windowSeconds: 10 * 60 },
  /** Each export reads the whole account. */
  export: { name: 'export:acct', limit: 10, windowSeconds: 60 * 60 },
  deletionCode: { name: 'delete-code:acct', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;
