/**
 * The advert as every reader sees it: its description cut into sentences once, and the title and
 * company for context ("a job about BVN services", "a named large employer"). Evidence is always
 * taken from the description, so its offsets are the description's.
 */
import type { JobCheckInput } from './dto.js';
import { clauseOf, type Span, sentenceAt, sentences } from './sentences.js';

export interface Advert {
  text: string;
  sentences: Span[];
  title: string;
  company: string;
}

export const advertOf = (input: JobCheckInput): Advert => ({
  text: input.jobDescription,
  sentences: sentences(input.jobDescription),
  title: input.jobTitle,
  company: input.companyName,
});

/**
 * Words that take back what a clause asks: "we never ask for payment", "do not pay anyone",
 * "beware of fraudsters who ask for fees", "at the bank's expense". A warning about a fee is the
 * opposite of asking for one.
 */
const DISCLAIMER =
  /\b(?:no|not|never|n['’]t|free|without|zero|beware|fraud\w*|scam\w*|fake|impostors?|ignore|disregard|nobody|neither|nor|expense|sponsored|borne|bear|bears|absorbs?|covers?|covered|on us)\b|at no cost|free of charge|paid (?:for )?by (?:the |our )?(?:company|employer|bank|hotel|firm|organi[sz]ation|management|us|school|hospital)/i;

/**
 * Whether the clause around [start, end) of `sentence` takes its ask back. The words of the ask
 * itself are left out: "no interview" is the sign, not a denial of it.
 */
export function disclaimed(sentence: Span, start: number, end: number): boolean {
  const clause = clauseOf(sentence, start, end);
  const before = clause.text.slice(0, Math.max(0, start - clause.start));
  const after = clause.text.slice(Math.max(0, end - clause.start));
  return DISCLAIMER.test(before) || DISCLAIMER.test(after);
}

/**
 * The first match of any pattern (global) that lies within one sentence and that `keep` accepts.
 * Each pattern runs once over the whole text, not once per sentence: one call instead of
 * hundreds, which is most of what a 10,000-character advert costs.
 */
export function firstHit(
  advert: Advert,
  patterns: readonly RegExp[],
  keep: (hit: Span, sentence: Span) => boolean = () => true,
): Span | null {
  let best: Span | null = null;
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(advert.text); m; m = pattern.exec(advert.text)) {
      if (best && m.index >= best.start) break;
      if (m[0] === '') {
        pattern.lastIndex++;
        continue;
      }
      const hit = { text: m[0], start: m.index, end: m.index + m[0].length };
      const sentence = sentenceAt(advert.sentences, hit.start);
      if (sentence && hit.end <= sentence.end && keep(hit, sentence)) {
        best = hit;
        break;
      }
      // A match across a sentence's end, or one refused: look again from its next character.
      pattern.lastIndex = m.index + 1;
    }
  }
  return best;
}
