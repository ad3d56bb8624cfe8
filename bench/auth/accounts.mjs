// The accounts the login load signs in with, shared by the bench (which seeds them) and the
// load generator (which rotates over them), so both agree on addresses and the password.
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';

/** The product's parameters (server/src/auth/password.ts); Argon2id's const-enum value is 2. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const PASSWORD = 'Bench-password-1!';

export const emailOf = (/** @type {number} */ i) => `bench-user-${i}@example.com`;

/** A distinct client address per request (10.0.0.0/8 holds 16M), for the per-IP login limit. */
export const ipOf = (/** @type {number} */ i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * Inserts `count` verified accounts straight into the database. One hash for all: hashing costs
 * as much as a verification, and 2,000 of them would add a minute to every run.
 * @param {import('kysely').Kysely<any>} db
 * @param {number} count
 * @returns {Promise<string>} the shared argon2id hash
 */
export async function seedAccounts(db, count) {
  const passwordHash = await hash(PASSWORD, ARGON2_OPTIONS);
  const rows = Array.from({ length: count }, (_, i) => ({
    email: emailOf(i),
    password_hash: passwordHash,
    full_name: `Bench User ${i}`,
    first_name: 'Bench',
    email_verified: true,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('users')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  // Analyse now so autovacuum does not wake up in the middle of a measurement.
  await sql`vacuum analyze users`.execute(db);
  return passwordHash;
}

/**
 * Signs account `i` in through POST /api/auth/login (from 127.0.0.1), as every scenario that
 * needs a signed-in account does. Throws with the answer unless it is a 200 with a token.
 * @param {string} baseUrl
 * @param {number} [i]
 * @returns {Promise<{ token: string, authorization: string, user: { id: string } }>}
 */
export async function signInAccount(baseUrl, i = 0) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: emailOf(i), password: PASSWORD }),
  });
  const body = await res.json().catch(() => undefined);
  if (res.status !== 200 || typeof body?.token !== 'string') {
    throw new Error(`login of ${emailOf(i)} answered ${res.status} ${JSON.stringify(body)}`);
  }
  return { token: body.token, authorization: `Bearer ${body.token}`, user: body.user };
}
