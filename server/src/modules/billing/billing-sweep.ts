import { FREE_TRIAL_DAYS, formatKobo, getPlan, parseTimeZone, toKobo } from '@app/shared';
import { sql } from 'kysely';
import type { Deps } from '../../deps.js';
import { sendMail } from '../mail/mail.service.js';
import { creditsLeftLine, formatDay } from './billing-format.js';
import { listStalePending, markPaymentUnpaid } from './payments.repo.js';
import { PaymentProviderError, paymentProvider } from './paystack.client.js';
import { settlePayment } from './settle.js';

type SweepDeps = Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock'>;

const DAY_MS = 86_400_000;
export const REMINDER_DAYS_BEFORE = 3;
/** A payment still pending after this long is asked about once more, then called abandoned. */
export const ABANDON_AFTER_MS = DAY_MS;
const BATCH = 200;
const PAYMENTS_PER_SWEEP = 25;

export interface SweepResult {
  reminders: number;
  lapsed: number;
  trialsLapsed: number;
  paymentsGranted: number;
  paymentsAbandoned: number;
  paymentsFailed: number;
}

/** One run of the billing sweep (the `billing.sweep` job). Each step is safe to run twice at once. */
export async function runBillingSweep(deps: SweepDeps, now: Date = deps.clock.now()): Promise<SweepResult> {
  const reminders = await sendExpiryReminders(deps, now);
  const { lapsed, trialsLapsed } = await markLapsed(deps, now);
  const payments = await settleStalePayments(deps, now);
  return { reminders, lapsed, trialsLapsed, ...payments };
}

/**
 * "Your plan ends in 3 days", once per period: the UPDATE claims each reminder by writing the
 * expiry it is about (a renewal moves the expiry, so the next period gets its own), and skips
 * rows another sweep holds. A reminder that could not be stored is released for the next run.
 * People who cancelled are not reminded: they already chose to stop; nor are those who switched
 * e-mail notifications off.
 */
async function sendExpiryReminders(deps: SweepDeps, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS);
  const claimed = await sql<{
    id: string;
    email: string;
    first_name: string | null;
    subscription_plan: string;
    subscription_expires_at: Date;
    cover_letters_remaining: number;
    resumes_remaining: number;
    timezone: string | null;
  }>`
    update users set expiry_reminder_sent_for = subscription_expires_at
    where id in (
      select id from users
      where subscription_status = 'active' and subscription_plan <> 'free_trial'
        and not cancel_at_period_end
        and subscription_expires_at > ${now} and subscription_expires_at <= ${horizon}
        and expiry_reminder_sent_for is distinct from subscription_expires_at
        -- Reminders obey the e-mail-notifications switch (users/email-preferences.ts).
        and not exists (select 1 from user_settings s where s.user_id = users.id and not s.email_notifications)
      limit ${BATCH}
      for update skip locked
    )
    returning id, email, first_name, subscription_plan, subscription_expires_at,
      cover_letters_remaining, resumes_remaining,
      (select s.timezone from user_settings s where s.user_id = users.id) as timezone`.execute(deps.db);
  let sent = 0;
  for (const user of claimed.rows) {
    const plan = getPlan(user.subscription_plan);
    try {
      await sendMail(deps, user.email, 'subscription-expiring', {
        name: user.first_name ?? undefined,
        planName: plan.name,
        expiresOn: formatDay(user.subscription_expires_at, parseTimeZone(user.timezone)),
        amount: formatKobo(toKobo(plan.price)),
        creditsLeft: plan.limits.isUnlimited
          ? 'unlimited'
          : creditsLeftLine(user.cover_letters_remaining, user.resumes_remaining),
      });
      sent += 1;
    } catch (error) {
      deps.logger.warn(
        { err: error, userId: user.id },
        'expiry reminder not stored; released for the next sweep',
      );
      await deps.db
        .updateTable('users')
        .set({ expiry_reminder_sent_for: null })
        .where('id', '=', user.id)
        .where('expiry_reminder_sent_for', '=', user.subscription_expires_at)
        .execute();
    }
  }
  return sent;
}

/**
 * Paid periods that ended become `inactive` (`cancelled` when the person had cancelled); free
 * trials become `inactive` 7 days after sign-up. Credits are kept for a renewal. Access never
 * waited for this: `entitlements` reads the expiry itself; this keeps the stored status honest
 * for lists and figures.
 */
async function markLapsed(deps: SweepDeps, now: Date): Promise<{ lapsed: number; trialsLapsed: number }> {
  const paid = await deps.db
    .updateTable('users')
    .set({
      subscription_status: sql<string>`case when cancel_at_period_end then 'cancelled' else 'inactive' end`,
      updated_at: now,
    })
    .where('subscription_status', '=', 'active')
    .where('subscription_plan', '<>', 'free_trial')
    .where((eb) =>
      eb.or([eb('subscription_expires_at', 'is', null), eb('subscription_expires_at', '<=', now)]),
    )
    .executeTakeFirst();
  const trials = await deps.db
    .updateTable('users')
    .set({ subscription_status: 'inactive', updated_at: now })
    .where('subscription_status', '=', 'active')
    .where('subscription_plan', '=', 'free_trial')
    .where(
      sql<boolean>`coalesce(subscription_expires_at, created_at + make_interval(days => ${FREE_TRIAL_DAYS})) <= ${now}`,
    )
    .executeTakeFirst();
  return { lapsed: Number(paid.numUpdatedRows), trialsLapsed: Number(trials.numUpdatedRows) };
}

/**
 * Payments still pending a day after they started: the provider is asked once more; a success
 * grants (the webhook may have been lost), a failure is recorded, anything else is called
 * abandoned. While the provider cannot be reached they stay pending for the next sweep.
 */
async function settleStalePayments(deps: SweepDeps, now: Date) {
  const result = { paymentsGranted: 0, paymentsAbandoned: 0, paymentsFailed: 0 };
  const stale = await listStalePending(
    deps.db,
    new Date(now.getTime() - ABANDON_AFTER_MS),
    PAYMENTS_PER_SWEEP,
  );
  if (stale.length === 0) return result;
  const provider = paymentProvider(deps.env);
  for (const payment of stale) {
    let reason = 'no_provider';
    if (provider) {
      try {
        const tx = await provider.verify(payment.reference);
        const settled = await settlePayment(deps, payment, tx, 'sweep');
        if (settled.outcome === 'granted') result.paymentsGranted += 1;
        if (settled.outcome === 'failed' || settled.outcome === 'mismatch') result.paymentsFailed += 1;
        if (settled.outcome !== 'pending') continue;
        reason = tx ? `provider_${tx.status}` : 'unknown_to_provider';
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.logger.warn(
          { reference: payment.reference, fault: error.fault },
          'provider unreachable; payment left pending',
        );
        continue;
      }
    }
    const abandoned = await markPaymentUnpaid(
      deps.db,
      payment.reference,
      { status: 'abandoned', reason, answer: null },
      deps.clock.now(),
    );
    if (abandoned) result.paymentsAbandoned += 1;
  }
  return result;
}
