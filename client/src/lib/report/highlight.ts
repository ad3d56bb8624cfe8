/**
 * Finding things again in text that may have changed: the analysis runs on a debounced copy of
 * the editor's text, so a claim's offsets can be a few keystrokes old when someone selects it.
 */

export interface TextRange {
  start: number;
  end: number;
}

/**
 * Where `value` is in `text` now: at the given offsets if it is still there, else the occurrence
 * nearest to them; null when it is gone (the person already edited it away).
 */
export function locateValue(text: string, value: string, near: TextRange): TextRange | null {
  if (value === '') return null;
  if (text.slice(near.start, near.end) === value) return { start: near.start, end: near.end };
  let best: TextRange | null = null;
  for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
    if (!best || Math.abs(at - near.start) < Math.abs(best.start - near.start))
      best = { start: at, end: at + value.length };
  }
  return best;
}

export interface MarkedPart {
  text: string;
  marked: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` around every case-insensitive occurrence of any of `terms` (whole words where
 * the term starts or ends with a letter or digit), so a sentence can show them marked.
 */
export function markTerms(text: string, terms: readonly string[]): MarkedPart[] {
  const usable = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0 || text === '') return text === '' ? [] : [{ text, marked: false }];
  const pattern = usable
    .map((t) => {
      const body = escapeRegExp(t);
      const head = /^[\p{L}\p{N}]/u.test(t) ? '(?<![\\p{L}\\p{N}])' : '';
      const tail = /[\p{L}\p{N}]$/u.test(t) ? '(?![\\p{L}\\p{N}])' : '';
      return `${head}${body}${tail}`;
    })
    .join('|');
  const parts: MarkedPart[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(pattern, 'giu'))) {
    const at = match.index ?? 0;
    if (match[0] === '') continue;
    if (at > last) parts.push({ text: text.slice(last, at), marked: false });
    parts.push({ text: match[0], marked: true });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}

/**
 * The line (0-based, counting only hard line breaks) an offset falls on, so a text area can be
 * scrolled near a selection before it is focused.
 */
export function lineOfOffset(text: string, offset: number): number {
  let line = 0;
  const stop = Math.min(Math.max(0, offset), text.length);
  for (let i = 0; i < stop; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}
