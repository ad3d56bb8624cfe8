import { z } from 'zod';
import { findClaims } from '../report/claims.js';
import type { ReportClaim } from '../report/dto.js';
import { splitLines } from '../report/lines.js';
import { buildSourceFacts } from '../report/source.js';
import { scanTerms, splitSentences, tokenize } from '../report/text.js';
import { withoutUnusableCharacters } from '../text/plain-text.js';

/** How many questions an interview preparation holds (issue 30). */
export const INTERVIEW_QUESTIONS = { min: 8, max: 10 } as const;

const QUESTION_MAX = 600;
const OUTLINE_MAX = 3_000;

const questionText = (max: number) =>
  z
    .string()
    .transform((v) => withoutUnusableCharacters(v).trim())
    .pipe(z.string().min(3).max(max));

/**
 * The JSON the model must answer an interview preparation with. Anything else (prose around it
 * aside, see `parseInterviewPrep`) is a failed answer: asked once more, then a clear failure.
 */
export const ZInterviewPrepAnswer = z.object({
  questions: z
    .array(z.object({ question: questionText(QUESTION_MAX), outline: questionText(OUTLINE_MAX) }))
    .min(INTERVIEW_QUESTIONS.min)
    .max(INTERVIEW_QUESTIONS.max),
});
export type TInterviewPrepAnswer = z.output<typeof ZInterviewPrepAnswer>;

/**
 * Reads a model's interview preparation: the first `{` to the last `}` (models wrap JSON in code
 * fences or a sentence), parsed and checked. Null when it is not the asked-for shape.
 */
export function parseInterviewPrep(raw: string): TInterviewPrepAnswer | null {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = ZInterviewPrepAnswer.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The job an outline is written for: its company and title are never an invented claim. */
export interface OutlineTarget {
  jobTitle: string;
  companyName: string;
  jobDescription: string;
}

/**
 * The match report's invented-claim guard (report/claims.ts) for answer outlines: what each
 * states that the person's own source does not support. The source is read once for all the
 * outlines; each outline is read as prose, like a cover letter. An empty source supports nothing,
 * so every employer, title, degree or figure an outline names is then listed for the person to
 * check.
 */
export function outlineClaimGuard(
  sourceText: string,
  target: OutlineTarget,
): (outline: string) => ReportClaim[] {
  const sourceTokens = tokenize(sourceText);
  const facts = buildSourceFacts(sourceText, sourceTokens, scanTerms(sourceTokens).hits, target);
  return (outline) => {
    const tokens = tokenize(outline);
    return findClaims({
      kind: 'cover_letter',
      text: outline,
      tokens,
      hits: scanTerms(tokens).hits,
      sentences: splitSentences(outline),
      lines: splitLines(outline),
      source: facts,
    });
  };
}
