import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('writes day, month name and year in Nigerian order', () => {
    expect(formatLongDate(new Date(2025, 10, 22))).toBe('22 November 2025');
    expect(formatLongDate(new Date(2026, 0, 1))).toBe('1 January 2026');
  });
});
