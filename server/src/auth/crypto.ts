import { hash, randomFillSync } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** Random string from `bytes` bytes of entropy (base32, URL- and cookie-safe). */
export function randomToken(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}

// Random bytes drawn from the CSPRNG 4 KB at a time, as Node's own crypto.randomUUID() does: a
// call costs about as much for 4 KB as for 35 bytes, so one serves over a hundred sign-ins.
// Each byte is handed out once; a spent pool is replaced, never refilled under earlier views.
const POOL_BYTES = 4096;
let pool = new Uint8Array(0);
let poolOffset = 0;

function pooledRandomBytes(length: number): Uint8Array {
  if (poolOffset + length > pool.length) {
    pool = randomFillSync(new Uint8Array(Math.max(POOL_BYTES, length)));
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + length);
  poolOffset += length;
  return bytes;
}

/**
 * Two random strings (of `first` and `second` bytes of entropy), as randomToken makes them, from
 * the pool above: a sign-in's session id and secret.
 */
export function randomTokenPair(first: number, second: number): [string, string] {
  const bytes = pooledRandomBytes(first + second);
  return [
    encodeBase32LowerCaseNoPadding(bytes.subarray(0, first)),
    encodeBase32LowerCaseNoPadding(bytes.subarray(first)),
  ];
}

// Node's one-shot native SHA-256 rather than @oslojs/crypto's JavaScript one (or a createHash
// object, whose native half the garbage collector must finalise): a third of the time, and
// every authenticated request hashes its session secret (bench/auth).
export const hashSecret = (secret: string): Uint8Array => hash('sha256', secret, 'buffer');

/** hashSecret as hex text, in the same native call. */
export const hashSecretHex = (secret: string): string => hash('sha256', secret, 'hex');

/** Compares a presented secret with a stored hash without leaking timing. */
export const secretMatches = (secret: string, storedHash: Uint8Array): boolean =>
  constantTimeEqual(hashSecret(secret), storedHash);

/** A 6-digit code, uniformly drawn (no modulo bias). */
export function sixDigitCode(): string {
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    // 4,294,000,000 is the largest multiple of 1,000,000 below 2^32.
    if (value < 4_294_000_000) return String(value % 1_000_000).padStart(6, '0');
  }
}
