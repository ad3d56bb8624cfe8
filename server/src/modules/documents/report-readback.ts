import { analyzeDocument, type ReportAnalysis, type ReportInput, type ReportReadBack } from '@app/shared';

/** Lost words listed in a read-back (the rest are counted). */
const MAX_LOST = 20;

/** The light markdown markers of a stored document (`# `, `## `, `- `), which no file prints. */
const MARKERS = /^\s*(?:#{1,2}|[-*•])\s+/gm;

/**
 * The words of a text, lower-cased, in order: runs of letters and digits. Canonical Unicode only
 * (NFC): a ligature glyph ("ﬁ") or a compatibility form a reader returned stays a different word,
 * which is what an applicant tracking system would see too.
 */
export function textWords(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const counts = (words: string[]) => {
  const map = new Map<string, number>();
  for (const word of words) map.set(word, (map.get(word) ?? 0) + 1);
  return map;
};

/**
 * The document's words the read-back lacks (as a multiset difference, in document order), and
 * the read-back's words that are two or three adjacent document words run together.
 */
export function compareWords(documentText: string, readText: string): { lost: string[]; merged: string[] } {
  const wanted = textWords(documentText.replace(MARKERS, ''));
  const read = counts(textWords(readText));
  const spare = new Map(read);
  const lost: string[] = [];
  for (const word of wanted) {
    const left = spare.get(word) ?? 0;
    if (left > 0) spare.set(word, left - 1);
    else lost.push(word);
  }
  const merged = new Set<string>();
  if (lost.length > 0) {
    const lostSet = new Set(lost);
    for (let i = 0; i < wanted.length - 1; i += 1) {
      for (const n of [2, 3]) {
        const parts = wanted.slice(i, i + n);
        if (parts.length < n || !parts.some((w) => lostSet.has(w))) continue;
        const joined = parts.join('');
        if ((spare.get(joined) ?? 0) > 0) merged.add(joined);
      }
    }
  }
  return { lost, merged: [...merged] };
}

/** How far ahead in the document a read-back word is looked for (past a few lost words). */
const LOOKAHEAD = 8;

interface Located {
  word: string;
  start: number;
  end: number;
}

const located = (text: string): Located[] =>
  [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    word: m[0].normalize('NFC').toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));

/**
 * A PDF's text breaks its lines where the page wrapped them; a reader cannot tell such a wrap
 * from a real line break, and the analysis treats every line break as a boundary no keyword
 * spans ("payment⏎APIs"). Where two read-back words follow each other as they do in the document
 * and the document has no line break between them, the break is the page's: it becomes a space.
 * Words are matched in order (a greedy walk); anything out of order, lost or added is left as read.
 */
export function unwrapLines(documentText: string, readText: string): string {
  const wanted = located(documentText);
  const read = located(readText);
  let next = 0;
  let previous: { read: Located; at: number } | null = null;
  let out = '';
  let copied = 0;
  for (const [i, word] of read.entries()) {
    let at = -1;
    for (let k = next; k < Math.min(wanted.length, next + LOOKAHEAD); k += 1)
      if ((wanted[k] as Located).word === word.word) {
        // Skipping document words (lost ones) only when the next word agrees too: an added word
        // that happens to come a little later in the document must not pull the walk past it.
        if (k === next || read[i + 1]?.word === wanted[k + 1]?.word) at = k;
        break;
      }
    if (at < 0) {
      previous = null;
      continue;
    }
    if (previous && previous.at === at - 1) {
      const gap = readText.slice(previous.read.end, word.start);
      const documentGap = documentText.slice((wanted[at - 1] as Located).end, (wanted[at] as Located).start);
      if (gap.includes('\n') && !documentGap.includes('\n')) {
        out += readText.slice(copied, previous.read.end) + gap.replace(/\s*\n\s*/g, ' ');
        copied = word.start;
      }
    }
    previous = { read: word, at };
    next = at + 1;
  }
  return out + readText.slice(copied);
}

const matchedTerms = (analysis: ReportAnalysis) =>
  new Set(analysis.keywords.filter((k) => k.matched).map((k) => k.term));

const quoteList = (words: string[]) => words.map((w) => `"${w}"`).join(', ');

/**
 * The score recomputed on the text a rendered file reads back as (its page wraps undone), and
 * whether the file says what the document says: the same matched keywords and none of its words
 * lost or run together.
 */
export function readBackReport(
  input: ReportInput,
  analysis: ReportAnalysis,
  format: 'pdf' | 'docx',
  readText: string,
): ReportReadBack {
  const read = analyzeDocument({ ...input, text: unwrapLines(input.text, readText) });
  const expected = matchedTerms(analysis);
  const found = matchedTerms(read);
  const missed = [...expected].filter((term) => !found.has(term));
  const extra = [...found].filter((term) => !expected.has(term));
  const { lost, merged } = compareWords(input.text, readText);
  const faithful = lost.length === 0 && missed.length === 0 && extra.length === 0;
  const name = format === 'pdf' ? 'The PDF' : 'The Word file';
  const sentences: string[] = [];
  if (lost.length > 0) {
    const unique = [...new Set(lost)];
    sentences.push(
      `${name} loses ${lost.length === 1 ? '1 word' : `${lost.length} words`} when read back: ${quoteList(unique.slice(0, 5))}${unique.length > 5 ? ' and more' : ''}.`,
    );
  }
  if (merged.length > 0) sentences.push(`Some words run together: ${quoteList(merged.slice(0, 5))}.`);
  if (missed.length > 0)
    sentences.push(`These keywords are not found in the file: ${missed.slice(0, 5).join(', ')}.`);
  if (extra.length > 0 && lost.length === 0 && missed.length === 0)
    sentences.push(`The file shows keywords the text does not: ${extra.slice(0, 5).join(', ')}.`);
  return {
    format,
    score: read.score,
    faithful,
    lostWords: [...new Set(lost)].slice(0, MAX_LOST),
    detail: faithful ? 'Reads back exactly.' : sentences.join(' '),
  };
}
