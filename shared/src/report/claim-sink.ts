/**
 * What the claim finders share: the document read once (tokens, lexicon terms, sentences,
 * lines), the source's facts, and a mask of the characters already decided, so a span is judged
 * once, by the finder that reads it best (a school's "University of Lagos" is not then an
 * employer after "at", and "2019" in a date range is not a figure).
 */
import type { ReportClaim, ReportClaimKind, ReportDocumentKind } from './dto.js';
import type { DocLine } from './lines.js';
import type { SourceFacts } from './source.js';
import { type Sentence, sentenceAt, type TermHit, type Token } from './text.js';

export interface ClaimContext {
  kind: ReportDocumentKind;
  text: string;
  tokens: readonly Token[];
  hits: readonly TermHit[];
  sentences: readonly Sentence[];
  lines: readonly DocLine[];
  source: SourceFacts;
}

/** A finder's keywords (normalised words, as tokens carry them), declared with `anchorWords`. */
export interface Anchor {
  readonly id: number;
  readonly words: readonly string[];
}

/** word → the bits of the anchors it belongs to: one pass over a document's tokens sorts them all. */
const ANCHOR_BITS = new Map<string, number>();
let anchorCount = 0;

/** Declares a finder's keywords (at most 31 lists). */
export function anchorWords(words: readonly string[]): Anchor {
  const id = anchorCount++;
  if (id > 30) throw new Error('too many anchor lists for one bit mask');
  for (const w of words) ANCHOR_BITS.set(w, (ANCHOR_BITS.get(w) ?? 0) | (1 << id));
  return { id, words };
}

export class ClaimSink {
  readonly claims: ReportClaim[] = [];
  private readonly mask: Uint8Array;
  private buckets: Token[][] | undefined;

  constructor(readonly ctx: ClaimContext) {
    this.mask = new Uint8Array(ctx.text.length + 1);
  }

  /**
   * The document's tokens that are one of an anchor's words, in text order: a finder reads only
   * where its keywords are, instead of trying a pattern at every position of the text.
   */
  tokensOf(anchor: Anchor): Token[] {
    if (!this.buckets) {
      const buckets: Token[][] = Array.from({ length: anchorCount }, () => []);
      for (const t of this.ctx.tokens) {
        let bits = ANCHOR_BITS.get(t.norm);
        if (bits === undefined) continue;
        for (let id = 0; bits !== 0; id++, bits >>>= 1) if (bits & 1) (buckets[id] as Token[]).push(t);
      }
      this.buckets = buckets;
    }
    return this.buckets[anchor.id] ?? [];
  }

  /** A sticky pattern's match at `at` (or null). */
  static matchAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
    re.lastIndex = at;
    return re.exec(text);
  }

  /** Whether every character of a span is already decided (a contact line, the name line). */
  isTaken(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (!this.mask[i] && this.ctx.text.charCodeAt(i) > 32) return false;
    return true;
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.mask[i]) return false;
    return true;
  }

  /** Marks a span as decided (a claim, a supported fact, or no claim at all). */
  take(start: number, end: number): void {
    this.mask.fill(1, start, end);
  }

  /**
   * Decides a span: taken either way, listed when not supported. Returns false when part of it
   * was already decided (then nothing is done).
   */
  judge(kind: ReportClaimKind, start: number, end: number, supported: boolean): boolean {
    if (end <= start || !this.isFree(start, end)) return false;
    this.take(start, end);
    if (!supported) this.flag(kind, start, end);
    return true;
  }

  /**
   * A name's span without what is already decided at its edges ("the 2020 Interswitch Award":
   * the year was read as a date) nor spaces and punctuation; null when nothing free is left.
   */
  trimmed(start: number, end: number): [number, number] | null {
    const { text } = this.ctx;
    let s = start;
    let e = end;
    while (s < e && (this.mask[s] || /[\s.,;:)'’-]/.test(text[s] as string))) s++;
    while (e > s && (this.mask[e - 1] || /[\s.,;:('’-]/.test(text[e - 1] as string))) e--;
    return e > s && this.isFree(s, e) ? [s, e] : null;
  }

  /** `judge` on the trimmed span, its support decided on the words that are left. */
  judgeName(
    kind: ReportClaimKind,
    start: number,
    end: number,
    supported: (value: string) => boolean,
  ): boolean {
    const span = this.trimmed(start, end);
    if (!span) return false;
    return this.judge(kind, span[0], span[1], supported(this.ctx.text.slice(span[0], span[1])));
  }

  private flag(kind: ReportClaimKind, start: number, end: number): void {
    const { text, sentences } = this.ctx;
    const sentence = sentenceAt(sentences, start);
    this.claims.push({
      kind,
      value: text.slice(start, end),
      sentence: sentence ? text.slice(sentence.start, Math.max(sentence.end, end)) : text.slice(start, end),
      start,
      end,
    });
  }
}
