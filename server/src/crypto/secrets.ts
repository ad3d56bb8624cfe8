import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets at rest (AI provider keys) are sealed with AES-256-GCM: a fresh 12-byte IV per value,
 * stored as iv | tag | ciphertext. `context` (the provider's id) is bound as associated data, so a
 * sealed key copied onto another provider's row does not open. Tampering, a wrong key or a wrong
 * context makes opening fail, never garble.
 */
export function sealSecret(plain: string, key: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function openSecret(sealed: Buffer, key: Buffer, context: string): string {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('sealed secret is truncated');
  // authTagLength pins the tag size: without it GCM would accept a shortened (forgeable) tag.
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

const HEX_KEY = /^[0-9a-f]{64}$/i;
// 32 bytes are 43 base64 characters and one '=' of padding (optional; base64url alphabet accepted).
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/**
 * ENCRYPTION_KEY is exactly 32 bytes written as hex (64 digits) or base64 (44 characters).
 * Anything else is refused: Node's base64 decoder skips characters it does not know, so a loose
 * check would accept a typo'd or truncated key that happens to decode to 32 bytes.
 */
export function parseEncryptionKey(value: string): Buffer | null {
  const trimmed = value.trim();
  if (HEX_KEY.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!BASE64_KEY.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}
