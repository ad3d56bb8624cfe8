import { describe, expect, it } from 'vitest';
import {
  addDays,
  closesWithin,
  closingLabel,
  daysBetween,
  followUpDue,
  lagosDay,
  shortDay,
} from './board-dates';

describe('board dates (Lagos calendar)', () => {
  it('counts the day in Lagos, an hour ahead of UTC', () => {
    expect(lagosDay(new Date('2025-12-02T22:59:59Z'))).toBe('2025-12-02');
    // 23:00 UTC is midnight in Lagos: already the next day there.
    expect(lagosDay(new Date('2025-12-02T23:00:00Z'))).toBe('2025-12-03');
    expect(lagosDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it('does calendar arithmetic across months and years', () => {
    expect(daysBetween('2025-12-30', '2026-01-02')).toBe(3);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
  });

  it('writes short days with the year only when it is not this year', () => {
    expect(shortDay('2025-12-03', '2025-11-20')).toBe('3 Dec');
    expect(shortDay('2026-01-09', '2025-11-20')).toBe('9 Jan 2026');
  });

  it('labels closing dates in words, urgent only while the job is still saved', () => {
    const today = '2025-12-01';
    expect(closingLabel(null, today)).toBeNull();
    expect(closingLabel('2025-12-01', today)).toEqual({ text: 'Closes today', tone: 'soon' });
    expect(closingLabel('2025-12-02', today)).toEqual({ text: 'Closes tomorrow', tone: 'soon' });
    expect(closingLabel('2025-12-04', today)).toEqual({ text: 'Closes 4 Dec', tone: 'soon' });
    expect(closingLabel('2025-12-05', today)).toEqual({ text: 'Closes 5 Dec', tone: 'plain' });
    expect(closingLabel('2025-11-30', today)).toEqual({ text: 'Closed 30 Nov', tone: 'closed' });
    expect(closingLabel('2025-11-30', today, false)).toEqual({ text: 'Closed 30 Nov', tone: 'plain' });
    expect(closingLabel('2025-12-01', today, false)).toEqual({ text: 'Closes today', tone: 'plain' });
  });

  it('says "Closes today" on the Lagos day even late in the UTC evening', () => {
    const lateEvening = new Date('2025-11-30T23:15:00Z'); // 00:15 on 1 December in Lagos
    expect(closingLabel('2025-12-01', lagosDay(lateEvening))?.text).toBe('Closes today');
    expect(closingLabel('2025-11-30', lagosDay(lateEvening))?.text).toBe('Closed 30 Nov');
  });

  it('filters "closing within 7 days" as the server does: today to today + 7, inclusive', () => {
    const today = '2025-12-01';
    expect(closesWithin('2025-12-01', today, 7)).toBe(true);
    expect(closesWithin('2025-12-08', today, 7)).toBe(true);
    expect(closesWithin('2025-12-09', today, 7)).toBe(false);
    expect(closesWithin('2025-11-30', today, 7)).toBe(false);
    expect(closesWithin(null, today, 7)).toBe(false);
  });

  it('shows a follow-up as due once its moment has passed', () => {
    const now = new Date('2025-12-01T10:00:00Z');
    expect(followUpDue(null, now)).toBe(false);
    expect(followUpDue('2025-12-01T10:00:00.000Z', now)).toBe(true);
    expect(followUpDue('2025-12-01T10:00:01.000Z', now)).toBe(false);
  });
});
