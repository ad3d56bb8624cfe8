/**
 * Pay far out of line with the work: "₦500,000 weekly" for data entry, "earn ₦50,000 daily from
 * home", "guaranteed income". A Nigerian graduate trainee earns a few hundred thousand naira a
 * month; an advert that offers that a week, or promises it, is bait. And high pay for "no
 * experience, no qualification" is the classic lure of a fee scam.
 *
 * Monthly figures alone are never a sign: a senior engineer's ₦3,000,000 a month is real.
 */
import type { Advert } from './advert.js';
import { type Span, sentenceAt } from './sentences.js';

type Period = 'day' | 'week' | 'month';

// An amount and, within a few words, its period: "₦500,000 weekly", "N50k per day", "$300/week".
const PAY =
  /(?:₦|\bNGN\s?|\bN(?=\s?\d)|#(?=\d)|\$|\bUSD\s?)\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m|million)?\b(?:\s?naira)?\s*(?:\/\s?|per\s+|a\s+|every\s+|each\s+)?(daily|day|weekly|week|wk|monthly|month|mo)\b/gi;
// "weekly pay of ₦200,000", "earn daily ₦40,000".
const PERIOD_FIRST =
  /\b(daily|weekly|monthly)\s+(?:pay|income|earnings?|salary|allowance|stipend)?\s*(?:of\s+|:\s*|up to\s+)?(?:₦|\bNGN\s?|\bN(?=\s?\d)|#(?=\d)|\$|\bUSD\s?)\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m|million)?\b/gi;

/** Naira a period: above these, pay is out of line for any advertised job. */
const UNREALISTIC: Record<Period, number> = { day: 30_000, week: 150_000, month: Number.POSITIVE_INFINITY };
/** Above these, pay is high for a job that asks for no experience. */
const HIGH_FOR_NOVICE: Record<Period, number> = { day: 15_000, week: 75_000, month: 400_000 };
// Dollars in naira, roughly; only the order of magnitude matters here.
const NAIRA_PER_DOLLAR = 1_500;

const GUARANTEED =
  /\b(?:guaranteed\s+(?:income|earnings?|pay|payouts?|returns?|profits?|jobs?|employment|placement|slots?|daily|weekly|monthly|salary|cash|money|success)|(?:income|earnings?|jobs?|employment|placement|payouts?|returns?|slots?)\s+(?:is|are)?\s*(?:100%\s+)?guaranteed|100%\s+guaranteed|guarantee(?:s|d)? (?:you )?(?:a job|employment|placement|income))\b/gi;

const NOVICE =
  /\b(?:no (?:prior |previous |work )?experience (?:is )?(?:needed|required|necessary)|no experience|no (?:qualifications?|certificates?|degree|CV) (?:is )?(?:needed|required)?|without (?:any )?(?:experience|qualifications?)|anyone can (?:apply|do (?:it|this))|no skills? (?:needed|required))/gi;

interface Pay extends Span {
  naira: number;
  period: Period;
}

const periodOf = (word: string): Period => {
  const w = word.toLowerCase();
  return w.startsWith('d') ? 'day' : w.startsWith('w') ? 'week' : 'month';
};

function amount(digits: string, scale: string | undefined, dollars: boolean): number {
  const base = Number(digits.replace(/,/g, ''));
  const s = scale?.toLowerCase();
  const value = base * (s === 'k' ? 1_000 : s === 'm' || s === 'million' ? 1_000_000 : 1);
  return dollars ? value * NAIRA_PER_DOLLAR : value;
}

/** Every pay figure with a period, in text order. */
export function payFigures(text: string): Pay[] {
  const out: Pay[] = [];
  for (const m of text.matchAll(PAY)) {
    const dollars = /\$|USD/i.test(m[0].slice(0, 4));
    out.push({
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      naira: amount(m[1] as string, m[2], dollars),
      period: periodOf(m[3] as string),
    });
  }
  for (const m of text.matchAll(PERIOD_FIRST)) {
    const dollars = /\$|USD/i.test(m[0]);
    out.push({
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      naira: amount(m[2] as string, m[3], dollars),
      period: periodOf(m[1] as string),
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

const first = (text: string, re: RegExp): Span | null => {
  const m = text.matchAll(re).next();
  if (m.done) return null;
  return { text: m.value[0], start: m.value.index, end: m.value.index + m.value[0].length };
};

export interface PaySigns {
  unrealistic: Span | null;
  noviceHighPay: Span | null;
}

export function findPaySigns(advert: Advert): PaySigns {
  const figures = payFigures(advert.text);
  const tooHigh = figures.find((p) => p.naira >= UNREALISTIC[p.period]) ?? null;
  const promised = first(advert.text, GUARANTEED);
  const unrealistic = [tooHigh, promised].reduce<Span | null>(
    (a, b) => (!b ? a : !a || b.start < a.start ? b : a),
    null,
  );
  let noviceHighPay: Span | null = null;
  const high = figures.some((p) => p.naira >= HIGH_FOR_NOVICE[p.period]);
  if (high) {
    for (const m of advert.text.matchAll(NOVICE)) {
      // "No experience with Kubernetes is needed" in a senior role is not the lure: the sentence
      // must not name a skill right after.
      const sentence = sentenceAt(advert.sentences, m.index);
      if (sentence && /\bno experience (?:with|in|of)\b/i.test(sentence.text)) continue;
      noviceHighPay = { text: m[0], start: m.index, end: m.index + m[0].length };
      break;
    }
  }
  return { unrealistic, noviceHighPay };
}
