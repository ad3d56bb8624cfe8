import { scanTerms, tokenize } from '../report/text.js';

/**
 * Whether the person's own source (their resume's text or typed details) supports a keyword, by
 * the match report's own term matching: a lexicon term counts when the source names the same
 * term (its aliases, plurals and spellings included: "REST APIs" for "REST API", "JS" for
 * "JavaScript" where the lexicon joins them); any other keyword when its words appear in the
 * source in the same order (plural and case aside). No source supports nothing.
 */
export function sourceSupportsKeyword(source: string | null | undefined, keyword: string): boolean {
  const wanted = tokenize(keyword);
  if (!source || wanted.length === 0) return false;
  const tokens = tokenize(source);
  const keywordIds = scanTerms(wanted).ids;
  const covered = new Set<number>();
  for (const hit of scanTerms(wanted).hits) for (let i = hit.from; i < hit.to; i += 1) covered.add(i);
  // The keyword is one lexicon term (or several): the source must name each of them.
  if (keywordIds.size > 0 && covered.size === wanted.length) {
    const sourceIds = scanTerms(tokens).ids;
    return scanTerms(wanted).hits.every((hit) => sourceIds.has(hit.id));
  }
  const norms = tokens.map((t) => t.norm);
  const phrase = wanted.map((t) => t.norm);
  for (let i = 0; i + phrase.length <= norms.length; i += 1)
    if (phrase.every((word, k) => norms[i + k] === word)) return true;
  return false;
}
