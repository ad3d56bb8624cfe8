/**
 * Certifications, charters, memberships and awards the source does not give: "Member, Chartered
 * Institute of Taxation of Nigeria (CITN)", "a CFA charterholder", "Certified Scrum Master",
 * "Relationship Officer of the Year", "the Akwa Ibom State Best Teacher Award", and each line of
 * an Awards or Memberships section. A body is the same by its initials or its name ("CIBN" /
 * "Chartered Institute of Bankers of Nigeria"); "ICAN-chartered" is "Chartered Accountant (ACA)".
 */
import { anchorWords, ClaimSink } from './claim-sink.js';
import type { ReportClaimKind } from './dto.js';
import { nameSupported } from './meaning.js';
import { runEndAfter, runStartBefore } from './runs.js';
import { LEXICON, scanTerms, type Token, tokenize } from './text.js';

// Not "I" ("At Kuda I launched"); a dot only inside a word ("B.Sc"), never into the next sentence.
// Accented letters too ("Nestlé", "Le Méridien"): a name is not cut at its first é.
const RUN_WORD = "(?!I\\b)[A-Z0-9\u00C0-\u00DE](?:[\\w\u00C0-\u024F'’&+-]|\\.(?=\\w))*";
/** Capitalised words, with "of", "and", "for", "the" between them: the name of a body or an award. */
const ORG_RUN = `${RUN_WORD}(?:[ \\t]+(?:(?:of|and|for|the|&|in)[ \\t]+){0,2}${RUN_WORD}){0,8}`;
const ACRONYM = '(?:[ \\t]*\\([A-Z][A-Za-z0-9&]{1,9}\\))?';

const MEMBER_RE = new RegExp(
  `\\b(?:[Aa]ssociate[ \\t]+[Mm]ember|[Ff]ull[ \\t]+[Mm]ember|[Mm]ember(?:ship)?|[Ff]ellow|[Aa]ffiliate|[Rr]egistered|[Ll]icensed)(?:[ \\t]*[,:–—-][ \\t]*|[ \\t]+(?:of|with|by|in)[ \\t]+)(?:the[ \\t]+)?(${ORG_RUN}${ACRONYM})`,
  'y',
);
// Each pattern is tried only at its keywords (ClaimSink.tokensOf); awards and certificates are
// read back from theirs (runs.ts): "… Innovation Award", "… of the Year", "… certificate".
const MEMBER_WORDS = anchorWords([
  'associate',
  'full',
  'member',
  'membership',
  'fellow',
  'affiliate',
  'registered',
  'licensed',
]);
const WINNER_WORDS = anchorWords(['winner', 'finalist', 'runner', 'recipient']);
const AWARD_WORDS = anchorWords(['award', 'prize', 'medal', 'trophy', 'scholarship', 'fellowship', 'grant']);
const PERIOD_WORDS = anchorWords(['year', 'month', 'quarter', 'week']);
const BEST_WORDS = anchorWords(['best', 'dean', 'valedictorian']);
const CHARTER_WORDS = anchorWords(['chartered', 'charterholder', 'charter']);
const CERT_WORDS = anchorWords(['certificate', 'certification', 'licence', 'license', 'certified']);
const CERTIFIED_WORDS = anchorWords(['certified']);
const NAMED_WORDS = anchorWords([
  'named',
  'voted',
  'crowned',
  'recognised',
  'recognized',
  'awarded',
  'won',
  'received',
  'earned',
  'bagged',
  'emerged',
]);
const OF_THE_BEFORE_RE = /of[ \t]+the[ \t]+$/;
const AWARD_TAIL_RE = /[ \t]+(?:for|of)[ \t]+(?:the[ \t]+)?(?=[A-Z])/y;
const BEST_RE = new RegExp(
  `Best(?:[ \\t]+${RUN_WORD}){1,5}|Dean['’]s[ \\t]+(?:List|Honou?r[ \\t]+Roll)|Valedictorian\\b`,
  'y',
);
const WINNER_RE = new RegExp(
  `\\b(?:[Ww]inner|[Ff]inalist|[Rr]unner[- ]up|[Rr]ecipient)(?:[ \\t]*[,:–—-][ \\t]*|[ \\t]+(?:of|at|in)[ \\t]+)(?:the[ \\t]+)?(${ORG_RUN})`,
  'y',
);
const NAMED_RE = new RegExp(
  `\\b(?:named|voted|crowned|recogni[sz]ed as|awarded|won|received|earned|bagged|emerged)[ \\t]+(?:(?:a|an|the|as|our|its)[ \\t]+)*(${ORG_RUN})`,
  'y',
);
// Capitalised only because they start a clause: "Won the …", "Received the …".
const AWARD_LEAD =
  /^(?:(?:Won|Received|Awarded|Earned|Named|Recognised|Recognized|Voted|Winner|Recipient|Got|Secured|Emerged|As|At|The|A|An|In|And)\s+(?:(?:as|the|a|an|of)\s+)*)+/;
/** From "chartered" or "charterholder" on; an acronym before it ("ICAN-chartered", "CFA charterholder") is read back. */
const CHARTER_RE =
  /[Cc]hartered[ \t]+(?!Institute|Association|Society)(?:[A-Z]?[a-z]+[ \t]+){0,2}?(?:[Aa]ccountants?|[Bb]ankers?|[Ff]inancial[ \t]+[Aa]nalysts?|[Ss]tockbrokers?|[Mm]arketers?|[Ee]ngineers?|[Ss]urveyors?|[Ss]ecretar(?:y|ies)|[Ii]nsurers?|[Tt]ax[ \t]+[Pp]ractitioners?|[Mm]ember|[Ss]tatus)\b|[Cc]harter[- ]?holder\b/y;
const ACRONYM_BEFORE_RE = /\b[A-Z]{2,6}[- ]$/;
/** Which bodies grant each charter (lexicon terms): "Chartered Accountant" is ICAN, ACCA, … */
const CHARTER_BODIES: Array<[RegExp, string[]]> = [
  [/accountant/i, ['ICAN', 'ACCA', 'CIMA', 'ANAN', 'CPA']],
  [/banker/i, ['CIBN']],
  [/financial analyst|charter[- ]?holder/i, ['CFA']],
  [/stockbroker/i, ['CIS']],
  [/tax/i, ['CITN']],
  [/engineer/i, ['COREN']],
  [/insurer/i, ['CII']],
];
/** "Certified Scrum Master (CSM)": anchored on its first word. */
const CERTIFIED_RE = new RegExp(
  `[Cc]ertified[ \\t]+[A-Z][\\w+-]*(?:[ \\t]+[A-Z][\\w+-]*){0,3}${ACRONYM}`,
  'y',
);
const LEVEL_AFTER_RE = /[ \t]+(?:Level|Part|Stage)[ \t]+(?:I{1,3}|IV|[1-4])\b/y;
const ACRONYM_AFTER_RE = /[ \t]*\([A-Z][A-Za-z0-9&]{1,9}\)/y;
const MEMBER_SECTION = /member|affiliation|professional bod|association/i;
const CERT_SECTION = /certif|licen[cs]|accreditation|credential|training|course/i;
const AWARD_SECTION = /award|honou?r|recognition|prize/i;

const termIds = new Map(LEXICON.entries.map((e) => [e.term, e.id]));

/**
 * Whether the source names every certification or body the phrase names (by its initials or its
 * name); null when the phrase names none (a skill such as "Nursing" says nothing of a body).
 */
function termsSupported(phrase: string, terms: ReadonlySet<number>): boolean | null {
  const tokens = tokenize(phrase);
  const hits = scanTerms(tokens).hits.filter((h) => LEXICON.entries[h.id]?.kind === 'certification');
  if (hits.length === 0) return null;
  return hits.every((h) => terms.has(h.id));
}

function bodySupported(sink: ClaimSink, phrase: string): boolean {
  const { source } = sink.ctx;
  const byTerms = termsSupported(phrase, source.terms);
  if (byTerms === true) return true;
  const name = phrase.replace(/\s*\([^)]*\)\s*$/, '');
  const initials = /\(([^)]*)\)\s*$/.exec(phrase)?.[1];
  if (nameSupported(name, source.names, 'org') || nameSupported(name, source.target, 'org')) return true;
  return initials !== undefined && designationSupported(sink, initials);
}

/**
 * A certification is supported by its words in the source in any order ("Certified Scrum Master"
 * / "Scrum Master certification"), the word "certified" among them: having been a Key Account
 * Manager is not holding a "Certified Key Account Manager" credential. Its initials in brackets
 * count too, and so does a body's designation ("ACIPM" for an associate of CIPM).
 */
function certificationSupported(sink: ClaimSink, value: string): boolean {
  const { source } = sink.ctx;
  const byTerms = termsSupported(value, source.terms);
  if (byTerms !== null) return byTerms;
  const initials = /\(([A-Z][A-Za-z0-9&]{1,9})\)\s*$/.exec(value)?.[1];
  if (initials && designationSupported(sink, initials)) return true;
  const core = value
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\bcredential\b/gi, ' ')
    .trim();
  if (core === '') return true;
  if (/^[A-Z]{3,8}$/.test(core)) return designationSupported(sink, core);
  return nameSupported(core, source.names, 'title') || nameSupported(core, source.target, 'title');
}

/** Initials the source gives, or a member's, associate's or fellow's designation of a body it gives. */
function designationSupported(sink: ClaimSink, initials: string): boolean {
  const { source } = sink.ctx;
  const known = (v: string) => {
    const word = v.toLowerCase();
    return (
      source.names.words.has(word) ||
      source.names.acronyms.has(word) ||
      termsSupported(v, source.terms) === true
    );
  };
  return known(initials) || (/^[AFM][A-Z]{2,}$/.test(initials) && known(initials.slice(1)));
}

export function findCredentialClaims(sink: ClaimSink): void {
  const { text, source, hits, tokens } = sink.ctx;
  const at = (re: RegExp, t: Token) => ClaimSink.matchAt(re, text, t.start);
  const judgeGroup = (
    kind: ReportClaimKind,
    m: RegExpExecArray | null,
    group: number,
    ok: (v: string) => boolean,
  ) => {
    if (!m) return;
    const start = m.index + m[0].length - (m[group] ?? '').length;
    sink.judgeName(kind, start, start + (m[group] ?? '').length, ok);
  };
  const award = (v: string) => nameSupported(v.replace(/['’]s$/, ''), source.names, 'award');
  const judgeAward = (start: number, end: number) => {
    const value = text.slice(start, end);
    const lead = AWARD_LEAD.exec(value);
    const skip = lead && lead[0].length < value.length ? lead[0].length : 0;
    sink.judgeName('award', start + skip, /['’]s$/.test(value) ? end - 2 : end, award);
  };
  const capital = (t: Token) => /^[A-Z]/.test(t.raw);

  for (const t of sink.tokensOf(MEMBER_WORDS))
    judgeGroup('membership', at(MEMBER_RE, t), 1, (v) => bodySupported(sink, v));
  for (const t of sink.tokensOf(WINNER_WORDS)) judgeGroup('award', at(WINNER_RE, t), 1, award);
  for (const t of sink.tokensOf(AWARD_WORDS)) {
    if (!capital(t)) continue;
    const start = runStartBefore(text, t.start, 8);
    if (start === t.start) continue;
    let end = t.end;
    AWARD_TAIL_RE.lastIndex = end;
    if (AWARD_TAIL_RE.exec(text)) end = runEndAfter(text, AWARD_TAIL_RE.lastIndex, 5);
    // "Grant Thornton" is a firm: a keyword that runs on into another name is not an award.
    else if (/^[ \t]+[A-Z]/.test(text.slice(end, end + 2))) continue;
    judgeAward(start, end);
  }
  for (const t of sink.tokensOf(PERIOD_WORDS)) {
    const of = OF_THE_BEFORE_RE.exec(text.slice(Math.max(0, t.start - 12), t.start));
    if (!capital(t) || !of) continue;
    const ofAt = t.start - of[0].length;
    const start = runStartBefore(text, ofAt, 6);
    if (start < ofAt) judgeAward(start, t.end);
  }
  for (const t of sink.tokensOf(BEST_WORDS)) {
    const m = capital(t) ? at(BEST_RE, t) : null;
    if (m) judgeAward(m.index, m.index + m[0].length);
  }

  for (const t of sink.tokensOf(CHARTER_WORDS)) {
    const m = at(CHARTER_RE, t);
    if (!m) continue;
    const prefix = ACRONYM_BEFORE_RE.exec(text.slice(Math.max(0, t.start - 8), t.start));
    const start = t.start - (prefix?.[0].length ?? 0);
    const value = text.slice(start, m.index + m[0].length);
    const bodies = CHARTER_BODIES.find(([re]) => re.test(value))?.[1] ?? [];
    const ok =
      bodies.some((b) => source.terms.has(termIds.get(b) ?? -1)) ||
      termsSupported(value, source.terms) === true ||
      nameSupported(value.replace(/^[A-Z]{2,6}[- ]/, ''), source.names, 'title');
    sink.judge('certification', start, m.index + m[0].length, ok);
  }
  const certification = (v: string) => certificationSupported(sink, v);
  for (const t of sink.tokensOf(CERTIFIED_WORDS)) {
    const m = at(CERTIFIED_RE, t);
    if (m) sink.judgeName('certification', m.index, m.index + m[0].length, certification);
  }
  for (const t of sink.tokensOf(CERT_WORDS)) {
    const start = runStartBefore(text, t.start, 4);
    if (start === t.start) continue;
    let end = t.end;
    ACRONYM_AFTER_RE.lastIndex = end;
    if (ACRONYM_AFTER_RE.exec(text)) end = ACRONYM_AFTER_RE.lastIndex;
    sink.judgeName('certification', start, end, certification);
  }
  // The lexicon's certifications and professional bodies, however spelt (ICAN, ACA, …).
  for (const hit of hits) {
    const entry = LEXICON.entries[hit.id];
    if (entry?.kind !== 'certification') continue;
    const start = (tokens[hit.from] as Token).start;
    let end = (tokens[hit.to - 1] as Token).end;
    let ok = source.terms.has(hit.id);
    // "CFA Level II", "ACCA Part 3": the level is part of the claim.
    LEVEL_AFTER_RE.lastIndex = end;
    if (LEVEL_AFTER_RE.exec(text)) {
      end = LEVEL_AFTER_RE.lastIndex;
      ok &&= nameSupported(text.slice(start, end), source.names, 'title');
    }
    sink.judge('certification', start, end, ok);
  }
  // "named a Google Developer Expert", "won the Lagos Startup Week pitch": what follows is an award.
  for (const t of sink.tokensOf(NAMED_WORDS)) judgeGroup('award', at(NAMED_RE, t), 1, award);

  // Each line of a Certifications, Awards or Memberships section names one, before its details.
  for (const line of sink.ctx.lines) {
    if (line.heading || line.text.trim() === '') continue;
    const kind: ReportClaimKind | null = AWARD_SECTION.test(line.sectionTitle)
      ? 'award'
      : MEMBER_SECTION.test(line.sectionTitle)
        ? 'membership'
        : CERT_SECTION.test(line.sectionTitle)
          ? 'certification'
          : null;
    if (!kind) continue;
    const head = lineHead(line.text);
    if (!head) continue;
    const start = line.textStart + head.at;
    sink.judgeName(kind, start, start + head.value.length, (v) =>
      kind === 'award'
        ? award(v)
        : kind === 'membership'
          ? bodySupported(sink, v)
          : certificationSupported(sink, v),
    );
  }
}

/**
 * What a line of a credentials section names: the words before its details ("ISO 45001 Lead
 * Auditor (2020)", "Tableau Desktop Specialist — 2022", "Member, NSE"). Null for a sentence.
 */
function lineHead(text: string): { value: string; at: number } | null {
  const clean = text.replace(/\*\*|__/g, '  ');
  const at = clean.search(/[A-Z0-9]/);
  if (at < 0) return null;
  const rest = clean.slice(at);
  const cut = rest.search(/\s+[—–|]\s+|\s*\(|,\s+|:\s+|\s+-\s+|\s+(?:19|20)\d{2}\b/);
  const value = (cut < 0 ? rest : rest.slice(0, cut)).trim();
  const words = value.split(/\s+/);
  // A sentence ("Trained 40 staff on …") is not a name; one word only when it is initials ("CELTA").
  if (words.length > 8 || words.some((w) => /^[a-z]{4,}$/.test(w) && !/^(?:of|and|for|the|in)$/.test(w)))
    return null;
  if (words.length === 1 && !/^[A-Z]{3,}$/.test(value)) return null;
  return { value, at };
}
