import type { Deps } from '../../deps.js';
import { type Grant, grantPayment } from './grant.js';
import { markPaymentUnpaid, type PaymentRow, providerAnswer } from './payments.repo.js';
import type { ProviderTransaction } from './paystack.answers.js';

export type Settlement =
  | { outcome: 'granted'; grant: Grant }
  /** The reference had already granted its plan: nothing changes. */
  | { outcome: 'already' }
  /** The provider says success but not for the amount or currency we asked: no grant. */
  | { outcome: 'mismatch' }
  | { outcome: 'failed' }
  /** Not paid yet (or unknown to the provider): the payment stays pending. */
  | { outcome: 'pending' };

/** Paystack statuses after which the transaction can no longer succeed. */
const FINAL_FAILURES = new Set(['failed', 'reversed']);

/**
 * Applies what the provider says about one of our payments, whoever asked (verify, webhook,
 * sweep): success with exactly the amount and currency we recorded grants the plan (once);
 * success with other figures, or a final failure, is recorded and grants nothing; anything
 * else leaves the payment pending.
 */
export async function settlePayment(
  deps: Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock' | 'sessionCache'>,
  payment: PaymentRow,
  tx: ProviderTransaction | null,
  source: 'verify' | 'webhook' | 'sweep',
): Promise<Settlement> {
  if (payment.status === 'success') return { outcome: 'already' };
  if (payment.status === 'failed') return { outcome: 'failed' };
  if (!tx || tx.reference !== payment.reference) return { outcome: 'pending' };
  const now = deps.clock.now();
  const answer = providerAnswer(tx, source);
  if (tx.status === 'success') {
    const mismatch =
      tx.amountKobo !== payment.amount_kobo
        ? 'amount_mismatch'
        : tx.currency !== payment.currency
          ? 'currency_mismatch'
          : null;
    if (mismatch) {
      deps.logger.warn(
        {
          reference: payment.reference,
          expected: { amount: payment.amount_kobo, currency: payment.currency },
          got: { amount: tx.amountKobo, currency: tx.currency },
          source,
        },
        'payment confirmed with other figures than recorded; not granted',
      );
      await markPaymentUnpaid(
        deps.db,
        payment.reference,
        { status: 'failed', reason: mismatch, answer },
        now,
      );
      return { outcome: 'mismatch' };
    }
    const grant = await grantPayment(deps, payment.reference, answer, now);
    return grant ? { outcome: 'granted', grant } : { outcome: 'already' };
  }
  if (FINAL_FAILURES.has(tx.status)) {
    await markPaymentUnpaid(
      deps.db,
      payment.reference,
      { status: 'failed', reason: `provider_${tx.status}`, answer },
      now,
    );
    return { outcome: 'failed' };
  }
  return { outcome: 'pending' };
}
