/**
 * Figures and percentages the source does not support, compared by meaning (figures.ts): the
 * same value however written, counting the same thing ("45 SME customers" / "45 SME clients";
 * not "45 branches"), a hedge the source makes true ("over 1,000" / 1,200), or years the source's
 * dates add up to ("5+ years" / 2018 – present). A number inside a name ("Lekki Phase 1", "Level
 * 2", "IFRS 16") or a list's "1." is not a figure.
 */
import { anchorWords, type ClaimSink } from './claim-sink.js';
import { durationFits } from './dates.js';
import {
  type Figure,
  isClauseStart,
  NUMBER_WORDS,
  readFigures,
  readPercents,
  sameThing,
  valueFits,
} from './figures.js';
import type { SourceFacts } from './source.js';
import type { Token } from './text.js';

const NUMBER_WORD_ANCHORS = anchorWords(NUMBER_WORDS);

export function findPercentClaims(sink: ClaimSink): void {
  const { text, source } = sink.ctx;
  const wordStarts = sink.tokensOf(NUMBER_WORD_ANCHORS).map((t) => t.start);
  for (const p of readPercents(text, wordStarts))
    sink.judge('percentage', p.start, p.end, source.percents.has(p.value));
}

export function findFigureClaims(sink: ClaimSink): void {
  const { text, source, hits, tokens } = sink.ctx;
  // Lexicon terms (Office 365, ISO 9001, Python 3) are names, and their digits not figures.
  for (const hit of hits) sink.take((tokens[hit.from] as Token).start, (tokens[hit.to - 1] as Token).end);
  const wanted = (start: number, end: number) => sink.isFree(start, end) && !isListNumber(text, start, end);
  const wordStarts = sink.tokensOf(NUMBER_WORD_ANCHORS).map((t) => t.start);
  for (const f of readFigures(text, wanted, wordStarts)) {
    // "Phase 1", "Tier 1 banks", "Level 2 support": a number after a name is part of the name.
    if (f.afterName && !f.money) continue;
    sink.judge('number', f.start, f.end, figureSupported(f, source, text));
  }
}

function figureSupported(f: Figure, source: SourceFacts, text: string): boolean {
  if (source.figures.get(f.value)?.some((s) => sameThing(f, s))) return true;
  // "5+ years of experience", "over six years": the years the source's dates add up to.
  if (f.unit[0] === 'year' && source.durations.some((d) => durationFits(f.value, f.hedge, d))) return true;
  if (f.hedge) {
    for (const [value, list] of source.figures) {
      if (valueFits(f, value) && list.some((s) => sameThing(f, s, true))) return true;
    }
  }
  // The employer's own figures, said of the employer ("whose tools serve 200,000 businesses"),
  // never of the person ("I managed 100 clients" copied from the job's wish list).
  if (f.unit.length > 0 && !firstPerson(text, f.start, f.end)) {
    if (source.job.figures.get(f.value)?.some((s) => s.unit.length > 0 && sameThing(f, s))) return true;
  }
  return false;
}

/** Whether the figure's clause speaks of the person ("I", "my", "me"), before or after it. */
function firstPerson(text: string, start: number, end: number): boolean {
  let i = start;
  while (i > 0 && !/[.!?;:,\n—–]/.test(text[i - 1] as string)) i--;
  let j = end;
  while (j < text.length && !/[.!?;:,\n—–]/.test(text[j] as string)) j++;
  return /\b(?:I|my|me|mine|myself|I['’](?:ve|m|d))\b|\bMy\b/.test(text.slice(i, j));
}

function isListNumber(text: string, start: number, end: number): boolean {
  return /[.)]/.test(text[end] ?? '') && isClauseStart(text, start) && end - start <= 2;
}
