/**
 * Personal financial or identity data asked of the applicant: a BVN, a NIN, an account number,
 * an ATM card or its PIN, a bank login, a mother's maiden name. With them a fraudster opens loans
 * and empties accounts; no employer needs them to read an application.
 *
 * A job *about* them is not a sign: a fintech building BVN verification APIs, a bank officer
 * enrolling customers for their BVN. What tells the two apart is whose data it is: the
 * applicant's ("your BVN", "send … NIN") against customers', merchants' or a system's.
 */
import { type Advert, disclaimed, firstHit } from './advert.js';
import type { Span } from './sentences.js';

const DATA = String.raw`(?:BVN|bank verification number|NIN(?: slip)?|national identification number|national identity number|account (?:number|details|no\.?)|bank (?:account )?details|ATM cards?|debit cards?|card (?:number|details|pin)|(?:ATM|card|bank|account|transaction) pins?|CVV|OTP|internet banking (?:details|login|password)|(?:mobile|internet|online) banking (?:user ?name|password|login|details)|bank(?:ing)? (?:login|password|app password|user ?name)|mother['’]?s maiden name|maiden name)`;

// Whose data: the applicant's. "Send/submit/provide … BVN", "your BVN", "a copy of your NIN".
const ASKED = [
  new RegExp(
    String.raw`\b(?:your|applicants?['’]?|candidates?['’]?)\s+(?:[\w,'’/&-]+\s+){0,3}?${DATA}(?![\w-])`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:send|submit|provide|forward|attach|share|bring|supply|give|fill in|enter|include|along with|come with)\s+(?:us\s+)?(?:[\w,'’/&-]+\s+){0,5}?${DATA}(?![\w-])`,
    'gi',
  ),
  // A list of what to send with the CV: "Requirements: CV, passport photograph, BVN, NIN".
  new RegExp(
    String.raw`\b(?:requirements?|documents? needed|what to send|needed|required)\s*:\s*[^.\n]{0,80}?\b${DATA}(?![\w-])`,
    'gi',
  ),
];

// The job is about the data, not after the applicant's: customers', a system's, a regulator's.
const ABOUT =
  /\b(?:customers?['’]?|clients?['’]?|merchants?['’]?|users?['’]?|subscribers?['’]?|account holders?|APIs?|integrat\w*|KYC|system|platform|database|products?|services?|CBN|NIBSS|NIMC|enrol\w*|regulat\w*|complian\w*|fraud|reconcil\w*|build|develop\w*)\b/i;

/** The first ask for the applicant's identity or bank data, or null. */
export function findIdentityAsk(advert: Advert): Span | null {
  return firstHit(advert, ASKED, (hit, sentence) => {
    if (disclaimed(sentence, hit.start, hit.end)) return false;
    const mine =
      /\b(?:your|applicants?['’]?|candidates?['’]?)\b/i.test(hit.text) &&
      !/\b(?:customers?|clients?|merchants?|users?|subscribers?)\b/i.test(hit.text);
    return mine || !ABOUT.test(sentence.text);
  });
}
