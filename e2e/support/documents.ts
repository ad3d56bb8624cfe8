import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { DB } from '../../server/src/db/database.types.js';
import { insertTestUser } from '../../server/test/helpers/users.js';
import { PASSWORD } from './accounts.js';

/**
 * A verified account stored straight into the product's database. The whole e2e suite shares one
 * address, and sign-up allows 10 a hour per address (rate-limit.ts): journeys that are not about
 * signing up should not spend them.
 */
export async function storedAccount(
  tag: string,
  fullName = 'Ngozi Adeyemi',
  options: { onboarded?: boolean } = {},
): Promise<string> {
  const email = `${tag}-${randomBytes(4).toString('hex')}@example.com`;
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 }) }),
  });
  try {
    const user = await insertTestUser(db, { email, password: PASSWORD, fullName });
    // The welcome tutorial is a modal on /dashboard that cannot be dismissed: journeys that are
    // not about it start with it done.
    if (options.onboarded ?? true)
      await db.updateTable('users').set({ onboarding_completed: true }).where('id', '=', user.id).execute();
  } finally {
    await db.destroy();
  }
  return email;
}

export interface SeedDocument {
  type: 'resume' | 'cover_letter';
  jobTitle: string;
  companyName: string;
  content: string;
  /** Minutes before now; larger is older. */
  ageMinutes: number;
}

/**
 * Stores documents for an account straight into the product's database, as a finished
 * generation would have; returns their ids in the order given.
 */
export async function seedDocuments(email: string, docs: SeedDocument[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const user = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    const userId = user.rows[0]?.id;
    if (!userId) throw new Error(`No user ${email}`);
    const ids: string[] = [];
    for (const d of docs) {
      const kind = d.type === 'resume' ? 'Resume' : 'Cover Letter';
      const row = await client.query<{ id: string }>(
        `INSERT INTO documents (user_id, type, title, content, job_title, company_name, company_location, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'Lagos, Nigeria', now() - make_interval(mins => $7), now() - make_interval(mins => $7))
         RETURNING id`,
        [
          userId,
          d.type,
          `${kind} – ${d.jobTitle} at ${d.companyName}`,
          d.content,
          d.jobTitle,
          d.companyName,
          d.ageMinutes,
        ],
      );
      ids.push(row.rows[0]?.id as string);
    }
    return ids;
  } finally {
    await client.end();
  }
}

export const RESUME_TEXT = `# Ngozi Adeyemi
ngozi@example.com · +234 803 555 0101 · Ibadan, Nigeria

## Summary
Data analyst who turns payment data into decisions. Fluent in SQL, Power BI and Python.

## Experience
- Built the fraud dashboard at Paystack, cutting chargebacks by 18%
- Automated the monthly ₦20,000 float reconciliation

## Education
- BSc Statistics, University of Ibadan`;

export const LETTER_TEXT = `Dear Hiring Team,

I am writing to apply for the role. My work on payment data at Paystack taught me to find the fine signal in noisy, high-volume flows.

Sincerely,
Ngozi Adeyemi`;

/** A stored, verified account made an administrator directly in the product's database. */
export async function adminAccount(tag: string): Promise<string> {
  const email = await storedAccount(tag, 'Adaeze Okafor');
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query("UPDATE users SET role = 'admin' WHERE email = $1", [email]);
  } finally {
    await client.end();
  }
  return email;
}
