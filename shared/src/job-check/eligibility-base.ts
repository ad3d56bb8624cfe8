/** What every eligibility reader shares: the quoted sentence, "preferred", and the wording of "unknown". */
import type { EligibilityStatus } from './dto.js';
import type { Span } from './sentences.js';

const PREFERRED =
  /\b(?:(?:an? )?added advantage|an advantage|is a plus|will be a plus|preferred|desirable|nice to have|will be an asset|is an asset|would be great)\b/i;

/**
 * The clause of `text` around index `at`, cut at semicolons: "3 years of experience is required;
 * ICAN is an added advantage" makes only ICAN preferred.
 */
function clauseAt(text: string, at: number | undefined): string {
  if (at === undefined) return text;
  const from = text.lastIndexOf(';', at) + 1;
  const next = text.indexOf(';', at);
  return text.slice(from, next < 0 ? text.length : next);
}

/** `at`: where in the sentence the requirement was read, when the reader knows it. */
export const base = (sentence: Span, at?: number) => ({
  requirement: sentence.text,
  start: sentence.start,
  end: sentence.end,
  preferred: PREFERRED.test(clauseAt(sentence.text, at)),
});

export interface Judgement {
  status: EligibilityStatus;
  detail: string;
}

/** A requirement the profile cannot answer: never "unmet" for lack of data. */
export const unknown = (asks: string, missing: string): Judgement => ({
  status: 'unknown',
  detail: `${asks}; add your ${missing} to your profile to see whether you meet it.`,
});
