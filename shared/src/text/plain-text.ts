import { z } from 'zod';

export const TEXT_MESSAGES = {
  unusableCharacter:
    "This text contains a hidden character that can't be used (a control character). Remove it and try again.",
} as const;

/**
 * Characters no text a person sends may hold. PostgreSQL cannot store U+0000 at all (a 500 before
 * this rule). The other C0 controls (tab, line feed and carriage return stay: people write
 * them), DEL and the C1 controls are invisible, cannot be typed, and XML 1.0 (DOCX) cannot carry
 * most of them. U+FFFE and U+FFFF are noncharacters (XML refuses them). A lone surrogate is half
 * of a character: the database driver would store U+FFFD in its place, and jsonb refuses it.
 */
const UNUSABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff\p{Cs}]/u;

/** Whether a text holds a character the rule refuses. */
export const hasUnusableCharacter = (value: string): boolean => UNUSABLE.test(value);

const UNUSABLE_ALL = new RegExp(UNUSABLE.source, 'gu');

/**
 * The text without those characters, for what a person did not type and cannot correct (an
 * uploaded file's name as the browser sends it): cleaned, where typed text is refused.
 */
export const withoutUnusableCharacters = (value: string): string => value.replace(UNUSABLE_ALL, '');

/**
 * The rule as a zod check, for a string schema that is not built with `plainText()` (after a
 * cleaning step, or on `z.url()`). It aborts, so the sentence is the only problem reported.
 */
export const usableCharacters = () =>
  z.refine<string>((value) => !hasUnusableCharacter(value), {
    message: TEXT_MESSAGES.unusableCharacter,
    abort: true,
  });

/**
 * `z.string()` for every text a person sends (e-mails, passwords, documents, messages, the
 * generate form, searches, admin fields): refuses the characters above with one sentence, before
 * any other check. Names are cleaned first (auth/names.ts), then `usableCharacters()` applies.
 */
export const plainText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(usableCharacters());
