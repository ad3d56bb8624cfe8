import { describe, expect, it } from 'vitest';
import { countOf } from './count.js';

describe('countOf', () => {
  it('says one thing in the singular and the rest in the plural, grouped', () => {
    expect(countOf(1, 'matching account')).toBe('1 matching account');
    expect(countOf(0, 'matching account')).toBe('0 matching accounts');
    expect(countOf(2, 'account')).toBe('2 accounts');
    expect(countOf(1204, 'account')).toBe('1,204 accounts');
    expect(countOf(1, 'unchanged line')).toBe('1 unchanged line');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});
