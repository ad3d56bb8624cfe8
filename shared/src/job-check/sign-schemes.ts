/**
 * The shapes of a scam that are not a fee on their face: a job without an interview, a place
 * bought "through connections", pay for recruiting others, and the money-mule and cheque scams
 * (deposit a cheque and send the rest back, buy gift cards, reship parcels, receive funds into
 * your own account).
 */
import { type Advert, disclaimed, firstHit } from './advert.js';
import type { Span } from './sentences.js';

const NO_INTERVIEW = [
  /\bno (?:interview|aptitude test|screening)s?\b(?!\s+(?:fees?|charges?|payments?))|\bwithout (?:an? |any )?(?:interview|test)s?\b|\binterviews? (?:is|are) not (?:required|needed|necessary)\b|\b(?:direct|automatic|instant|immediate) (?:employment|placement|recruitment)\b|\bemployment (?:is )?(?:automatic|immediate|instant)\b/gi,
];

const CONNECTIONS = [
  /\bthrough (?:our |my |a |the )?(?:(?:strong |inside |insider )?connections?|contacts? (?:in|at|inside)|links? (?:in|at|inside)|people (?:in|at|inside)|someone (?:in|at|inside))\b|\b(?:we|i) (?:have|know) (?:people|someone|contacts?|connections?|links?) (?:in|at|inside|who work)\b|\b(?:back ?door|insider|inside) (?:employment|placement|slots?|recruitment|jobs?|link)\b|\b(?:secure|buy|book|reserve) (?:a |your )?slot\b|\bslots? (?:are|is) (?:limited|available|remaining)\b|\bsure (?:job|placement|slot)\b/gi,
];

const RECRUIT = [
  /\b(?:recruit|refer|invite|bring)(?:ing|s)?\s+(?:\w+\s+){0,4}?(?:people|persons|friends|members|others|downlines?|new members|relatives)\b[^.\n]{0,50}?\b(?:earn|commission|bonus|get paid|be paid|paid)\b|\bearn\b[^.\n]{0,40}?\b(?:for every|per|for each|on each|on every)\s+(?:person|member|referral|recruit|downline|friend|people)\b|\bdownlines?\b|\buplines?\b|\bnetwork marketing\b|\bMLM\b|\bpyramid\b|\breferral (?:bonus|commission)s?\b[^.\n]{0,40}?\b(?:per|for every|each) (?:person|member|referral|friend)\b/gi,
];

const PAYMENT_SCHEME = [
  /\bcheques?\b[^.\n]{0,60}?\b(?:(?:your|personal) (?:own |personal )?(?:bank )?account|(?:send|forward|transfer|return|wire) (?:back )?(?:the )?(?:balance|remainder|rest|difference|excess))\b|\b(?:cash|deposit) (?:the |a |our )?cheques? (?:and|then) (?:send|forward|transfer|wire)\b/gi,
  /\b(?:buy(?:ing)?|purchas(?:e|ing)|send(?:ing)?|redeem(?:ing)?|get(?:ting)?)\s+(?:\w+\s+){0,3}?(?:gift ?cards?|iTunes cards?|Steam cards?|Google Play cards?|Apple cards?|Amazon cards?)\b|\bgift ?card (?:codes?|pins?)\b/gi,
  /\bre-?ship\w*\b|\b(?:receive|collect)\s+(?:\w+\s+){0,3}?(?:packages?|parcels?|goods)\s+(?:\w+\s+){0,4}?(?:at|in) (?:your|their) (?:home|house|address)\b|\brepackag\w*\s+(?:and\s+)?(?:forward|ship|send)\w*\b/gi,
  /\b(?:receive|transfer|move|process)\s+(?:\w+\s+){0,2}?(?:funds|money|payments?)\s+(?:\w+\s+){0,2}?(?:through|into|via|using|with)\s+your\s+(?:own\s+|personal\s+)?(?:bank\s+)?accounts?\b|\b(?:payment|money|funds) (?:transfer|processing) agents?\b|\bcrypto\w*\s+(?:investment|trading) (?:opportunity|plan|scheme)\b/gi,
];

const undisclaimed = (hit: Span, sentence: Span) => !disclaimed(sentence, hit.start, hit.end);

export function findNoInterview(advert: Advert): Span | null {
  return firstHit(advert, NO_INTERVIEW, undisclaimed);
}
export function findConnections(advert: Advert): Span | null {
  return firstHit(advert, CONNECTIONS, undisclaimed);
}
export function findRecruitToEarn(advert: Advert): Span | null {
  return firstHit(advert, RECRUIT, undisclaimed);
}
export function findPaymentScheme(advert: Advert): Span | null {
  return firstHit(advert, PAYMENT_SCHEME, undisclaimed);
}
