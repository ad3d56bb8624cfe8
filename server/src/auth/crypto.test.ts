import { describe, expect, it } from 'vitest';
import { hashSecret, hashSecretHex, randomTokenPair } from './crypto.js';

describe('randomTokenPair', () => {
  it('gives base32 strings of the asked entropy, never the same twice across pool refills', () => {
    const seen = new Set<string>();
    // 35 bytes a pair: 300 pairs draw the 4 KB pool more than twice.
    for (let i = 0; i < 300; i++) {
      const [id, secret] = randomTokenPair(15, 20);
      expect(id).toMatch(/^[a-z2-7]{24}$/);
      expect(secret).toMatch(/^[a-z2-7]{32}$/);
      seen.add(id).add(secret);
    }
    expect(seen.size).toBe(600);
  });

  it('serves a request larger than the pool', () => {
    const [first, second] = randomTokenPair(5000, 1);
    expect(first).toHaveLength(8000);
    expect(second).toHaveLength(2);
  });
});

describe('hashSecretHex', () => {
  it('is hashSecret as hex', () => {
    expect(hashSecretHex('a secret')).toBe(Buffer.from(hashSecret('a secret')).toString('hex'));
  });
});
