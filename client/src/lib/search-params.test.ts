import { describe, expect, it } from 'vitest';
import { optionalString, pickStrings } from './search-params';

describe('search params', () => {
  it('turns JSON-parsed scalars back into text and drops empty values', () => {
    expect(optionalString('abc')).toBe('abc');
    expect(optionalString(42)).toBe('42');
    expect(optionalString(true)).toBe('true');
    expect(optionalString('  ')).toBeUndefined();
    expect(optionalString({ a: 1 })).toBeUndefined();
    expect(optionalString(undefined)).toBeUndefined();
  });

  it('keeps only the named keys', () => {
    expect(pickStrings({ token: 't', email: 'a@b.co', x: 'y' }, ['token', 'email'])).toEqual({
      token: 't',
      email: 'a@b.co',
    });
  });
});
