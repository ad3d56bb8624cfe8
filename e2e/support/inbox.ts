import { inject } from 'vitest';
import type { ReceivedMail } from '../../server/test/fakes/smtp-sink.js';

export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${inject('inboxUrl')}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as ReceivedMail[];
}

/** The next e-mail matching `subject` after the `seen` ones: an older token may have been retired. */
export async function nextMail(to: string, subject: RegExp, seen = 0): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const match = (await mailsTo(to)).filter((m) => subject.test(m.subject))[seen];
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No e-mail #${seen + 1} to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits for the newest e-mail to `to` whose subject matches, as delivered over SMTP by the worker. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = (await mailsTo(to)).filter((m) => subject.test(m.subject)).at(-1);
    if (match) return match;
    if (Date.now() > deadline)
      throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in the text part that goes to `path` on the product. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?[^\\s]+`))?.[0];
  if (!link) throw new Error(`No ${path} link in: ${mail.text}`);
  return link;
}

export const codeIn = (mail: ReceivedMail): string => {
  const code = mail.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${mail.text}`);
  return code;
};
