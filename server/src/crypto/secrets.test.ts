import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, parseEncryptionKey, sealSecret } from './secrets.js';

describe('secrets at rest', () => {
  const key = randomBytes(32);

  it('round-trips, with a different ciphertext every time', () => {
    const a = sealSecret('sk-live-1234', key, 'openai');
    const b = sealSecret('sk-live-1234', key, 'openai');
    expect(a.equals(b)).toBe(false);
    expect(a.toString('latin1')).not.toContain('sk-live');
    expect(openSecret(a, key, 'openai')).toBe('sk-live-1234');
  });

  it('refuses a tampered value or the wrong key', () => {
    const sealed = sealSecret('sk-live-1234', key, 'openai');
    sealed[sealed.length - 1] = (sealed.at(-1) ?? 0) ^ 1;
    expect(() => openSecret(sealed, key, 'openai')).toThrow();
    expect(() => openSecret(sealSecret('x', key, 'openai'), randomBytes(32), 'openai')).toThrow();
  });

  it("does not open another provider's sealed key", () => {
    const sealed = sealSecret('sk-live-1234', key, 'openai');
    expect(() => openSecret(sealed, key, 'openai_compatible')).toThrow();
  });

  it('refuses a shortened authentication tag or a truncated value', () => {
    const sealed = sealSecret('sk-live-1234', key, 'openai');
    // iv | first 4 bytes of the tag | ciphertext: GCM without a pinned tag length would check only 4 bytes.
    const shortTag = Buffer.concat([sealed.subarray(0, 16), sealed.subarray(28)]);
    expect(() => openSecret(shortTag, key, 'openai')).toThrow();
    expect(() => openSecret(sealed.subarray(0, 20), key, 'openai')).toThrow();
  });

  it('accepts a well-formed 32-byte key as base64 or hex only', () => {
    const bytes = randomBytes(32);
    expect(parseEncryptionKey(bytes.toString('base64'))?.equals(bytes)).toBe(true);
    expect(parseEncryptionKey(bytes.toString('base64url'))?.equals(bytes)).toBe(true);
    expect(parseEncryptionKey(bytes.toString('hex'))?.equals(bytes)).toBe(true);
    expect(parseEncryptionKey('too-short')).toBeNull();
    // Node's decoder would skip the stray characters and still find 32 bytes.
    expect(parseEncryptionKey(`${bytes.toString('base64')}!!`)).toBeNull();
    expect(
      parseEncryptionKey(`${bytes.toString('base64').slice(0, 20)} ${bytes.toString('base64').slice(20)}`),
    ).toBeNull();
    expect(parseEncryptionKey(randomBytes(33).toString('base64'))).toBeNull();
  });
});
