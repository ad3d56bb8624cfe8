/**
 * A person's name is shown in pages and e-mails and sent in mail headers, so nothing in it may
 * break a line or hide text: control characters (C0, DEL, C1 such as NEL) and the Unicode line
 * and paragraph separators become a space; bidirectional overrides and isolates, which can make
 * a name read differently from what it contains, are dropped. Runs of spaces collapse to one.
 * Joiners (U+200C, U+200D) stay: several scripts and emoji need them.
 */
const BREAKING = /[\p{Cc}\u2028\u2029]+/gu;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export function cleanPersonName(value: string): string {
  return value.replace(BIDI_CONTROLS, '').replace(BREAKING, ' ').replace(/ {2,}/g, ' ').trim();
}

/** The same for an optional value from outside (e.g. an identity provider's claim). */
export const cleanOptionalName = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  return cleanPersonName(value) || null;
};
