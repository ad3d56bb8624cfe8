import { findClaims } from './claims.js';
import type { ReportAnalysis, ReportInput, ReportKeyword } from './dto.js';
import { extractJobKeywords, type JobKeyword } from './keywords.js';
import { splitLines } from './lines.js';
import { buildSourceFacts, type SourceFacts } from './source.js';
import { coverLetterChecks, resumeChecks } from './structure.js';
import { scanTerms, splitSentences, type TermScan, type Token, tokenize } from './text.js';

/** Longer texts are analysed up to here (offsets stay valid: it is a prefix). */
export const MAX_ANALYSED_CHARS = 100_000;

/**
 * The ATS match report of one document (issue 16). Pure and synchronous; runs in the browser on
 * every (debounced) keystroke and on the server, with the same result.
 *
 * The job's keywords and the source's facts only change when the job or the source does, so the
 * last ones are kept (one entry each): while someone types, only their document is re-read.
 */
export function analyzeDocument(input: ReportInput): ReportAnalysis {
  const text = input.text.slice(0, MAX_ANALYSED_CHARS);
  const job = jobKeywords(input.jobTitle, input.jobDescription.slice(0, MAX_ANALYSED_CHARS));
  const tokens = tokenize(text);
  const scan = scanTerms(tokens);
  const keywords = matchKeywords(job, tokens, scan);
  const lines = splitLines(text);
  const structureInput = { text, tokens, lines, jobTitle: input.jobTitle, companyName: input.companyName };
  const sourceText = input.sourceText === null ? null : input.sourceText.slice(0, MAX_ANALYSED_CHARS);
  let sourceScore: number | null = null;
  let claims: ReportAnalysis['claims'] = [];
  if (sourceText !== null) {
    const source = sourcePrepared(sourceText, input.companyName, input.jobTitle);
    sourceScore = scoreOf(matchKeywords(job, source.tokens, source.scan));
    claims = findClaims({
      kind: input.kind,
      text,
      tokens,
      hits: scan.hits,
      sentences: splitSentences(text),
      lines,
      source: source.facts,
    });
  }
  return {
    kind: input.kind,
    score: scoreOf(keywords),
    sourceScore,
    keywords,
    missing: keywords.filter((k) => !k.matched).map((k) => k.term),
    structure: input.kind === 'resume' ? resumeChecks(structureInput) : coverLetterChecks(structureInput),
    claims,
  };
}

/** 0..100: the matched keywords' share of the total weight (0 when the job names no keyword). */
export function scoreOf(keywords: readonly Pick<ReportKeyword, 'weight' | 'matched'>[]): number {
  let total = 0;
  let matched = 0;
  for (const k of keywords) {
    total += k.weight;
    if (k.matched) matched += k.weight;
  }
  return total === 0 ? 0 : Math.round((matched / total) * 100);
}

function matchKeywords(
  job: readonly JobKeyword[],
  tokens: readonly Token[],
  scan: TermScan,
): ReportKeyword[] {
  const { ids } = scan;
  let words: Set<string> | undefined;
  return job.map((k) => {
    let matched: boolean;
    if (k.id >= 0) matched = ids.has(k.id);
    else {
      words ??= new Set(tokens.map((t) => t.norm));
      matched = words.has(k.key);
    }
    return { term: k.term, weight: k.weight, matched, jobSnippets: k.snippets };
  });
}

let lastJob: { title: string; description: string; keywords: JobKeyword[] } | undefined;
function jobKeywords(title: string, description: string): JobKeyword[] {
  if (lastJob?.title !== title || lastJob.description !== description) {
    lastJob = { title, description, keywords: extractJobKeywords(title, description) };
  }
  return lastJob.keywords;
}

interface PreparedSource {
  sourceText: string;
  companyName: string;
  jobTitle: string;
  tokens: Token[];
  scan: TermScan;
  facts: SourceFacts;
}
let lastSource: PreparedSource | undefined;
function sourcePrepared(sourceText: string, companyName: string, jobTitle: string): PreparedSource {
  const last = lastSource;
  if (last?.sourceText === sourceText && last.companyName === companyName && last.jobTitle === jobTitle)
    return last;
  const tokens = tokenize(sourceText);
  const scan = scanTerms(tokens);
  // The target company and job title are what the document is for, not invented.
  const facts = buildSourceFacts(sourceText, tokens, scan.hits, [companyName, jobTitle]);
  lastSource = { sourceText, companyName, jobTitle, tokens, scan, facts };
  return lastSource;
}

/** Forgets the kept job keywords and source facts (for measuring the cold path). */
export function clearAnalysisCache(): void {
  lastJob = undefined;
  lastSource = undefined;
}
