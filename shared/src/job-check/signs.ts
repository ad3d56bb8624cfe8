/**
 * The scam signs, each with the words a person reads and its weight in the risk. A sign asking
 * for the applicant's money or bank data weighs most: it is the scam itself, not a hint of one.
 */
import type { Advert } from './advert.js';
import type { JobFlag, JobFlagId } from './dto.js';
import type { Span } from './sentences.js';
import { findContactSigns } from './sign-contact.js';
import { findIdentityAsk } from './sign-identity.js';
import { findMoneyAsk } from './sign-money.js';
import { findPaySigns } from './sign-pay.js';
import { findConnections, findNoInterview, findPaymentScheme, findRecruitToEarn } from './sign-schemes.js';

interface SignSpec {
  label: string;
  explanation: string;
  /** 3: a sign on its own makes the risk high; 1: a hint, high only with others. */
  weight: number;
}

/** In the order flags are listed: the heaviest first. */
export const SIGNS: Readonly<Record<JobFlagId, SignSpec>> = {
  fee: {
    label: 'Asks you to pay',
    explanation:
      'Real employers pay for their own hiring; an advert that asks applicants for a fee, a deposit, a recharge card or a kit is the most common job scam.',
    weight: 3,
  },
  identity_data: {
    label: 'Asks for your bank or identity details',
    explanation:
      'No employer needs your BVN, NIN, account number, card or banking login to consider an application; with them a fraudster can take loans or empty your account.',
    weight: 3,
  },
  payment_scheme: {
    label: 'Cheques, gift cards or parcels',
    explanation:
      'Depositing cheques and sending money back, buying gift cards or reshipping parcels are money-mule and fake-cheque scams that leave you owing the bank or the police.',
    weight: 3,
  },
  recruit_to_earn: {
    label: 'Pays you for recruiting others',
    explanation:
      'Earnings that come from bringing in other people, not from work, are the mark of a pyramid scheme.',
    weight: 3,
  },
  free_mail: {
    label: 'Free e-mail for a large employer',
    explanation:
      'A large employer recruits through its own e-mail domain and careers site; a Gmail or Yahoo address using its name is usually someone pretending to be it.',
    weight: 2,
  },
  unrealistic_pay: {
    label: 'Pay far out of line',
    explanation:
      'Pay this high for the work, or pay that is "guaranteed", is bait: real jobs state a salary in line with the role and never promise earnings.',
    weight: 2,
  },
  no_experience_high_pay: {
    label: 'High pay for no experience',
    explanation:
      'High pay for a job that asks for no experience or qualification is the lure most fee scams use.',
    weight: 2,
  },
  connections: {
    label: 'A job "through connections"',
    explanation:
      'Nobody can sell you a place through contacts inside a company; offers of secured or limited "slots" are how such fees are collected.',
    weight: 2,
  },
  chat_only: {
    label: 'Only WhatsApp, Telegram or a phone number',
    explanation:
      'An advert whose only way to apply is a chat or a phone number keeps everything off the record, which is where fees get asked for; look for an e-mail address or a careers site.',
    weight: 1,
  },
  no_interview: {
    label: 'No interview',
    explanation:
      'Real employers meet the people they hire; a job without an interview or test is rarely a real job.',
    weight: 1,
  },
};

/** Every sign the advert shows, heaviest first, each once with its first evidence. */
export function findFlags(advert: Advert): JobFlag[] {
  const contact = findContactSigns(advert);
  const pay = findPaySigns(advert);
  const found: Array<[JobFlagId, Span | null]> = [
    ['fee', findMoneyAsk(advert)],
    ['identity_data', findIdentityAsk(advert)],
    ['payment_scheme', findPaymentScheme(advert)],
    ['recruit_to_earn', findRecruitToEarn(advert)],
    ['free_mail', contact.freeMail],
    ['unrealistic_pay', pay.unrealistic],
    ['no_experience_high_pay', pay.noviceHighPay],
    ['connections', findConnections(advert)],
    ['chat_only', contact.chatOnly],
    ['no_interview', findNoInterview(advert)],
  ];
  return found.flatMap(([id, hit]) =>
    hit
      ? [
          {
            id,
            label: SIGNS[id].label,
            explanation: SIGNS[id].explanation,
            evidence: hit.text,
            start: hit.start,
            end: hit.end,
          },
        ]
      : [],
  );
}
