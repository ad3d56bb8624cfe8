import { type PaymentOutcome, paymentOutcome } from '@app/shared';

/** What we recorded of a payment: enough to say again what happened without asking the provider. */
export interface RecordedPayment {
  status: string;
  failure_reason: string | null;
  /** The provider's answer as providerAnswer() stored it (jsonb: parsed, or its text). */
  provider_answer: unknown;
}

/** The provider's answer of a record, or null when none was kept or it cannot be read. */
function storedAnswer(value: unknown): { status: string; gatewayResponse: string | null } | null {
  let answer = value;
  if (typeof answer === 'string') {
    try {
      answer = JSON.parse(answer);
    } catch {
      return null;
    }
  }
  if (typeof answer !== 'object' || answer === null) return null;
  const { status, gateway_response: gatewayResponse } = answer as Record<string, unknown>;
  if (typeof status !== 'string') return null;
  return { status, gatewayResponse: typeof gatewayResponse === 'string' ? gatewayResponse : null };
}

/**
 * The outcome of a payment from our record alone (a verify after the payment settled: a second
 * tab, the webhook first): success; a failure by the provider's stored answer (declined,
 * insufficient funds…); other figures than ours 'not_confirmed'; abandoned; else pending.
 */
export function recordedOutcome(row: RecordedPayment): PaymentOutcome {
  if (row.status === 'success') return 'success';
  if (row.status === 'abandoned') return 'abandoned';
  if (row.status !== 'failed') return 'pending';
  if (row.failure_reason === 'amount_mismatch' || row.failure_reason === 'currency_mismatch')
    return 'not_confirmed';
  const answer = storedAnswer(row.provider_answer);
  if (!answer) return 'failed';
  const outcome = paymentOutcome(answer);
  // A failed record whose answer reads otherwise (never written so today) still says it failed.
  return outcome === 'success' || outcome === 'pending' ? 'failed' : outcome;
}
