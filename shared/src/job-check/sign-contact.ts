/**
 * How the advert says to reach the employer. A named bank, oil company or telecom that takes
 * applications at a Gmail address is someone borrowing its name: large employers hire through
 * their own domain and portal. An advert whose only way in is a WhatsApp or Telegram chat or a
 * phone number keeps the conversation where nothing is on record, which is how fees get asked.
 *
 * WhatsApp named as the team's chat tool ("we coordinate on WhatsApp and Slack"), beside an
 * e-mail or a careers link to apply through, is not a sign.
 */
import type { Advert } from './advert.js';
import { borrowsEmployerName, largeEmployerIn, largeEmployerInText } from './employers.js';
import { type Span, sentenceAt } from './sentences.js';

// Anchored on the "@" (a scan from every word would re-read each word): the local part is found
// by walking back from it.
const EMAIL = /@([\w-]+(?:\.[\w-]+)+)/g;
const FREE_MAIL =
  /^(?:gmail|googlemail|yahoo|ymail|rocketmail|hotmail|outlook|live|msn|aol|icloud|me|mail|gmx|yandex|protonmail|proton|zoho|inbox)\.(?:com|co\.uk|ng|com\.ng|me|ru)$/i;
// A way in that is on record: a link, a portal, a careers page.
const LINK =
  /https?:\/\/|\bwww\.|\.(?:com|ng|org|net|io|co)(?:\.ng)?\/|\bcareers? (?:page|portal|site|website)\b|\b(?:LinkedIn|Jobberman|MyJobMag|Indeed|Workable|Greenhouse|Lever)\b|\bportal\b|\bapply (?:online|through our website)\b/i;
const CHAT = /\b(?:WhatsApp|Whatsapp|whatsapp|WHATSAPP|Telegram|TELEGRAM|telegram|wa\.me\/\d+|t\.me\/\w+)\b/g;
const PHONE = /(?:\+\s?234|\b234|\b0)[789][01]\d[\s-]?\d{3}[\s-]?\d{4}\b/g;

const REACH =
  /\b(?:send|apply|applications?|contact|reach|message|chat|(?<!-)call|text|CVs?|resumes?|DM|submit|interested|enquir\w*|inquir\w*|details|forward|join)\b/i;
// WhatsApp as a tool of the work ("the on-call rotation uses a WhatsApp group"), not a way in.
const TEAM_TOOL =
  /\b(?:Slack|Microsoft Teams|Zoom|Google Meet|rota|rotation|on-call|team chat|(?:we|team) (?:talk|coordinate|communicate|chat)s?)\b/i;
const APPLY = /\b(?:send|apply|applications?|CVs?|resumes?|submit|interested)\b/i;

export interface ContactSigns {
  freeMail: Span | null;
  chatOnly: Span | null;
}

const spanOf = (m: RegExpMatchArray): Span => ({
  text: m[0],
  start: m.index as number,
  end: (m.index as number) + m[0].length,
});

/** E-mail addresses: the whole address as the match, its domain as group 1. */
function emailsIn(text: string): RegExpMatchArray[] {
  const out: RegExpMatchArray[] = [];
  for (const m of text.matchAll(EMAIL)) {
    let start = m.index;
    while (start > 0 && /[\w.+-]/.test(text[start - 1] as string)) start--;
    if (start === m.index) continue;
    const found = Object.assign([text.slice(start, m.index + m[0].length), m[1]], {
      index: start,
    }) as RegExpMatchArray;
    out.push(found);
  }
  return out;
}

export function findContactSigns(advert: Advert): ContactSigns {
  const text = advert.text;
  const emails = emailsIn(text);
  const freeEmails = emails.filter((m) => FREE_MAIL.test(m[1] as string));
  const ownDomain = emails.some((m) => !FREE_MAIL.test(m[1] as string));
  const linked = LINK.test(text);

  let freeMail: Span | null = null;
  if (freeEmails.length > 0 && !ownDomain && !linked) {
    const first = freeEmails[0] as RegExpMatchArray;
    const local = first[0].slice(0, first[0].indexOf('@'));
    const named =
      largeEmployerIn(advert.company) ?? largeEmployerIn(advert.title) ?? largeEmployerInText(text);
    if (named || borrowsEmployerName(local)) freeMail = spanOf(first);
  }

  let chatOnly: Span | null = null;
  if (emails.length === 0 && !linked) {
    // A chat or a number offered as the way to apply or ask, not a tool of the job.
    const reach = (m: RegExpMatchArray) => {
      const sentence = sentenceAt(advert.sentences, m.index as number);
      if (!sentence) return false;
      if (TEAM_TOOL.test(sentence.text) && !APPLY.test(sentence.text)) return false;
      return sentence.text.length <= 60 || REACH.test(sentence.text);
    };
    const chat = [...text.matchAll(CHAT)].find(reach);
    const phone = [...text.matchAll(PHONE)].find(reach);
    const first = chat ?? phone;
    if (first) chatOnly = spanOf(first);
  }
  return { freeMail, chatOnly };
}
