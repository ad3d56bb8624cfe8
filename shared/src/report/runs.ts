/**
 * Runs of capitalised words — the names of employers, bodies and awards — found by scanning back
 * from a keyword ("… Innovation Award", "… Bank Plc", "… certification") rather than by a pattern
 * tried at every capital letter: each scan reads at most a few words, so the cost grows with the
 * keywords a text has, not with its capital letters.
 */

const CONNECTORS = new Set(['of', 'and', 'for', 'the', '&', 'in']);

const isUpper = (c: number) => (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
const isCapital = (c: number) => c >= 65 && c <= 90;
// Letters, digits and the joiners of a name's word ("Coca-Cola", "P&G", "B.Sc", "Dean's").
const isNameChar = (c: number) =>
  (c >= 97 && c <= 122) ||
  (c >= 65 && c <= 90) ||
  (c >= 48 && c <= 57) ||
  c === 38 ||
  c === 39 ||
  c === 45 ||
  c === 43 ||
  c === 8217 ||
  c === 46 ||
  c > 191;

/**
 * Where the run of capitalised words that ends just before `end` starts (up to `maxWords` of
 * them, "of", "and", "for", "the", "&", "in" allowed between two), on the same line; `end` when
 * there is none. A lone "I" is never part of a name.
 */
export function runStartBefore(text: string, end: number, maxWords: number): number {
  let start = end;
  let i = end;
  let words = 0;
  let pendingConnectors = 0;
  while (words < maxWords) {
    let j = i;
    while (j > 0 && (text.charCodeAt(j - 1) === 32 || text.charCodeAt(j - 1) === 9)) j--;
    if (j === i && i !== end) break;
    let k = j;
    while (k > 0 && isNameChar(text.charCodeAt(k - 1))) k--;
    // A word ends with a dot only inside it ("B.Sc"): "Nigeria." ends a sentence.
    if (k === j) break;
    const word = text.slice(k, j);
    if (word.endsWith('.')) break;
    if (CONNECTORS.has(word)) {
      if (++pendingConnectors > 2) break;
      i = k;
      continue;
    }
    if (!isUpper(word.charCodeAt(0)) || word === 'I') break;
    words++;
    pendingConnectors = 0;
    start = k;
    i = k;
  }
  return start;
}

/** The run after `start` (same rules, reading forwards, letters only): where it ends; `start` when none. */
export function runEndAfter(text: string, start: number, maxWords: number): number {
  let end = start;
  let i = start;
  let words = 0;
  let connectors = 0;
  while (words < maxWords && i < text.length) {
    let j = i;
    while (j < text.length && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
    if (j === i && i !== start) break;
    let k = j;
    while (k < text.length && isNameChar(text.charCodeAt(k))) k++;
    if (k === j) break;
    let word = text.slice(j, k);
    // A trailing dot ends the sentence, not the name.
    while (word.endsWith('.')) {
      word = word.slice(0, -1);
      k--;
    }
    if (word === '') break;
    if (CONNECTORS.has(word)) {
      if (++connectors > 2) break;
      i = k;
      continue;
    }
    // A name read forwards ends before a number: "… Tropical Medicine in 2021", "… Lagos 2016".
    if (!isCapital(word.charCodeAt(0)) || word === 'I') break;
    words++;
    connectors = 0;
    end = k;
    i = k;
  }
  return end;
}
