import { describe, expect, it } from 'vitest';
import { formatDocumentCount } from './document-count.js';

describe('formatDocumentCount (landing page counter)', () => {
  it.each([
    [undefined, '10K+'],
    [null, '10K+'],
    [Number.NaN, '10K+'],
    [0, '0+'],
    [7, '7+'],
    [999, '999+'],
    [1000, '1K+'],
    [1999, '1K+'],
    [12_345, '12K+'],
  ])('shows %s as %s', (count, shown) => {
    expect(formatDocumentCount(count)).toBe(shown);
  });
});
