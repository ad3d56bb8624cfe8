import { hash } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** Random string from `bytes` bytes of entropy (base32, URL- and cookie-safe). */
export function randomToken(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}

// Node's one-shot native SHA-256 rather than @oslojs/crypto's JavaScript one (or a createHash
// object, whose native half the garbage collector must finalise): a third of the time, and
// every authenticated request hashes its session secret (bench/auth).
export const hashSecret = (secret: string): Uint8Array => hash('sha256', secret, 'buffer');

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
