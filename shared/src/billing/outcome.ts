/**
 * What happened to a card payment, in the person's terms, from the provider's answer to verify
 * (Paystack's transaction `status` and `gateway_response`). The /subscription screen shows one
 * sentence per outcome, once.
 */
export const PAYMENT_OUTCOMES = [
  'success',
  'declined',
  'insufficient_funds',
  'bank_error',
  /** Any other final failure the provider gives no usable reason for. */
  'failed',
  'abandoned',
  /** Taken, then given back by the provider or the bank. */
  'reversed',
  /** Not final yet: the provider may still confirm it (the webhook then grants the plan). */
  'pending',
  /** The provider says paid, but not the amount or currency we asked for: nothing granted. */
  'not_confirmed',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The parts of a provider's answer that decide the outcome. */
export interface ProviderVerdict {
  /** Paystack's transaction status: success, failed, abandoned, reversed, ongoing, pending… */
  status: string;
  /** Paystack's `gateway_response`: "Declined", "Insufficient Funds", "Do not honor"… */
  gatewayResponse?: string | null;
}

/** Checked in this order: "Declined - insufficient funds" is about the funds. */
const INSUFFICIENT_FUNDS =
  /insufficient|not sufficient|\bnsf\b|low balance|exceeds? (the )?(available )?balance/i;
/** The issuer, the switch or the network failed, not the card: trying again later can work. */
const BANK_ERROR =
  /issuer (or switch )?(is )?(inoperative|unavailable|not available)|switch (is )?(inoperative|error|unavailable)|issuer unavailable|system (error|malfunction)|bank (is )?(unavailable|not available|error|down)|\btime[ -]?d? ?out\b|timed out|service unavailable|temporarily unavailable|unable to process|error (while )?processing|could not be processed|routing error|network error|no response|try again later|processor (error|unavailable)/i;
/** The card or its bank refused the charge. */
const DECLINED =
  /declin|do not hono(u)?r|cannot be hono(u)?red|not permitted|restricted card|expired card|invalid card|lost card|stolen card|pick[- ]?up card|refer to (card )?issuer|incorrect pin|invalid pin|pin tries|blocked|fraud|exceeds? .*limit|limit exceeded|not allowed|authentication (failed|unsuccessful)|invalid (cvv|otp|expiry)/i;

/**
 * The outcome of a provider's answer (null: the provider does not know the reference yet).
 * 'success' here is the provider's word only: the amount and currency are checked by whoever
 * grants the plan, which answers 'not_confirmed' when they differ.
 */
export function paymentOutcome(answer: ProviderVerdict | null): PaymentOutcome {
  if (!answer) return 'pending';
  const status = answer.status.trim().toLowerCase();
  if (status === 'success') return 'success';
  if (status === 'abandoned') return 'abandoned';
  if (status === 'reversed') return 'reversed';
  if (status === 'failed') {
    const reason = answer.gatewayResponse ?? '';
    if (INSUFFICIENT_FUNDS.test(reason)) return 'insufficient_funds';
    if (BANK_ERROR.test(reason)) return 'bank_error';
    if (DECLINED.test(reason)) return 'declined';
    return 'failed';
  }
  // Anything else (ongoing, processing, queued, send_otp… or a status added later) is not final.
  return 'pending';
}

/**
 * What /subscription says for each outcome but success (whose words name the plan bought).
 * 'pending' and 'not_confirmed' are followed by how to reach support with the reference, since
 * money may have left the account; every other outcome says plainly that none did.
 */
export const PAYMENT_OUTCOME_MESSAGES = {
  declined: 'Your card was declined. No money was taken. Try another card.',
  insufficient_funds:
    'Your card was declined for insufficient funds. No money was taken. Try another card or add funds.',
  bank_error:
    'Your bank could not complete the payment just now. No money was taken. Try again in a few minutes.',
  failed: 'The payment did not go through. No money was taken. Try again or use another card.',
  abandoned: 'You left the payment before it finished. No money was taken.',
  reversed:
    'This payment was reversed, so your plan has not changed. The money goes back to your account; your bank may take a few days.',
  pending:
    'Your bank has not confirmed this payment yet, so your plan has not changed. If it goes through, your plan starts by itself; do not pay again.',
  not_confirmed: 'We could not confirm this payment, so your plan has not changed.',
} as const satisfies Record<Exclude<PaymentOutcome, 'success'>, string>;
