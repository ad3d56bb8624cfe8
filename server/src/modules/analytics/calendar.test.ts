import { describe, expect, it } from 'vitest';
import { addDays, dayOf, lastDays, lastMonths } from './calendar.js';

describe('analytics calendar (Africa/Lagos, UTC+1)', () => {
  it('counts the day as Lagos does: 23:30 UTC is already tomorrow', () => {
    expect(dayOf(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(dayOf(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('lists the last days and months oldest first, across month and year ends', () => {
    expect(lastDays(new Date('2027-01-01T23:30:00Z'), 3)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(lastMonths(new Date('2027-02-10T12:00:00Z'), 3)).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(lastMonths(new Date('2026-12-31T23:30:00Z'), 12)).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });
});
