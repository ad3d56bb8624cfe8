/** What every eligibility reader shares: the quoted sentence, "preferred", and the wording of "unknown". */
import type { EligibilityStatus } from './dto.js';
import type { Span } from './sentences.js';

const PREFERRED =
  /\b(?:(?:an? )?added advantage|an advantage|is a plus|will be a plus|preferred|desirable|nice to have|will be an asset|is an asset|would be great)\b/i;

export const base = (sentence: Span) => ({
  requirement: sentence.text,
  start: sentence.start,
  end: sentence.end,
  preferred: PREFERRED.test(sentence.text),
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
