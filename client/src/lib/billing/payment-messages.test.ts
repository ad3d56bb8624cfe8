import { describe, expect, it } from 'vitest';
import {
  cancelFailed,
  checkoutFailed,
  paymentSucceeded,
  verificationError,
  verificationFailed,
} from './payment-messages';

const trpcError = (message: string, code: string, appCode?: string) => ({
  message,
  shape: { message },
  data: { code, ...(appCode ? { appCode } : {}) },
});

describe('payment messages (spec 02 §8 Payment)', () => {
  it('advises contacting support when verification fails', () => {
    const notice = verificationFailed('JP_1');
    expect(notice.title).toBe('Payment Verification Failed');
    expect(notice.description).toContain('contact support');
    expect(notice.description).toContain('JP_1');
    expect(verificationFailed('JP_1', 'pending').description).toContain('not been confirmed yet');
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
