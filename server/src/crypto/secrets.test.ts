import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, parseEncryptionKey, sealSecret } from './secrets.js';

describe('secrets at rest', () => {
  const key = randomBytes(32);

  it('round-trips, with a different ciphertext every time', () => {
    const a = sealSecret('sk-live-1234', key);
    const b = sealSecret('sk-live-1234', key);
    expect(a.equals(b)).toBe(false);
    expect(a.toString('latin1')).not.toContain('sk-live');
    expect(openSecret(a, key)).toBe('sk-live-1234');
  });

  it('refuses a tampered value or the wrong key', () => {
    const sealed = sealSecret('sk-live-1234', key);
    sealed[sealed.length - 1] = (sealed.at(-1) ?? 0) ^ 1;
    expect(() => openSecret(sealed, key)).toThrow();
    expect(() => openSecret(sealSecret('x', key), randomBytes(32))).toThrow();
  });

  it('accepts a 32-byte key as base64 or hex only', () => {
    expect(parseEncryptionKey(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(parseEncryptionKey(randomBytes(32).toString('hex'))).toHaveLength(32);
    expect(parseEncryptionKey('too-short')).toBeNull();
  });
});
