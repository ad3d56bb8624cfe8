// Accounts and sessions for the support bench, written straight to the database: signing 1,000
// people in through /api/auth/login would hash 1,000 passwords and meet the per-address limit.
import { createHash, randomInt } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const base32 = (/** @type {number} */ length) => Array.from({ length }, () => BASE32[randomInt(32)]).join('');

/**
 * `users` people and `admins` administrators, each with one session; their ids and tokens.
 * @param {import('kysely').Kysely<any>} db
 * @param {{ users: number, admins: number }} counts
 */
export async function seedSupportAccounts(db, counts) {
  const people = [
    ...Array.from({ length: counts.users }, (_, i) => ({
      email: `support-user-${i}@example.com`,
      role: 'user',
    })),
    ...Array.from({ length: counts.admins }, (_, i) => ({
      email: `support-admin-${i}@example.com`,
      role: 'admin',
    })),
  ];
  /** @type {{ id: string, role: string, token: string }[]} */
  const seeded = [];
  for (let i = 0; i < people.length; i += 500) {
    const rows = await db
      .insertInto('users')
      .values(
        people.slice(i, i + 500).map((p) => ({ ...p, full_name: 'Bench Person', email_verified: true })),
      )
      .returning(['id', 'role'])
      .execute();
    const sessions = rows.map((row) => {
      const id = base32(24);
      const secret = base32(32);
      seeded.push({ id: row.id, role: row.role, token: `${id}.${secret}` });
      return {
        id,
        secret_hash: createHash('sha256').update(secret).digest(),
        user_id: row.id,
        expires_at: new Date(Date.now() + 24 * 3600 * 1000),
      };
    });
    await db.insertInto('sessions').values(sessions).execute();
  }
  return {
    users: seeded.filter((s) => s.role === 'user'),
    admins: seeded.filter((s) => s.role === 'admin'),
  };
}
