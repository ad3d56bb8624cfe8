import { describe, expect, it } from 'vitest';
import { optionalString, textSearch } from './search-params';

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
    const schema = textSearch(['token', 'email']);
    expect(schema.parse({ token: 't', email: 'a@b.co', x: 'y' })).toEqual({ token: 't', email: 'a@b.co' });
    expect(schema.parse({ token: 123456, email: { nested: true } })).toEqual({ token: '123456' });
    expect(schema.parse({})).toEqual({});
  });
});
