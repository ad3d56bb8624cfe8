/**
 * What in a document is about reaching the person, not about what they did: e-mail addresses,
 * links, phone numbers, the contact and address lines at the top, a letter's header (its date,
 * the recipient's address) and its sign-off, a referees section. None of it is a claim: the "1"
 * of "Lekki Phase 1" is an address, and "0803 123 4567" is the phone number the source writes
 * "+2348031234567".
 */
import type { DocLine } from './lines.js';

/** Whether a text has an e-mail address (anchored on the "@", so a long word cannot make it slow). */
export const EMAIL_RE = /[\w.+-]@[\w-]+\.[\w-]/;
export const PHONE_RE = /(?:\+\d{1,3}[\s-]?)?\(?0?\d{3}\)?[\s-]?\d{3}[\s-]?\d{4}\b|\+\d[\d\s-]{8,14}\d/g;
/**
 * A phone number however it is grouped: "+234 803 123 4567", "0803-123-4567", "(0803) 1234 567".
 * Bounded repetition from a "+", a leading 0 or "234": no backtracking blow-up.
 */
const ANY_PHONE_RE = /(?:\+\s?\d|\b0\d|\b234)[\d\s().-]{7,16}\d(?!\d)/g;
// Anchored on what makes a link, so the scan only starts work at an "@", a "www." or a ".com".
const LINK_ANCHOR_RE = /@[\w-]+\.|https?:\/\/|www\.|\.(?:com|ng|org|io|dev|net|co|me|app)\b/gi;
const LINK_STOP = /[\s,;()<>|"]/;

/** Spans of e-mail addresses and web links: the whitespace-delimited runs around each anchor. */
export function linkSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let covered = 0;
  for (const m of text.matchAll(LINK_ANCHOR_RE)) {
    // Each character is looked at once: a new span never re-reads the one before it.
    if (m.index < covered) continue;
    let start = m.index;
    while (start > covered && !LINK_STOP.test(text[start - 1] as string)) start--;
    let end = m.index + m[0].length;
    while (end < text.length && !LINK_STOP.test(text[end] as string)) end++;
    covered = end;
    while (end > start && /[.!?:]/.test(text[end - 1] as string)) end--;
    spans.push([start, end]);
  }
  return spans;
}

/** Spans of phone numbers (10 to 15 digits, however grouped). */
export function phoneSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(ANY_PHONE_RE)) {
    let end = m.index + m[0].length;
    while (end > m.index && /[\s(.-]/.test(text[end - 1] as string)) end--;
    const digits = m[0].replace(/\D/g, '').length;
    if (digits >= 10 && digits <= 15) spans.push([m.index, end]);
  }
  return spans;
}

const CONTACT_LABEL =
  /^(?:phone|tel|telephone|mobile|cell|whatsapp|e-?mail|address|location|linkedin|github|portfolio|website|web|date of birth|dob|birthday|nationality|gender|sex|marital status|state of origin|lga|religion|age|full name|name|date)\s*:/i;
const ADDRESS_WORD =
  /\b(?:street|st\.|road|rd\.?|avenue|ave\.?|close|crescent|way|estate|phase|plot|block|layout|drive|lane|junction|p\.?\s?o\.?\s?box|flat|apartment|suite|floor|off)\b|\bno\.?\s?\d/i;
const SALUTATION = /^(?:dear\b|to whom\b|hello\b|hi\b|good (?:morning|afternoon|day)\b)/i;
const SIGN_OFF =
  /^(?:yours\s+(?:faithfully|sincerely|truly)|sincerely|(?:best|kind|warm|warmest)\s+regards|regards|respectfully|with (?:best |warm )?regards|thank you|thanks)\b[\s,.!]*$/i;
const REFEREES = /^(?:references?|referees?)\b/i;

/** A line that only reaches the person: an e-mail, a link, a phone, a "Phone:" label. */
function isContactLine(text: string): boolean {
  if (EMAIL_RE.test(text) || CONTACT_LABEL.test(text)) return true;
  if (/https?:\/\/|www\.|linkedin\.com|github\.com/i.test(text)) return true;
  return phoneSpans(text).length > 0 && text.split(/\s+/).length <= 16;
}

/** A person's name (and letters after it): a few words, no digits, no sentence. */
const isNameLine = (text: string): boolean => !/\d|[.!?]$/.test(text) && text.trim().split(/\s+/).length <= 8;
/** A line of a signature: a name, a title, a phone; not a sentence. */
const isSignatureLine = (text: string): boolean =>
  isContactLine(text) || (text.trim().split(/\s+/).length <= 6 && !/[.!?]$/.test(text.trim()));

/**
 * A short line of an address: "12 Admiralty Way, Lekki Phase 1, Lagos", "Plot 5, Jakande Estate":
 * a street word and a number, and not a sentence ("Built a 2.4 km road" is not an address).
 */
const isAddressLine = (text: string): boolean =>
  text.length <= 90 &&
  ADDRESS_WORD.test(text) &&
  /\d/.test(text) &&
  !/^[-*•]/.test(text.trim()) &&
  text.trim().split(/\s+/).length <= 12 &&
  !/\b(?:[a-z]+ed|built|led|ran|grew|cut|managed)\b/.test(text);

/**
 * Spans of a document that are never claims: section headings, contact lines anywhere, the name
 * and address lines at the top, a letter's header and sign-off, a referees section.
 */
export function nonClaimSpans(
  text: string,
  lines: readonly DocLine[],
  letter: boolean,
): Array<[number, number]> {
  const links = linkSpans(text);
  const phones = phoneSpans(text);
  const spans: Array<[number, number]> = [...links, ...phones];
  // A line with a link or a phone number in it is a contact line (spans are in text order).
  let li = 0;
  let pi = 0;
  const reaches = (line: DocLine) => {
    while (li < links.length && (links[li] as [number, number])[1] <= line.start) li++;
    while (pi < phones.length && (phones[pi] as [number, number])[1] <= line.start) pi++;
    const link = links[li];
    const phone = phones[pi];
    if (link !== undefined && link[0] < line.end) return true;
    // A phone in a long paragraph takes only its own span: the paragraph's claims still count.
    return phone !== undefined && phone[0] < line.end && line.text.split(/\s+/).length <= 16;
  };
  const content = lines.filter((l) => l.text.trim() !== '');
  const first = content[0];
  // The first line of a resume (or of a letter's header) is the person's name.
  if (first && isNameLine(first.text)) spans.push([first.start, first.end]);
  let headerEnd = -1;
  let signOff = -1;
  if (letter) {
    const salutation = content.findIndex((l, i) => i < 20 && SALUTATION.test(l.text.trim()));
    if (salutation >= 0) headerEnd = salutation;
    signOff = content.findIndex((l, i) => i > Math.max(headerEnd, 0) && SIGN_OFF.test(l.text.trim()));
  }
  let referees = false;
  let signing = false;
  content.forEach((line, i) => {
    if (line.heading) referees = REFEREES.test(line.text.trim());
    // After "Yours faithfully": the name, a title, a number — not a sentence someone added after.
    if (i === signOff) signing = true;
    else if (signing && !isSignatureLine(line.text)) signing = false;
    // An address is only an address where addresses are written: a resume's top lines, or a
    // letter's opening lines when it has no salutation to end its header.
    const top = letter ? headerEnd < 0 && i < 6 : line.section === 'top' && i < 6;
    const skip =
      line.heading ||
      i <= headerEnd ||
      signing ||
      referees ||
      reaches(line) ||
      CONTACT_LABEL.test(line.text) ||
      (top && isAddressLine(line.text));
    if (skip) spans.push([line.start, line.end]);
  });
  return spans;
}
