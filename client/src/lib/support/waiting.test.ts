import { describe, expect, it } from 'vitest';
import { browserName, formatMinutes, replySeenLine, waitingLine } from './waiting';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('support inbox waiting line', () => {
  it('says how long the user waits against the promise, overdue when past it', () => {
    expect(waitingLine(ago(12), 5, NOW)).toEqual({ text: 'waiting 12 min — promised 5 min', overdue: true });
    expect(waitingLine(ago(3), 30, NOW)).toEqual({ text: 'waiting 3 min — promised 30 min', overdue: false });
    expect(waitingLine(ago(1), 0, NOW)?.text).toBe('waiting 1 min — promised immediate');
    expect(waitingLine(ago(90), 24 * 60, NOW)?.text).toBe('waiting 1 h 30 min — promised 1 d');
    expect(waitingLine(null, 5, NOW)).toBeNull();
  });

  it('formats minutes, hours and days', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(26 * 60)).toBe('1 d 2 h');
  });

  it('names the browser and system from a user agent', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    expect(browserName(chrome)).toBe('Chrome on Linux');
    expect(browserName('Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36 Edg/120.0')).toBe(
      'Edge on Windows',
    );
    expect(browserName(undefined)).toBeNull();
  });
});

describe('replySeenLine', () => {
  const format = (iso: string) => `at ${iso.slice(11, 16)}`;
  const thread = [
    { messageType: 'user' as const, createdAt: '2026-11-28T10:00:00.000Z' },
    { messageType: 'support' as const, createdAt: '2026-11-28T10:05:00.000Z' },
    { messageType: 'user' as const, createdAt: '2026-11-28T10:06:00.000Z' },
  ];
  it('says nothing before anyone answered', () => {
    expect(replySeenLine(thread.slice(0, 1), null, format)).toBeNull();
  });
  it('says the latest answer was seen, and when', () => {
    expect(replySeenLine(thread, '2026-11-28T10:07:00.000Z', format)).toEqual({
      text: 'Seen your latest reply (at 10:07)',
      seen: true,
    });
  });
  it('says it was not seen when the person read only up to an earlier moment, or never', () => {
    expect(replySeenLine(thread, '2026-11-28T10:04:00.000Z', format)?.seen).toBe(false);
    expect(replySeenLine(thread, null, format)).toEqual({
      text: 'Has not seen your latest reply yet',
      seen: false,
    });
  });
});
