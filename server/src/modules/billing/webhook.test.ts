import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validSignature } from './webhook.js';

const secret = 'sk_test_secret';
const body = Buffer.from('{"event":"charge.success","data":{"reference":"jp-1"}}');
const sign = (key: string, raw: Buffer) => createHmac('sha512', key).update(raw).digest('hex');

describe('validSignature', () => {
  it('accepts the HMAC-SHA512 of the exact raw body with our secret, in either letter case', () => {
    expect(validSignature(secret, body, sign(secret, body))).toBe(true);
    expect(validSignature(secret, body, sign(secret, body).toUpperCase())).toBe(true);
  });

  it('refuses a missing, malformed, foreign or stale signature', () => {
    expect(validSignature(secret, body, undefined)).toBe(false);
    expect(validSignature(secret, body, '')).toBe(false);
    expect(validSignature(secret, body, 'zz'.repeat(64))).toBe(false);
    expect(validSignature(secret, body, sign(secret, body).slice(2))).toBe(false);
    expect(validSignature(secret, body, sign('sk_test_other', body))).toBe(false);
    expect(validSignature(secret, Buffer.from(`${body} `), sign(secret, body))).toBe(false);
  });
});
