import { findClaims } from './claims.js';
import type { ReportAnalysis, ReportInput, ReportKeyword, ReportLetterView } from './dto.js';
import { extractJobKeywords, type JobKeyword, WEIGHTS } from './keywords.js';
import { splitLines } from './lines.js';
import { buildSourceFacts, type SourceFacts, type SourceTarget } from './source.js';
import { coverLetterChecks, resumeChecks } from './structure.js';
import {
  findTerms,
  LEXICON,
  scanTerms,
  splitSentences,
  type TermScan,
  type Token,
  tokenize,
} from './text.js';

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
  // A letter is not a resume: it is scored on the job's key requirements it addresses, and has
  // no before (the person's resume is not a letter to compare it with).
  const letter = input.kind === 'cover_letter' ? letterView(keywords, titleTerms(input.jobTitle)) : null;
  if (sourceText !== null) {
    const source = sourcePrepared(sourceText, {
      companyName: input.companyName,
      jobTitle: input.jobTitle,
      jobDescription: input.jobDescription.slice(0, MAX_ANALYSED_CHARS),
    });
    if (letter === null) sourceScore = scoreOf(matchKeywords(job, source.tokens, source.scan));
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
    score: letter === null ? scoreOf(keywords) : letterScore(letter),
    sourceScore,
    keywords,
    missing: keywords.filter((k) => !k.matched).map((k) => k.term),
    structure: input.kind === 'resume' ? resumeChecks(structureInput) : coverLetterChecks(structureInput),
    claims,
    letter,
  };
}

/** How many of the job's heaviest keywords a letter is measured on. */
export const LETTER_REQUIREMENTS = 6;

/**
 * The job's key requirements and which the letter addresses: its heaviest keywords (the job's
 * order: weight, then first appearance) that are not "nice to have" or about the company, those
 * the description asks for in a sentence first. The job title's own terms ("Backend" of
 * "Backend Engineer") are left out: naming the role is not meeting a requirement, and the
 * structure checks already ask for it. A job that names nothing else is measured on what it has.
 */
export function letterView(
  keywords: readonly ReportKeyword[],
  titleTerms: ReadonlySet<string> = new Set(),
): ReportLetterView {
  const first = <T>(...pools: T[][]) => pools.find((p) => p.length > 0) ?? [];
  const core = keywords.filter((k) => k.weight >= WEIGHTS.normal);
  const pool = first(
    core.filter((k) => !titleTerms.has(k.term)),
    core,
    keywords.filter((k) => !titleTerms.has(k.term)),
    [...keywords],
  );
  const picked = [
    ...pool.filter((k) => k.jobSnippets.length > 0),
    ...pool.filter((k) => k.jobSnippets.length === 0),
  ].slice(0, LETTER_REQUIREMENTS);
  // Shown in the job's order of importance, whichever pass picked them.
  picked.sort((a, b) => keywords.indexOf(a) - keywords.indexOf(b));
  const requirements = picked.map((k) => ({
    term: k.term,
    weight: k.weight,
    addressed: k.matched,
    jobSnippets: k.jobSnippets,
  }));
  return {
    requirements,
    addressed: requirements.filter((r) => r.addressed).length,
    total: requirements.length,
  };
}

/** The lexicon terms of a job title (what `extractJobKeywords` adds for the title). */
function titleTerms(jobTitle: string): Set<string> {
  const terms = new Set<string>();
  for (const hit of findTerms(tokenize(jobTitle))) {
    const entry = LEXICON.entries[hit.id];
    if (entry) terms.add(entry.term);
  }
  return terms;
}

/** 0..100: the share of the key requirements a letter addresses (0 when the job names none). */
export function letterScore(letter: Pick<ReportLetterView, 'addressed' | 'total'>): number {
  return letter.total === 0 ? 0 : Math.round((letter.addressed / letter.total) * 100);
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
  target: SourceTarget;
  tokens: Token[];
  scan: TermScan;
  facts: SourceFacts;
}
let lastSource: PreparedSource | undefined;
function sourcePrepared(sourceText: string, target: SourceTarget): PreparedSource {
  const last = lastSource;
  if (
    last?.sourceText === sourceText &&
    last.target.companyName === target.companyName &&
    last.target.jobTitle === target.jobTitle &&
    last.target.jobDescription === target.jobDescription
  )
    return last;
  const tokens = tokenize(sourceText);
  const scan = scanTerms(tokens);
  // The target company and job title are what the document is for, not invented; the job
  // description says what the employer's own figures are.
  const facts = buildSourceFacts(sourceText, tokens, scan.hits, target);
  lastSource = { sourceText, target, tokens, scan, facts };
  return lastSource;
}

/** Forgets the kept job keywords and source facts (for measuring the cold path). */
export function clearAnalysisCache(): void {
  lastJob = undefined;
  lastSource = undefined;
}
