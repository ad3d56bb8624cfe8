import { formatKobo, getPlan, type PlanId, SUBSCRIPTION_PERIOD_DAYS } from '@app/shared';
import { sql } from 'kysely';
import type { Deps } from '../../deps.js';
import { sendMail } from '../mail/mail.service.js';
import { findTimeZone } from '../users/settings.repo.js';
import { allowanceLine, formatDay } from './billing-format.js';
import { PAYMENT_COLUMNS, type PaymentRow } from './payments.repo.js';

type GrantDeps = Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'sessionCache'>;

export interface Grant {
  payment: PaymentRow;
  userId: string;
  planId: PlanId;
  periodEnd: Date;
}

/**
 * Turns one confirmed payment into its plan, once. The payment row is flipped to `success` by
 * a guarded UPDATE (row lock: of any number of concurrent verifies and webhooks, exactly one
 * sees a row that was still pending), the user's plan, period and credits change in the
 * same transaction, and the grant ledger's primary key (one row per payment) refuses a second
 * grant even if that guard were ever bypassed. Null when the reference had already granted.
 *
 * The period: 30 days from `now` (the confirmation), or from the current expiry when the same
 * plan is renewed before it ends. The plan's allowance is added to the credits left (they carry
 * over); an unlimited plan adds none (isUnlimitedActive follows from the plan and its period).
 * A receipt is e-mailed after the commit.
 */
export async function grantPayment(
  deps: GrantDeps,
  reference: string,
  answer: string,
  now: Date,
): Promise<Grant | null> {
  const granted = await deps.db.transaction().execute(async (trx) => {
    const payment = await trx
      .updateTable('payments')
      .set({
        status: 'success',
        confirmed_at: now,
        provider_answer: answer,
        failure_reason: null,
        updated_at: now,
      })
      .where('reference', '=', reference)
      // A failed payment stays failed; one the sweep called abandoned may still be paid late.
      .where('status', 'in', ['pending', 'abandoned'])
      .where('user_id', 'is not', null)
      .returning(PAYMENT_COLUMNS)
      .executeTakeFirst();
    if (!payment?.user_id) return null;
    const plan = getPlan(payment.plan_id);
    const added = plan.limits.isUnlimited
      ? { coverLetters: 0, resumes: 0 }
      : { coverLetters: plan.limits.coverLetters, resumes: plan.limits.resumes };
    // SET expressions read the row as it was: the CASE sees the plan and expiry before the grant.
    const user = await trx
      .updateTable('users')
      .set({
        subscription_plan: plan.id,
        subscription_status: 'active',
        subscription_source: 'payment',
        cancel_at_period_end: false,
        subscription_expires_at: sql<Date>`(case
          when subscription_plan = ${plan.id} and subscription_status <> 'inactive'
            and subscription_expires_at > ${now}::timestamptz
          then subscription_expires_at else ${now}::timestamptz end)
          + make_interval(days => ${SUBSCRIPTION_PERIOD_DAYS})`,
        cover_letters_remaining: sql<number>`greatest(cover_letters_remaining, 0) + ${added.coverLetters}`,
        resumes_remaining: sql<number>`greatest(resumes_remaining, 0) + ${added.resumes}`,
        updated_at: now,
      })
      .where('id', '=', payment.user_id)
      .returning(['id', 'email', 'first_name', 'subscription_expires_at'])
      .executeTakeFirstOrThrow();
    const periodEnd = user.subscription_expires_at as Date;
    await trx
      .insertInto('payment_grants')
      .values({
        payment_id: payment.id,
        user_id: user.id,
        plan_id: plan.id,
        period_end: periodEnd,
        cover_letters_added: added.coverLetters,
        resumes_added: added.resumes,
      })
      .execute();
    return { payment, user, planId: plan.id as PlanId, periodEnd };
  });
  if (!granted) return null;
  const { payment, user, planId, periodEnd } = granted;
  // The change feed evicts it too; this instance need not wait for it (the browser asks next).
  deps.sessionCache?.evictUser(user.id);
  deps.logger.info({ reference, userId: user.id, planId }, 'payment granted');
  await sendReceipt(deps, {
    payment,
    userId: user.id,
    email: user.email,
    name: user.first_name,
    planId,
    periodEnd,
    now,
  });
  return { payment, userId: user.id, planId, periodEnd };
}

async function sendReceipt(
  deps: GrantDeps,
  r: {
    payment: PaymentRow;
    userId: string;
    email: string;
    name: string | null;
    planId: PlanId;
    periodEnd: Date;
    now: Date;
  },
): Promise<void> {
  const plan = getPlan(r.planId);
  try {
    // Dated on the recipient's clock, as the screens show them.
    const timeZone = await findTimeZone(deps.db, r.userId);
    await sendMail(deps, r.email, 'payment-receipt', {
      name: r.name ?? undefined,
      planName: plan.name,
      planLabel: plan.displayName,
      amount: formatKobo(r.payment.amount_kobo),
      reference: r.payment.reference,
      paidOn: formatDay(r.now, timeZone),
      activeUntil: formatDay(r.periodEnd, timeZone),
      creditsLine: allowanceLine(plan),
    });
  } catch (error) {
    // The plan is granted and stays granted; only the receipt is missing, and the history shows it.
    deps.logger.error({ err: error, reference: r.payment.reference }, 'payment receipt could not be stored');
  }
}
