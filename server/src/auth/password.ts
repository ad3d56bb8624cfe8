import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read; its value is 2.
const ARGON2ID = 2;

/** OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password, OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends one argon2 verification for an address without a password, so "no such account" takes
 * as long as "wrong password" and answers never reveal whether an account exists.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-1!A');
  await verifyPassword(await dummyHash, password);
  return false;
}
