/**
 * Professional bodies: "ICAN or ACCA qualification", "registered with COREN", "current NMCN
 * licence", "TRCN certification", "membership of CIPM". Acronyms are matched in capitals only
 * ("NIM" the institute, not a word); full names and members' letters (ACA, ACIB, MNSE) too.
 */

import type { CertificationRequirement, JobCheckProfile } from './dto.js';
import { base, type Judgement, unknown } from './eligibility-base.js';
import type { Span } from './sentences.js';

const BODIES: Array<[string, RegExp]> = [
  ['ICAN', /\bICAN\b|Institute of Chartered Accountants of Nigeria|\b[AF]CA\b/],
  ['ACCA', /\bACCA\b|Association of Chartered Certified Accountants/i],
  ['CITN', /\bCITN\b|Chartered Institute of Taxation|\b[AF]CTI\b/],
  ['ANAN', /\bANAN\b|Association of National Accountants/],
  ['CIMA', /\bCIMA\b/],
  ['CFA', /\bCFA\b/],
  ['COREN', /\bCOREN\b|Council for the Regulation of Engineering/i],
  ['NSE', /\bM?NSE\b|Nigerian Society of Engineers/],
  ['NMCN', /\bNMCN\b|Nursing and Midwifery Council/i],
  ['PCN', /\bPCN\b|Pharmac(?:ists|y) Council of Nigeria/i],
  ['MDCN', /\bMDCN\b|Medical and Dental Council/i],
  ['MLSCN', /\bMLSCN\b|Medical Laboratory Science Council/i],
  ['TRCN', /\bTRCN\b|Teachers Registration Council/i],
  ['CIPM', /\b[AF]?CIPM\b|Chartered Institute of Personnel Management/],
  ['CIBN', /\bCIBN\b|Chartered Institute of Bankers|\b[AF]CIB\b/],
  ['NIM', /\bM?NIM\b|Nigerian Institute of Management/],
  ['CIPS', /\bM?CIPS\b|Chartered Institute of Procurement/],
  ['CIPD', /\bCIPD\b/],
  ['SHRM', /\bSHRM(?:-S?CP)?\b/],
  ['PMP', /\bPMP\b|Project Management Professional/],
  ['PRINCE2', /\bPRINCE2\b/i],
  ['CISA', /\bCISA\b/],
  ['CISSP', /\bCISSP\b/],
  ['CCNA', /\bCCNA\b/],
  ['NBA', /\bNBA\b|Nigerian Bar Association|called to the (?:Nigerian )?Bar/i],
  ['CIIN', /\bCIIN\b|Chartered Insurance Institute of Nigeria/],
  ['NIPR', /\bNIPR\b|Nigerian Institute of Public Relations/],
  ['ICSAN', /\bICSAN\b|Institute of Chartered Secretaries/],
  ['ARCON', /\bARCON\b/],
  ['NIESV', /\bNIESV\b/],
  ['RRBN', /\bRRBN\b|Radiographers Registration Board/i],
];

// Every body's pattern at once: most sentences name none, and are passed over in one scan.
const ANY_BODY = new RegExp(BODIES.map(([, re]) => `(?:${re.source})`).join('|'), 'i');

/** The bodies a text names, in the catalogue's order. */
export function bodiesIn(text: string): string[] {
  if (!ANY_BODY.test(text)) return [];
  return BODIES.filter(([, re]) => re.test(text)).map(([name]) => name);
}

// A body named as a requirement, not in passing ("listed on the NSE", "in line with CITN guidance").
const CONTEXT =
  /\b(?:certif\w*|qualif\w*|licen[cs]\w*|members?(?:hip)?|registered|registration|chartered|associate|fellow|professional|holders?|called to|must|should|require\w*|advantage|plus|preferred|desirable|possess\w*|obtained|valid|current)\b/i;

export function readCertification(sentence: Span, profile: JobCheckProfile): CertificationRequirement | null {
  if (!CONTEXT.test(sentence.text)) return null;
  const bodies = bodiesIn(sentence.text);
  if (bodies.length === 0) return null;
  const anyOf = bodies.length > 1 && /\bor\b|\/|\beither\b|\bany of\b/i.test(sentence.text);
  const at = ANY_BODY.exec(sentence.text)?.index;
  return { kind: 'certification', ...base(sentence, at), bodies, anyOf, ...judge(bodies, anyOf, profile) };
}

function judge(bodies: string[], anyOf: boolean, profile: JobCheckProfile): Judgement {
  const asks = `The advert asks for ${bodies.length === 1 ? bodies[0] : `${bodies.slice(0, -1).join(', ')} ${anyOf ? 'or' : 'and'} ${bodies.at(-1)}`}`;
  const listed = (profile.certifications ?? []).filter((c) => c.trim() !== '');
  if (listed.length === 0) return unknown(asks, 'certifications');
  const have = new Set(listed.flatMap(bodiesIn));
  const held = bodies.filter((b) => have.has(b));
  const ok = anyOf ? held.length > 0 : held.length === bodies.length;
  if (ok) return { status: 'met', detail: `${asks}; your profile lists ${held.join(' and ')}.` };
  const missing = bodies.filter((b) => !have.has(b));
  return {
    status: 'unmet',
    detail: `${asks}; your profile does not list ${missing.join(anyOf ? ' or ' : ' and ')}.`,
  };
}
