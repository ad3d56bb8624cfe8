/**
 * Names in a document: employers, job titles, schools, places. What counts as a role word, a
 * legal suffix or a known school abbreviation, and how an experience line splits into them.
 */
import type { DocLine } from './lines.js';
import type { SourceFacts } from './source.js';
import { phraseKey } from './text.js';

export const TITLE_NOUNS = new Set(
  (
    'engineer developer programmer manager officer analyst accountant auditor intern assistant associate ' +
    'consultant specialist executive representative rep lead head director coordinator supervisor ' +
    'administrator designer scientist architect nurse midwife pharmacist doctor physician surgeon teacher ' +
    'lecturer tutor cashier teller clerk agent technician operator advisor adviser strategist writer ' +
    'copywriter editor marketer planner founder co-founder ceo cto cfo coo trainee apprentice secretary ' +
    'receptionist driver storekeeper controller president vice-president chairman banker underwriter recruiter ' +
    'buyer merchandiser inspector surveyor chemist geologist geophysicist economist statistician attorney ' +
    'lawyer counsel solicitor paralegal chef attendant salesperson trader broker therapist physiotherapist ' +
    'researcher tester owner superintendent foreman electrician welder mechanic plumber instructor facilitator ' +
    'steward captain pilot'
  ).split(' '),
);

const LOCATIONS = new Set(
  (
    'lagos abuja ibadan kano kaduna port harcourt enugu benin city warri abeokuta ilorin jos owerri calabar uyo ' +
    'akure onitsha aba asaba oshogbo osogbo ikeja lekki victoria island yaba ikoyi surulere ajah maitama wuse ' +
    'garki nigeria ghana accra kenya nairobi south africa johannesburg cape town london uk usa united kingdom ' +
    'united states remote hybrid onsite on-site africa west africa europe dubai canada toronto fct ogun oyo rivers ' +
    'delta edo anambra kwara ondo osun ekiti imo abia cross river akwa ibom plateau kogi niger sokoto katsina ' +
    'bauchi borno gombe adamawa taraba benue nasarawa kebbi zamfara jigawa yobe bayelsa ebonyi'
  ).split(' '),
);
export const isLocation = (key: string) =>
  key.split(' ').every((w) => LOCATIONS.has(w) || w === 'state' || w === 'city') || LOCATIONS.has(key);

export const NOT_NAMES = new Set(
  (
    'present current now date christmas easter night home work least first time all once the this that scale ' +
    'heart length large best most our my your their it monday tuesday wednesday thursday friday saturday sunday'
  ).split(' '),
);

const LEGAL_SUFFIX = /(?:\s+(?:ltd|limited|plc|inc|llc|llp|nig|nigeria|company|co|group|holding))+$/;

/** The distinctive part of an employer's name: lower case, no "The", no "Ltd/Plc/Nigeria". */
export function employerCore(name: string): string {
  return phraseKey(name)
    .replace(/^the\s+/, '')
    .replace(LEGAL_SUFFIX, '')
    .trim();
}

const SCHOOL_ALIASES: Record<string, string> = {
  unilag: 'university of lago',
  ui: 'university of ibadan',
  oau: 'obafemi awolowo university',
  unn: 'university of nigeria',
  abu: 'ahmadu bello university',
  uniben: 'university of benin',
  lasu: 'lago state university',
  futa: 'federal university of technology akure',
  futo: 'federal university of technology owerri',
  futminna: 'federal university of technology minna',
  yabatech: 'yaba college of technology',
  unilorin: 'university of ilorin',
  uniport: 'university of port harcourt',
  unical: 'university of calabar',
  unijos: 'university of jo',
  buk: 'bayero university',
  lautech: 'ladoke akintola university of technology',
  unizik: 'nnamdi azikiwe university',
  oou: 'olabisi onabanjo university',
  eksu: 'ekiti state university',
  delsu: 'delta state university',
  funaab: 'federal university of agriculture abeokuta',
  uniuyo: 'university of uyo',
  lbs: 'lago business school',
  cu: 'covenant university',
};

/** "Zenith Bank Plc", "Bank Plc"…: the name with 1..n leading words dropped, for a loose match. */
export function employerTails(value: string): string[] {
  const words = value.split(/\s+/);
  const tails: string[] = [];
  for (let i = 0; i < words.length - 1; i++) tails.push(words.slice(i).join(' '));
  return tails;
}

export function schoolSupported(name: string, source: SourceFacts): boolean {
  const key = phraseKey(name);
  if (source.joined.includes(` ${key} `)) return true;
  const words = key.split(' ').filter((w) => !/^(?:of|the|and|&)$/.test(w));
  if (words.every((w) => source.words.has(w))) return true;
  for (const [alias, expansion] of Object.entries(SCHOOL_ALIASES)) {
    if (key.includes(expansion) && source.words.has(alias)) return true;
  }
  return false;
}

export interface Segment {
  kind: 'title' | 'employer';
  start: number;
  end: number;
}

const DATEISH =
  /^(?:(?:from\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*)?(?:\d{1,2}[/.-])?(?:\d{4}|'\d\d|’\d\d)?\s*(?:[-–—to]+\s*(?:present|current|date|now|till date|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d{4}|\d{4}))?$|^(?:present|current|till date|to date)$/i;

/**
 * An experience line such as "Backend Engineer — Paystack, Lagos | Jan 2020 – Present": its
 * parts that name a role or an employer (dates and places left out). Sentences are not read.
 */
export function roleLineSegments(line: DocLine): Segment[] {
  const text = line.text.replace(/\*\*/g, '  ');
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words === 0 || words > 14) return [];
  const separators = /\s+[—–|•·@]\s+|\s*\|\s*|\s+-\s+|,\s+|\s+at\s+|\s*[()]\s*/g;
  if (line.bullet && !/\d{4}|present/i.test(text) && !separators.test(text)) return [];
  separators.lastIndex = 0;
  const segments: Segment[] = [];
  let from = 0;
  const consider = (a: number, b: number) => {
    let s = a;
    let e = b;
    while (s < e && /[\s*]/.test(text[s] as string)) s++;
    while (e > s && /[\s*.]/.test(text[e - 1] as string)) e--;
    if (e <= s) return;
    const part = text.slice(s, e);
    if (DATEISH.test(part) || /\d{4}/.test(part)) return;
    const key = phraseKey(part);
    if (key === '' || isLocation(key)) return;
    const capitals = part.split(/\s+/).filter((w) => !/^(?:of|and|&|the|in|for|de)$/i.test(w));
    if (!capitals.every((w) => /^[A-Z0-9]/.test(w))) return;
    const lastWord = key.split(' ').at(-1) ?? '';
    const isTitle =
      !LEGAL_SUFFIX.test(` ${key}`) &&
      key.split(' ').some((w) => TITLE_NOUNS.has(w) || TITLE_NOUNS.has(lastWord));
    segments.push({
      kind: isTitle ? 'title' : 'employer',
      start: line.textStart + s,
      end: line.textStart + e,
    });
  };
  for (const m of text.matchAll(separators)) {
    consider(from, m.index);
    from = m.index + m[0].length;
  }
  consider(from, text.length);
  // A bullet of one plain segment is a skill or an achievement, not a role line.
  if (line.bullet && segments.length < 2) return [];
  return segments;
}
