/**
 * Money asked of the applicant, in every form a fake advert dresses it in: a fee of any name
 * ("registration", "form", "processing", "caution", "uniform" …), a "refundable" deposit, a
 * recharge card's pin, a starter kit to buy, an agent to pay. A real employer pays for its own
 * hiring; the one thing a scam advert cannot do without is the applicant's money.
 *
 * An employer's money is not a sign: a salary ("we pay ₦250,000 monthly"), a medical check "at
 * the bank's expense", a bank job about processing customers' fees. Nor is a warning ("beware of
 * anyone who asks for a fee"): the clause around each ask is read for words that take it back.
 */
import { type Advert, disclaimed, firstHit } from './advert.js';
import type { Span } from './sentences.js';

/** An amount of money: "₦5,000", "N3500", "NGN 10,000", "#2,000", "5k naira". */
export const AMOUNT = String.raw`(?:₦|\bNGN\s?|\bN(?=\s?\d)|#(?=\d))\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k\b|m\b|million\b))?|\b\d[\d,]*(?:\.\d+)?\s?(?:k\s)?naira\b`;

const FEE_NAME =
  'registration|application|form|processing|training|medical|uniform|caution|screening|verification|documentation|onboarding|clearance|accreditation|id[- ]?card|induction|interview|test|enrol?ment|commitment|placement|activation|data[- ]capture|agent|agency|logistics|portal|kit|admin(?:istrative)?|biometric|slot|mobili[sz]ation';
const NAMED_FEE = new RegExp(String.raw`\b(?:${FEE_NAME})\s+(?:fees?|charges?|levy|levies|deposit)\b`, 'gi');
// What makes a named fee the applicant's to pay rather than a word of the job: an amount, a verb of
// paying, "refundable", "required".
const ASK_CONTEXT = new RegExp(
  String.raw`${AMOUNT}|\b(?:pay|paying|payment|remit|transfer|deposit|send|refundable|required|mandatory|compulsory|must|costs?|applicants?|candidates?)\b|\b(?:is|are|be) paid\b`,
  'i',
);

const ASKS: RegExp[] = [
  // "You will be required to pay", "applicants are to pay", "candidates should buy".
  /\b(?:you|applicants?|candidates?|interested (?:persons|applicants|candidates)|shortlisted (?:applicants|candidates)|successful (?:applicants|candidates))\s+(?:will|shall|are|is|must|should|would|need to|have to|are to)\s+(?:(?:be\s+)?(?:required|expected|asked)\s+to\s+)?(?:pay(?!\s+(?:attention|close|careful|particular|special))|make (?:a |the )?payment|transfer|deposit|remit|buy|purchase|contribute)\b/gi,
  // "pay ₦5,000", "pay a token of ₦3,500", "transfer N10,000".
  new RegExp(
    String.raw`\b(?:pay|paying|remit|transfer|deposit)\s+(?:(?:a|the|an|only|just|token|small|sum|of|one-?time|non-?refundable|refundable|fee|amount)\s+){0,4}(?:${AMOUNT})`,
    'gi',
  ),
  // "(non-)refundable fee", "refundable deposit of ₦20,000".
  /\b(?:non-?)?refundable\s+(?:\w+\s+){0,2}(?:fees?|deposit|sum|amount|charges?|levy|payment)\b/gi,
  new RegExp(String.raw`(?:${AMOUNT})\s*\(?(?:non-?)?refundable\b`, 'gi'),
  // "a fee of ₦5,000", "fee: N3,000".
  new RegExp(String.raw`\b(?:fees?|levy|charges?|deposit)\s*(?:of|:|-|is|=)\s*(?:${AMOUNT})`, 'gi'),
  // Recharge cards and airtime, the fee that needs no bank account.
  /\b(?:recharge|airtime|scratch)\s*(?:cards?)?\s*(?:\w+\s+){0,3}pins?\b|\b(?:send|forward|submit|buy|purchase)\s+(?:\w+\s+){0,4}(?:MTN |Glo |Airtel |9mobile )?(?:recharge cards?|airtime|scratch cards?)\b|\b(?:MTN|Glo|Airtel|9mobile)\s+(?:recharge\s+)?cards?\s+(?:of|worth)\b/gi,
  // Payment instructions: "pay into the account below", "payment should be made to".
  /\b(?:pay|payment|transfer|deposit)\w*\s+(?:\w+\s+){0,4}(?:into|to)\s+(?:the\s+following|this|our|my)\s+(?:\w+\s+)?(?:account|acct)\b|\b(?:pay|payment|transfer|deposit)\w*\s+(?:\w+\s+){0,4}(?:into|to)\s+the\s+(?:account|acct)\s+(?:below|details)|\bpayments?\s+(?:should|must|is to|are to)\s+be\s+made\b/gi,
  // A price on the hiring itself: "Registration form is ₦3,500 only", "Form: N2,000".
  new RegExp(
    String.raw`\b(?:registration|application|screening|processing|verification|documentation|induction|activation|recruitment)\s+forms?\s*(?:is|are|costs?|goes for|sells? (?:at|for)|at|for|:|-|=)\s*(?:only\s+|just\s+)?(?:${AMOUNT})`,
    'gi',
  ),
  // A cost left to the applicant: "at a cost of ₦35,000, payable by the candidate".
  /\b(?:payable|paid|borne|covered|settled)\s+by\s+(?:the\s+)?(?:candidates?|applicants?|you|yourself|trainees?|recruits?)\b|\bat\s+(?:the\s+)?(?:candidate'?s?|applicant'?s?|your)\s+(?:own\s+)?(?:cost|expense)\b/gi,
  // Paying an agent or a coordinator to be placed.
  /\bpay(?:ing|ment)?\s+(?:\w+\s+){0,3}(?:agent|consultant|coordinator|recruiter|facilitator)s?\b/gi,
];

const STARTER_KIT = /\b(?:starter|registration|welcome|business)\s+(?:kit|pack|package)s?\b/gi;
const KIT_CONTEXT = new RegExp(String.raw`${AMOUNT}|\b(?:buy|purchase|pay|paid|cost|costs|price)\b`, 'i');

// The employer paying, not asking: "we pay ₦300,000", "monthly pay ₦150,000".
const PAYER_BEFORE =
  /\b(?:we|us|company|employer|firm|bank|they|client|hotel|school|net|gross|basic|monthly|weekly|take-home|starting)\s+(?:will\s+|shall\s+|can\s+|also\s+|typically\s+|currently\s+)?$/i;

/** The first money ask of the advert, or null. */
export function findMoneyAsk(advert: Advert): Span | null {
  const asks = firstHit(
    advert,
    ASKS,
    (hit, sentence) =>
      !disclaimed(sentence, hit.start, hit.end) &&
      !PAYER_BEFORE.test(advert.text.slice(Math.max(sentence.start, hit.start - 30), hit.start)),
  );
  const named = firstHit(
    advert,
    [NAMED_FEE],
    (hit, sentence) => ASK_CONTEXT.test(sentence.text) && !disclaimed(sentence, hit.start, hit.end),
  );
  const kit = firstHit(
    advert,
    [STARTER_KIT],
    (hit, sentence) => KIT_CONTEXT.test(sentence.text) && !disclaimed(sentence, hit.start, hit.end),
  );
  return [asks, named, kit].reduce<Span | null>((a, b) => (!b ? a : !a || b.start < a.start ? b : a), null);
}
