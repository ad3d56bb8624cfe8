import { describe, expect, it } from 'vitest';
import { appliedLabel, closingLabel, dayIn, statusCounts, totalApplications } from './applications-panel';

describe('dashboard applications panel', () => {
  it('reads today on the person clock, not in UTC', () => {
    // 23:30 UTC on 3 Dec is already 4 Dec in Lagos (UTC+1), still 3 Dec in New York.
    const now = new Date('2026-12-03T23:30:00Z');
    expect(dayIn(now, 'Africa/Lagos')).toBe('2026-12-04');
    expect(dayIn(now, 'America/New_York')).toBe('2026-12-03');
  });

  it('says today, tomorrow, then the weekday and date', () => {
    expect(closingLabel('2026-12-01', '2026-12-01')).toBe('Closes today');
    expect(closingLabel('2026-12-02', '2026-12-01')).toBe('Closes tomorrow');
    expect(closingLabel('2026-12-04', '2026-12-01')).toBe('Closes Fri 4 Dec');
    // Across a month and a year.
    expect(closingLabel('2027-01-02', '2026-12-30')).toBe('Closes Sat 2 Jan');
    expect(closingLabel('2026-11-29', '2026-12-01')).toBe('Closed 29 Nov');
    expect(closingLabel('not a day', '2026-12-01')).toBe('');
  });

  it('writes the applied date as tables do', () => {
    expect(appliedLabel('2026-11-20T10:00:00Z', 'Africa/Lagos')).toBe('Applied 20 Nov 2026');
    expect(appliedLabel(null)).toBe('Applied');
  });

  it('counts every status in board order', () => {
    const counts = { saved: 2, applied: 3, interviewing: 0, offer: 1, rejected: 0, withdrawn: 4 };
    expect(totalApplications({ counts })).toBe(10);
    expect(statusCounts({ counts }).map((c) => `${c.status}:${c.count}`)).toEqual([
      'saved:2',
      'applied:3',
      'interviewing:0',
      'offer:1',
      'rejected:0',
      'withdrawn:4',
    ]);
  });
});
