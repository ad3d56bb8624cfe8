// The payments the bench sends webhooks for, seeded straight into the scratch database: one
// account per payment (a grant changes its owner's row), all pending jjc payments in kobo.
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';

export const AMOUNT_KOBO = 1_000_000;
export const referenceOf = (/** @type {number} */ i) => `jp-bench-${String(i).padStart(8, '0')}`;

/**
 * @param {import('kysely').Kysely<any>} db
 * @param {number} count
 */
export async function seedPayments(db, count) {
  await sql`
    insert into users (email, full_name, first_name, email_verified, subscription_expires_at)
    select 'bench-payer-' || i || '@example.com', 'Bench Payer', 'Bench', true, now() + interval '7 days'
    from generate_series(0, ${count - 1}::int) as i`.execute(db);
  await sql`
    insert into payments (reference, user_id, plan_id, amount_kobo, currency, status)
    select 'jp-bench-' || lpad(substring(email from 'bench-payer-([0-9]+)@'), 8, '0'), id, 'jjc', ${AMOUNT_KOBO}::int, 'NGN', 'pending'
    from users where email like 'bench-payer-%'`.execute(db);
  await sql`vacuum analyze users`.execute(db);
  await sql`vacuum analyze payments`.execute(db);
}

/** Paystack's charge.success for one of the seeded references, signed as Paystack signs it. */
export function signedWebhook(
  /** @type {string} */ secret,
  /** @type {number} */ i,
  reference = referenceOf(i),
) {
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      id: 4_000_000 + i,
      status: 'success',
      reference,
      amount: AMOUNT_KOBO,
      currency: 'NGN',
      paid_at: new Date().toISOString(),
      channel: 'card',
      gateway_response: 'Successful',
      customer: { email: `bench-payer-${i}@example.com` },
    },
  });
  return { body, signature: createHmac('sha512', secret).update(body).digest('hex') };
}
