import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (AI provider keys) are sealed with AES-256-GCM: a fresh 12-byte IV per value,
 * stored as iv | tag | ciphertext. Tampering or a wrong key makes opening fail, never garble.
 */
export function sealSecret(plain: string, key: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function openSecret(sealed: Buffer, key: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
}

/** ENCRYPTION_KEY is 32 bytes written as base64 or hex. */
export function parseEncryptionKey(value: string): Buffer | null {
  const hex = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : null;
  const key = hex ?? Buffer.from(value, 'base64');
  return key.length === 32 ? key : null;
}
