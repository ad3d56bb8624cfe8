import { describe, expect, it } from 'vitest';
import { startupSummary } from './startup-summary.js';

const url = 'http://127.0.0.1:3000';
const openai = { provider: 'OpenAI', model: 'gpt-4o-mini', configuredBy: 'from OPENAI_API_KEY' };

describe('startupSummary', () => {
  it('points at the demo mailbox and names the model', () => {
    expect(startupSummary({ url, demoMail: true, mailboxServed: true, model: openai })).toEqual([
      'JobPadi is running at http://127.0.0.1:3000  (Ctrl-C to stop)',
      'E-mail is in demo mode (no SMTP_URL): messages, sign-in codes included, are shown at http://127.0.0.1:3000/dev/mailbox',
      'Language model: OpenAI, gpt-4o-mini (from OPENAI_API_KEY).',
    ]);
  });

  it('says nothing about mail when SMTP is set', () => {
    const lines = startupSummary({ url, demoMail: false, mailboxServed: true, model: openai });
    expect(lines.join('\n')).not.toMatch(/mailbox|demo mode/);
  });

  it('does not offer a mailbox that is not served', () => {
    const lines = startupSummary({ url, demoMail: true, mailboxServed: false, model: openai });
    expect(lines[1]).toBe(
      'E-mail is in demo mode (no SMTP_URL): messages stay in the outbox and are not sent.',
    );
  });

  it('tells what to set when no model is configured', () => {
    const last = startupSummary({ url, demoMail: false, mailboxServed: false, model: null }).at(-1);
    expect(last).toContain('No language model is configured');
    expect(last).toContain('OPENAI_API_KEY=');
    expect(last).toContain('OPENAI_COMPATIBLE_BASE_URL=');
    expect(last).toContain('http://127.0.0.1:3000/admin');
  });
});
