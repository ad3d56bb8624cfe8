import { describe, expect, it } from 'vitest';
import { isPermanentSmtpError } from './mail.delivery.js';
import { mailTemplates, renderMail } from './mail.templates.js';

describe('renderMail', () => {
  it('renders the same content as HTML and as plain text, escaping what people typed', () => {
    const mail = renderMail(
      mailTemplates['notification-test']({
        name: '<img src=x onerror=alert(1)>',
        appUrl: 'https://jobpadi.ng',
      }),
    );
    expect(mail.subject).toBe('JobPadi test e-mail');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://jobpadi.ng"');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>, this is a test message from JobPadi.');
    expect(mail.text).toContain('Open JobPadi: https://jobpadi.ng');
    expect(mail.text).not.toMatch(/<p|<a /);
  });
});

describe('isPermanentSmtpError', () => {
  it('treats 5xx replies and refused envelopes as permanent, the rest as transient', () => {
    expect(isPermanentSmtpError({ responseCode: 550 })).toBe(true);
    expect(isPermanentSmtpError({ code: 'EENVELOPE' })).toBe(true);
    expect(isPermanentSmtpError({ responseCode: 451 })).toBe(false);
    expect(isPermanentSmtpError({ code: 'ECONNREFUSED' })).toBe(false);
    expect(isPermanentSmtpError(null)).toBe(false);
  });
});
