import { describe, expect, it } from 'vitest';
import { recordedOutcome } from './payment-outcome.js';

/** A stored answer as providerAnswer() writes it (jsonb comes back parsed). */
const answer = (status: string, gatewayResponse: string | null) => ({
  source: 'verify',
  status,
  reference: 'jp-1',
  amount: 1_000_000,
  currency: 'NGN',
  paid_at: null,
  channel: 'card',
  gateway_response: gatewayResponse,
  id: 1,
});

describe('recordedOutcome: what a settled payment says again, from our record alone', () => {
  it('reads a failure from the provider’s stored answer', () => {
    const failed = (gatewayResponse: string, reason = 'provider_failed') =>
      recordedOutcome({
        status: 'failed',
        failure_reason: reason,
        provider_answer: answer('failed', gatewayResponse),
      });
    expect(failed('Declined')).toBe('declined');
    expect(failed('Insufficient Funds')).toBe('insufficient_funds');
    expect(failed('Issuer or switch inoperative')).toBe('bank_error');
    expect(failed('Something else')).toBe('failed');
    expect(
      recordedOutcome({
        status: 'failed',
        failure_reason: 'provider_reversed',
        provider_answer: JSON.stringify(answer('reversed', 'Reversed')),
      }),
    ).toBe('reversed');
  });

  it('calls a payment with other figures than ours not confirmed, whatever the provider said', () => {
    for (const reason of ['amount_mismatch', 'currency_mismatch'])
      expect(
        recordedOutcome({
          status: 'failed',
          failure_reason: reason,
          provider_answer: answer('success', 'Successful'),
        }),
      ).toBe('not_confirmed');
  });

  it('falls back to failed without a readable answer, and reads the other statuses', () => {
    expect(
      recordedOutcome({ status: 'failed', failure_reason: 'initialize_timeout', provider_answer: null }),
    ).toBe('failed');
    expect(recordedOutcome({ status: 'failed', failure_reason: 'x', provider_answer: '{not json' })).toBe(
      'failed',
    );
    expect(recordedOutcome({ status: 'success', failure_reason: null, provider_answer: null })).toBe(
      'success',
    );
    expect(
      recordedOutcome({ status: 'abandoned', failure_reason: 'provider_abandoned', provider_answer: null }),
    ).toBe('abandoned');
    expect(recordedOutcome({ status: 'pending', failure_reason: null, provider_answer: null })).toBe(
      'pending',
    );
  });
});
