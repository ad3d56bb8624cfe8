import { describe, expect, it } from 'vitest';
import {
  cancelFailed,
  checkoutFailed,
  paymentSucceeded,
  verificationError,
  verificationOutcome,
} from './payment-messages';

const trpcError = (message: string, code: string, appCode?: string) => ({
  message,
  shape: { message },
  data: { code, ...(appCode ? { appCode } : {}) },
});

describe('payment messages (spec 02 §8 Payment)', () => {
  it('says a declined card plainly: no verification failure, no advice to contact support', () => {
    expect(verificationOutcome({ outcome: 'declined', planId: 'agba' }, 'JP_1')).toEqual({
      title: 'Payment Failed',
      description: 'Your card was declined. No money was taken. Try another card.',
    });
  });

  it('gives every outcome where no money was taken its own sentence', () => {
    const outcomes = ['declined', 'insufficient_funds', 'bank_error', 'failed', 'abandoned'] as const;
    const notices = outcomes.map((outcome) => verificationOutcome({ outcome, planId: 'jjc' }, 'JP_1'));
    expect(new Set(notices.map((n) => n.description)).size).toBe(outcomes.length);
    for (const notice of notices) {
      expect(notice.title).toBe('Payment Failed');
      expect(notice.description).toContain('No money was taken.');
      expect(notice.description).not.toContain('contact support');
    }
    expect(verificationOutcome({ outcome: 'insufficient_funds', planId: 'jjc' }, 'JP_1').description).toBe(
      'Your card was declined for insufficient funds. No money was taken. Try another card or add funds.',
    );
    expect(verificationOutcome({ outcome: 'bank_error', planId: 'jjc' }, 'JP_1').description).toBe(
      'Your bank could not complete the payment just now. No money was taken. Try again in a few minutes.',
    );
    expect(verificationOutcome({ outcome: 'abandoned', planId: 'jjc' }, 'JP_1').description).toBe(
      'You left the payment before it finished. No money was taken.',
    );
  });

  it('advises contacting support, with the reference, only where money may have left the account', () => {
    for (const outcome of ['pending', 'not_confirmed'] as const) {
      const notice = verificationOutcome({ outcome, planId: 'jjc' }, 'JP_1');
      expect(notice.title).toBe('Payment Verification Failed');
      expect(notice.description).toContain('contact support');
      expect(notice.description).toContain('JP_1');
    }
    expect(verificationOutcome({ outcome: 'pending', planId: 'jjc' }, 'JP_1').description).toContain(
      'has not confirmed this payment yet',
    );
  });

  it('says what a verified success added', () => {
    expect(verificationOutcome({ outcome: 'success', planId: 'agba' }, 'JP_1')).toEqual(
      paymentSucceeded('agba'),
    );
  });

  it('names a failed check a verification error', () => {
    expect(verificationError(new TypeError('fetch failed'), 'JP_1').title).toBe('Payment Verification Error');
  });

  it('says what a successful payment added, from the catalogue', () => {
    expect(paymentSucceeded('agba').description).toBe(
      'You are on Pro: 25 cover letters and 15 resumes were added to your credits.',
    );
    expect(paymentSucceeded('idan').description).toContain('unlimited');
    expect(paymentSucceeded(null).title).toBe('Payment Successful');
  });

  it('turns a conflict into Already Subscribed', () => {
    expect(checkoutFailed(trpcError('Already Subscribed', 'CONFLICT', 'CONFLICT'), 'pay', 'agba').title).toBe(
      'Already Subscribed',
    );
  });

  it('names checkout and renewal failures with the server reason', () => {
    const unavailable = trpcError(
      'Payments are not configured',
      'SERVICE_UNAVAILABLE',
      'SERVICE_UNAVAILABLE',
    );
    expect(checkoutFailed(unavailable, 'pay', 'agba')).toEqual({
      title: 'Payment Error',
      description: 'Payments are not configured',
    });
    expect(checkoutFailed(unavailable, 'renew', 'agba').title).toBe('Renewal Error');
    expect(cancelFailed(trpcError('', 'INTERNAL_SERVER_ERROR')).title).toBe('Error');
  });
});
