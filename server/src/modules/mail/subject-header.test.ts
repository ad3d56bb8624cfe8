import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { encodeSubject } from './subject-header.js';

/** The message nodemailer writes for this prepared subject, as it would go over SMTP. */
async function sent(subject: string): Promise<{ raw: string; header: string }> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    from: 'hello@jobpadi.test',
    to: 'ada@example.com',
    headers: { Subject: { prepared: true, value: encodeSubject(subject) } },
    text: 'x',
  });
  const raw = (info.message as Buffer).toString('utf8');
  const header = raw.match(/^Subject: .*(?:\r\n[ \t].*)*/m)?.[0] ?? '';
  return { raw, header };
}

/**
 * How a lenient mail reader shows a header: the folds unfolded into one space, each
 * encoded-word decoded where it stands, the whitespace around them kept.
 */
function lenientRead(header: string): string {
  return header
    .replace(/^Subject: /, '')
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_m, text: string) =>
      Buffer.from(
        text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

const SUBJECTS = [
  'Your JobPadi receipt: Basic plan, ₦10,000',
  'Your JobPadi receipt: Pro plan, ₦20,000.50',
  'Your JobPadi Basic plan ends on 27 Nov 2026',
  'Verify your JobPadi e-mail address',
  'Ọ̀rọ̀ àṣírí tuntun fún Ngozi Ọláọlúwa — JobPadi, ₦50,000 Elite plan renewal reminder for you today',
  'A literal =?UTF-8?Q?word?= and a_low line',
];

describe('the Subject header on the wire', () => {
  it('keeps the receipt’s single space before the amount in strict and lenient readers', async () => {
    const { raw, header } = await sent('Your JobPadi receipt: Basic plan, ₦10,000');
    expect(header).toBe('Subject: Your JobPadi receipt: Basic plan, =?UTF-8?Q?=E2=82=A610=2C000?=');
    expect(lenientRead(header)).toBe('Your JobPadi receipt: Basic plan, ₦10,000');
    expect((await PostalMime.parse(raw)).subject).toBe('Your JobPadi receipt: Basic plan, ₦10,000');
  });

  it('reads back every subject exactly, with lines and encoded-words within their limits', async () => {
    for (const subject of SUBJECTS) {
      const { raw, header } = await sent(subject);
      expect((await PostalMime.parse(raw)).subject, subject).toBe(subject);
      // A lenient reader may only differ inside one long run of encoded text (none of ours).
      if (subject.length < 60) expect(lenientRead(header), subject).toBe(subject);
      for (const line of header.split('\r\n')) expect(line.length, line).toBeLessThanOrEqual(78);
      for (const word of header.match(/=\?[^?]+\?Q\?[^?]*\?=/g) ?? [])
        expect(word.length).toBeLessThanOrEqual(75);
    }
  });
});
