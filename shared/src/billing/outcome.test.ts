import { describe, expect, it } from 'vitest';
import { PAYMENT_OUTCOME_MESSAGES, type PaymentOutcome, paymentOutcome } from './outcome.js';

const failed = (gatewayResponse: string | null) => paymentOutcome({ status: 'failed', gatewayResponse });

describe('paymentOutcome: the provider answer in the person’s terms', () => {
  it('reads Paystack’s statuses', () => {
    expect(paymentOutcome({ status: 'success', gatewayResponse: 'Successful' })).toBe('success');
    expect(paymentOutcome({ status: 'SUCCESS', gatewayResponse: 'Approved' })).toBe('success');
    expect(
      paymentOutcome({ status: 'abandoned', gatewayResponse: 'The transaction was not completed' }),
    ).toBe('abandoned');
    expect(paymentOutcome({ status: 'reversed', gatewayResponse: 'Reversed' })).toBe('reversed');
    for (const status of ['ongoing', 'pending', 'processing', 'queued', 'send_otp', 'something_new'])
      expect(paymentOutcome({ status, gatewayResponse: null }), status).toBe('pending');
    // The provider does not know the reference (yet).
    expect(paymentOutcome(null)).toBe('pending');
  });

  it.each<[string, PaymentOutcome]>([
    ['Declined', 'declined'],
    ['DECLINED', 'declined'],
    ['Do not honor', 'declined'],
    ['Do Not Honour', 'declined'],
    ['Transaction not permitted to cardholder', 'declined'],
    ['Expired card', 'declined'],
    ['Restricted card', 'declined'],
    ['Lost card, pick up', 'declined'],
    ['Stolen card', 'declined'],
    ['Incorrect PIN', 'declined'],
    ['Allowable PIN tries exceeded', 'declined'],
    ['Exceeds withdrawal amount limit', 'declined'],
    ['Refer to card issuer', 'declined'],
    ['Suspected fraud', 'declined'],
    ['Insufficient Funds', 'insufficient_funds'],
    ['Declined - insufficient funds', 'insufficient_funds'],
    ['Not sufficient funds', 'insufficient_funds'],
    ['Issuer or switch inoperative', 'bank_error'],
    ['Issuer or Switch Inoperative', 'bank_error'],
    ['System malfunction', 'bank_error'],
    ['Timeout waiting for response from bank', 'bank_error'],
    ['Bank is unavailable, please try again later', 'bank_error'],
    ['Error while processing transaction', 'bank_error'],
    ['Card issuer unavailable', 'bank_error'],
    ['Transaction failed', 'failed'],
    ['', 'failed'],
  ])('failed with gateway_response %j is %s', (gatewayResponse, outcome) => {
    expect(failed(gatewayResponse)).toBe(outcome);
  });

  it('treats a failure without a reason as failed, not as declined', () => {
    expect(failed(null)).toBe('failed');
    expect(paymentOutcome({ status: 'failed' })).toBe('failed');
  });
});

describe('PAYMENT_OUTCOME_MESSAGES', () => {
  it('says a declined card in the words of issue 28', () => {
    expect(PAYMENT_OUTCOME_MESSAGES.declined).toBe(
      'Your card was declined. No money was taken. Try another card.',
    );
  });

  it('gives each outcome its own sentence', () => {
    const sentences = Object.values(PAYMENT_OUTCOME_MESSAGES);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('says no money was taken whenever none was, and none speaks of verification', () => {
    for (const outcome of ['declined', 'insufficient_funds', 'bank_error', 'failed', 'abandoned'] as const)
      expect(PAYMENT_OUTCOME_MESSAGES[outcome], outcome).toContain('No money was taken.');
    for (const sentence of Object.values(PAYMENT_OUTCOME_MESSAGES)) {
      expect(sentence).not.toMatch(/verification|contact support/i);
      expect(sentence).toMatch(/^[A-Z].*\.$/);
    }
  });
});
