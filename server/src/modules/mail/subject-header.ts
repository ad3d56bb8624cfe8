/**
 * The Subject header as it goes over SMTP, encoded by us rather than by nodemailer.
 *
 * nodemailer encodes a whole subject once any part of it is not ASCII, in encoded-words of ~52
 * characters, and folds the line between them. "Your JobPadi receipt: Basic plan, ₦10,000" went
 * out as `=?UTF-8?Q?…Basic_plan=2C_?=` + fold + `=?UTF-8?Q?=E2=82=A610=2C000?=`: the space after
 * the comma sits inside the first word, and the fold adds a second one, so every mail reader that
 * keeps the fold's whitespace (many do) shows "Basic plan,  ₦10,000".
 *
 * Here plain words stay plain; only the words that need it (not ASCII, or looking like an
 * encoded-word) are encoded, a run of them together with the spaces inside it, so every space
 * of the subject is either a plain space between words or an encoded one inside a word. Lines
 * are folded only at those plain spaces. Any reader, strict or lenient, shows the subject as
 * written.
 */

const PREFIX = '=?UTF-8?Q?';
const SUFFIX = '?=';
/**
 * RFC 2047 allows 75 characters an encoded-word; ours stay shorter, so one fits on the first line
 * after "Subject: " within the 78 of RFC 5322.
 */
const MAX_WORD = 68;
/** RFC 5322: lines should stay within 78 characters; "Subject: " starts the first one. */
const MAX_LINE = 78;
const HEADER_NAME = 'Subject: ';

const needsEncoding = (word: string) => /[^\x20-\x7e]|=\?/.test(word);

/** Q-encoding of one character (RFC 2047 §4.2, the rules for a Subject's text). */
function qEncode(char: string): string {
  if (char === ' ') return '_';
  if (/^[A-Za-z0-9!*+\-/]$/.test(char)) return char;
  return [...Buffer.from(char, 'utf8')]
    .map((b) => `=${b.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/** One run of text as encoded-words of at most 75 characters, never splitting a character. */
function encodeRun(text: string): string[] {
  const room = MAX_WORD - PREFIX.length - SUFFIX.length;
  const words: string[] = [];
  let current = '';
  for (const char of text) {
    const encoded = qEncode(char);
    if (current.length + encoded.length > room) {
      words.push(`${PREFIX}${current}${SUFFIX}`);
      current = '';
    }
    current += encoded;
  }
  if (current) words.push(`${PREFIX}${current}${SUFFIX}`);
  return words;
}

/** The header's value as it is written after "Subject: " (folded, ready to send as is). */
export function encodeSubject(subject: string): string {
  const text = subject.replace(/[\r\n\t]+/g, ' ');
  // Words and the spaces between them; a run of words needing encoding is encoded as one piece.
  const parts = text.split(/( +)/);
  const tokens: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 0) return;
    // Spaces at the run's edges stay plain; the ones between its words are encoded inside it.
    tokens.push(...encodeRun(run.join('')).flatMap((word, i) => (i === 0 ? [word] : [' ', word])));
    run = [];
  };
  for (let i = 0; i < parts.length; i += 2) {
    const word = parts[i] ?? '';
    const space = parts[i + 1];
    if (word && needsEncoding(word)) {
      run.push(word);
      // A space is kept inside the run only when an encoded word follows it.
      const next = parts[i + 2];
      if (space !== undefined && next && needsEncoding(next)) run.push(space);
      else {
        flush();
        if (space !== undefined) tokens.push(space);
      }
    } else {
      flush();
      if (word) tokens.push(word);
      if (space !== undefined) tokens.push(space);
    }
  }
  flush();
  return fold(tokens);
}

/** Folds at plain spaces: the space starts the next line, so unfolding gives the text back. */
function fold(tokens: string[]): string {
  let out = '';
  let line = HEADER_NAME.length;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    const next = tokens[i + 1] ?? '';
    if (/^ +$/.test(token) && line + token.length + next.length > MAX_LINE && line > HEADER_NAME.length) {
      out += `\r\n${token}`;
      line = token.length;
      continue;
    }
    out += token;
    line += token.length;
  }
  return out;
}
