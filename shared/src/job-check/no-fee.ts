/**
 * A clear statement that applying costs nothing: "we never ask for payment", "no fee is charged
 * at any stage", "our recruitment is free", "do not pay anyone". Real employers write it because
 * fake adverts use their names; it lowers the risk and is never a flag. It cannot hide a fee the
 * same advert asks for elsewhere: that fee is still a sign (the risk only drops a step).
 */
import type { Advert } from './advert.js';
import type { Span } from './sentences.js';

const MONEY = '(?:fees?|payments?|money|charges?|deposits?|pay|paying|a (?:kobo|dime|penny)|anything)';
const NO_FEE = [
  // "We never ask for payment", "the bank does not charge any fee", "we will not request money".
  new RegExp(
    String.raw`\b(?:never|do(?:es)? not|don['’]t|will not|won['’]t|shall not|would not|cannot|at no (?:time|point|stage)[^.\n]{0,20}?)\s+(?:\w+\s+){0,3}?(?:ask|charge|collect|request|demand|require|solicit|take|receive)\w*\s+(?:\w+\s+){0,5}?${MONEY}\b`,
    'gi',
  ),
  /\bno (?:application |registration |recruitment |processing |interview |form |kind of )?(?:fees?|charges?|payments?)\b(?: (?:is|are|will be) (?:charged|required|collected|requested))?|\b(?:free of charge|at no cost(?: to (?:you|the applicant|applicants|candidates))?)\b/gi,
  /\b(?:application|recruitment|the process|applying|our recruitment process|the recruitment process) (?:is|are) (?:completely |absolutely |totally |entirely )?free\b/gi,
  /\b(?:do not|don['’]t|never) (?:pay|send money|make (?:any )?payments?)\b/gi,
];

/** The first no-fee statement of the advert, or null. */
export function findNoFee(advert: Advert): Span | null {
  let best: Span | null = null;
  for (const re of NO_FEE) {
    const m = advert.text.matchAll(re).next();
    if (m.done) continue;
    const hit = { text: m.value[0], start: m.value.index, end: m.value.index + m.value[0].length };
    if (!best || hit.start < best.start) best = hit;
  }
  return best;
}
