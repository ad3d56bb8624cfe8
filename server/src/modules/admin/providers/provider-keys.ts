import { openSecret, parseEncryptionKey, sealSecret } from '../../../crypto/secrets.js';
import type { Env } from '../../../env.js';
import { AppError } from '../../../errors.js';

/**
 * Provider keys at rest: sealed with ENCRYPTION_KEY (AES-256-GCM, the provider's catalogue id as
 * associated data). Only the last 4 characters are ever shown, logged or audited.
 */
export const NO_ENCRYPTION_KEY =
  'API keys cannot be stored because ENCRYPTION_KEY is not set. Ask the operator to set it (npm start creates one on first start).';

const encryptionKey = (env: Pick<Env, 'ENCRYPTION_KEY'>): Buffer | null =>
  env.ENCRYPTION_KEY ? parseEncryptionKey(env.ENCRYPTION_KEY) : null;

export function sealProviderKey(
  env: Pick<Env, 'ENCRYPTION_KEY'>,
  provider: string,
  plain: string,
): { encrypted: Buffer; last4: string } {
  const key = encryptionKey(env);
  if (!key) throw new AppError('SERVICE_UNAVAILABLE', NO_ENCRYPTION_KEY);
  return { encrypted: sealSecret(plain, key, provider), last4: plain.slice(-4) };
}

/** The stored key in clear, or null when there is none or it cannot be opened. */
export function openProviderKey(
  env: Pick<Env, 'ENCRYPTION_KEY'>,
  provider: string,
  sealed: Buffer | Uint8Array | null,
): string | null {
  const key = encryptionKey(env);
  if (!sealed || !key) return null;
  try {
    return openSecret(Buffer.from(sealed), key, provider);
  } catch {
    return null;
  }
}
