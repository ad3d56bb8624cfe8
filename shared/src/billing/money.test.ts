import { describe, expect, it } from 'vitest';
import { PLANS, toKobo } from '../plans/catalogue.js';
import { formatKobo } from './money.js';

describe('formatKobo', () => {
  it('shows kobo as whole Naira the way the catalogue does', () => {
    expect(formatKobo(1_000_000)).toBe('₦10,000');
    expect(formatKobo(toKobo(PLANS.agba.price))).toBe(PLANS.agba.priceDisplay);
    expect(formatKobo(5_000_050)).toBe('₦50,000.50');
  });

  it('refuses anything that is not an integer amount of kobo', () => {
    expect(() => formatKobo(10.5)).toThrow(RangeError);
  });
});
