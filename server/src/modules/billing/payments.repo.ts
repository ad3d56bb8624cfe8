import type { PaymentStatus, PlanId } from '@app/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Payments } from '../../db/database.types.js';
import type { ProviderTransaction } from './paystack.answers.js';

export type PaymentRow = Pick<
  Selectable<Payments>,
  | 'id'
  | 'reference'
  | 'user_id'
  | 'plan_id'
  | 'amount_kobo'
  | 'currency'
  | 'status'
  | 'kind'
  | 'created_at'
  | 'confirmed_at'
>;

export const PAYMENT_COLUMNS = [
  'id',
  'reference',
  'user_id',
  'plan_id',
  'amount_kobo',
  'currency',
  'status',
  'kind',
  'created_at',
  'confirmed_at',
] as const;

export type PaymentKind = 'new' | 'renewal';

/** What we keep of a provider answer: no customer data, no reusable card authorisation. */
export const providerAnswer = (tx: ProviderTransaction, source: string): string =>
  JSON.stringify({
    source,
    status: tx.status,
    reference: tx.reference,
    amount: tx.amountKobo,
    currency: tx.currency,
    paid_at: tx.paidAt,
    channel: tx.channel,
    gateway_response: tx.gatewayResponse,
    id: tx.providerId,
  });

export async function insertPendingPayment(
  db: Database,
  values: { reference: string; userId: string; planId: PlanId; amountKobo: number; kind: PaymentKind },
): Promise<PaymentRow> {
  return db
    .insertInto('payments')
    .values({
      reference: values.reference,
      user_id: values.userId,
      plan_id: values.planId,
      amount_kobo: values.amountKobo,
      currency: 'NGN',
      status: 'pending',
      kind: values.kind,
    })
    .returning(PAYMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function findPayment(db: Database, reference: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** What verify needs to say again how a settled payment ended (payment-outcome.ts). */
export async function findRecordedPayment(db: Database, reference: string) {
  return db
    .selectFrom('payments')
    .select(['status', 'failure_reason', 'provider_answer'])
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** The owner's payments, newest first (the history on /subscription). */
export async function listPayments(db: Database, userId: string, limit: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Records that a payment will not grant anything (failed, abandoned, or the provider's figures
 * did not match ours). Only a payment still open changes: `failed` replaces pending or
 * abandoned, `abandoned` replaces pending; a success or a failure is final. Answers whether the row changed.
 */
export async function markPaymentUnpaid(
  db: Database,
  reference: string,
  outcome: { status: Exclude<PaymentStatus, 'success' | 'pending'>; reason: string; answer: string | null },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: outcome.status,
      failure_reason: outcome.reason,
      ...(outcome.answer === null ? {} : { provider_answer: outcome.answer }),
      updated_at: now,
    })
    .where('reference', '=', reference)
    .where('status', 'in', outcome.status === 'abandoned' ? ['pending'] : ['pending', 'abandoned'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Pending payments started before `olderThan`, oldest first: the sweep asks the provider once more. */
export async function listStalePending(db: Database, olderThan: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .where('status', '=', 'pending')
    .where('created_at', '<', olderThan)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
