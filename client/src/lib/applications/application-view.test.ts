import { describe, expect, it } from 'vitest';
import {
  canMarkApplied,
  closingText,
  companyLine,
  dayText,
  followUpText,
  freezesOnMove,
  lagosToday,
  sentDownloadUrl,
  statusChangeToast,
  timelineNewestFirst,
  writeForApplicationHref,
} from './application-view';

describe('application page wording and rules', () => {
  it('offers Mark as applied only while the documents were never frozen', () => {
    expect(canMarkApplied({ status: 'saved', appliedAt: null })).toBe(true);
    expect(canMarkApplied({ status: 'interviewing', appliedAt: null })).toBe(true);
    expect(canMarkApplied({ status: 'applied', appliedAt: '2026-11-01T00:00:00Z' })).toBe(false);
    expect(canMarkApplied({ status: 'rejected', appliedAt: '2026-11-01T00:00:00Z' })).toBe(false);
  });

  it('knows when moving to Applied freezes the documents', () => {
    expect(freezesOnMove({ status: 'saved', appliedAt: null }, 'applied')).toBe(true);
    expect(freezesOnMove({ status: 'saved', appliedAt: null }, 'interviewing')).toBe(false);
    expect(freezesOnMove({ status: 'interviewing', appliedAt: '2026-11-01T00:00:00Z' }, 'applied')).toBe(
      false,
    );
  });

  it('says what a status change did', () => {
    expect(statusChangeToast('interviewing', false, 2)).toEqual({
      title: 'Status Updated',
      description: 'This application is now Interviewing.',
    });
    expect(statusChangeToast('applied', true, 2).description).toBe(
      'Your 2 documents were kept exactly as sent. Later edits will not change the sent copies.',
    );
    expect(statusChangeToast('applied', true, 1).description).toMatch(/^Your 1 document was kept/);
    expect(statusChangeToast('applied', true, 0).description).toMatch(/no documents/);
  });

  it('writes closing days as calendar days', () => {
    expect(dayText('2026-12-03')).toBe('3 December 2026');
    expect(closingText('2026-12-03', '2026-11-28')).toBe('Closes 3 December 2026');
    expect(closingText('2026-11-27', '2026-11-28')).toBe('Closed 27 November 2026');
    expect(closingText('2026-11-28', '2026-11-28')).toBe('Closes 28 November 2026');
    // 23:30 UTC is already the next day in Lagos.
    expect(lagosToday(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
  });

  it('lists the timeline newest first', () => {
    const entries = [
      { status: 'saved' as const, at: '2026-11-01T09:00:00Z' },
      { status: 'applied' as const, at: '2026-11-03T09:00:00Z' },
      { status: 'interviewing' as const, at: '2026-11-03T09:00:00Z' },
    ];
    expect(timelineNewestFirst(entries).map((e) => e.status)).toEqual(['interviewing', 'applied', 'saved']);
  });

  it('says whether a follow-up is due or was due', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(followUpText('2026-11-30T12:00:00Z', now, '30 November 2026')).toBe(
      'Follow-up due 30 November 2026',
    );
    expect(followUpText('2026-11-20T12:00:00Z', now, '20 November 2026')).toBe(
      'Follow-up was due 20 November 2026',
    );
  });

  it('builds links and the company line', () => {
    expect(writeForApplicationHref('a b')).toBe('/generate?application=a%20b');
    expect(sentDownloadUrl('app', 'doc', 'pdf')).toBe('/api/applications/app/sent/doc/download?format=pdf');
    expect(companyLine({ companyName: 'Paystack', companyLocation: 'Lagos' })).toBe('Paystack · Lagos');
    expect(companyLine({ companyName: 'Paystack', companyLocation: null })).toBe('Paystack');
  });
});
