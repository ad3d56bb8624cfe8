import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { notConfigured } from './billing.errors.js';
import { toProviderTransaction, ZTransaction } from './paystack.answers.js';
import { type Settlement, settlePayment } from './settle.js';
import { findPaymentCached } from './settled-payments.js';

/** A SHA-512 HMAC in hex is 128 characters. */
const SIGNATURE = /^[0-9a-f]{128}$/i;

/** Whether `signature` is Paystack's HMAC-SHA512 of the raw body with our secret (constant time). */
export function validSignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !SIGNATURE.test(signature)) return false;
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

export const BAD_SIGNATURE = 'The webhook signature is missing or does not match.';

const ZEvent = z.object({ event: z.string(), data: z.unknown() });

export type WebhookOutcome = Settlement['outcome'] | 'ignored';

/**
 * POST /api/payment/webhook. Nothing is read before the signature is checked; a bad or missing
 * one is 401 and changes nothing. `charge.success` goes through the same settlement as verify
 * (a signed event is the provider's word, so it is not asked again); any other event, an unknown
 * reference or an event we cannot read is acknowledged, since sending it again would not help.
 */
export async function handleWebhook(
  deps: Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock' | 'sessionCache'>,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const secret = deps.env.PAYSTACK_SECRET_KEY;
  if (!secret) throw notConfigured();
  if (!validSignature(secret, rawBody, signature)) throw new AppError('UNAUTHENTICATED', BAD_SIGNATURE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not valid JSON.');
  }
  const event = ZEvent.safeParse(parsed);
  if (!event.success || event.data.event !== 'charge.success') return 'ignored';
  const data = ZTransaction.safeParse(event.data.data);
  if (!data.success) {
    deps.logger.warn(
      { issues: data.error.issues.length },
      'charge.success webhook without a readable transaction',
    );
    return 'ignored';
  }
  const tx = toProviderTransaction(data.data);
  const payment = await findPaymentCached(deps.db, tx.reference);
  if (!payment) {
    deps.logger.info({ reference: tx.reference }, 'charge.success for a reference we never issued; ignored');
    return 'ignored';
  }
  return (await settlePayment(deps, payment, tx, 'webhook')).outcome;
}
