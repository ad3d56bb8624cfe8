import { describe, expect, it } from 'vitest';
import { oneOf, optionalString, textSearch } from './search-params';

describe('search params', () => {
  it('turns JSON-parsed scalars back into text and drops empty values', () => {
    expect(optionalString('abc')).toBe('abc');
    expect(optionalString(42)).toBe('42');
    expect(optionalString(true)).toBe('true');
    expect(optionalString('  ')).toBeUndefined();
    expect(optionalString({ a: 1 })).toBeUndefined();
    expect(optionalString(undefined)).toBeUndefined();
  });

  it('keeps only the named keys, as text', () => {
    const validate = textSearch(['token', 'email']);
    expect(validate({ token: 't', email: 'a@b.co', x: 'y' })).toEqual({ token: 't', email: 'a@b.co' });
    expect(validate({ token: 123456, email: { nested: true } })).toEqual({ token: '123456' });
    expect(validate({})).toEqual({});
  });

  it('reads a value of a closed set, anything else as absent', () => {
    const tabs = ['all', 'resume'] as const;
    expect(oneOf('resume', tabs)).toBe('resume');
    expect(oneOf('nonsense', tabs)).toBeUndefined();
    expect(oneOf(3, tabs)).toBeUndefined();
  });
});
