import { REFUSAL_TEXT } from '@app/shared/generation/refusals';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR } from './api-error';
import { failureFromError, generationToast } from './generation-errors';

const refusal = (code: keyof typeof REFUSAL_TEXT, redirectUrl: string | null = '/subscription') => {
  const message = REFUSAL_TEXT[code].message;
  return {
    message,
    shape: { message },
    data: {
      appCode: code === 'AI_UNAVAILABLE' ? 'SERVICE_UNAVAILABLE' : 'FORBIDDEN',
      details: { ...REFUSAL_TEXT[code], redirectUrl, errorCode: code, preservedQuota: true },
    },
  };
};
const toastFor = (error: unknown) => generationToast(failureFromError(error));

describe('generation refusals (spec 02 §8)', () => {
  it('offers plans to a trial user out of credits', () => {
    expect(toastFor(refusal('SUBSCRIPTION_REQUIRED'))).toEqual({
      title: 'Subscription Required',
      description: REFUSAL_TEXT.SUBSCRIPTION_REQUIRED.message,
      variant: 'default',
      action: { label: 'View Plans', href: '/subscription' },
    });
  });

  it('names each plan refusal with its action', () => {
    expect(toastFor(refusal('TRIAL_EXPIRED'))).toMatchObject({
      title: 'Free Trial Expired',
      action: { label: 'Subscribe Now' },
    });
    expect(toastFor(refusal('SUBSCRIPTION_EXPIRED'))).toMatchObject({
      description: 'Your subscription has expired. Your remaining credits are preserved.',
      action: { label: 'Renew Now' },
    });
    expect(toastFor(refusal('QUOTA_EXHAUSTED'))).toMatchObject({
      title: 'No Credits Remaining',
      action: { label: 'Add Credits' },
    });
  });

  it('goes to the redirect path, or /subscription when it is missing or off-site', () => {
    expect(toastFor(refusal('TRIAL_EXPIRED', '/subscription?plan=jjc')).action?.href).toBe(
      '/subscription?plan=jjc',
    );
    expect(toastFor(refusal('TRIAL_EXPIRED', null)).action?.href).toBe('/subscription');
    expect(toastFor(refusal('TRIAL_EXPIRED', '//evil.example')).action?.href).toBe('/subscription');
    expect(toastFor(refusal('TRIAL_EXPIRED', 'https://evil.example')).action?.href).toBe('/subscription');
  });

  it("shows 'Generation Failed' with the server's message for anything else", () => {
    expect(toastFor(refusal('AI_UNAVAILABLE'))).toEqual({
      title: 'Generation Failed',
      description: REFUSAL_TEXT.AI_UNAVAILABLE.message,
      variant: 'destructive',
    });
    const failedJob = { errorCode: 'GENERATION_FAILED', message: 'The PDF has no text.', redirectUrl: null };
    expect(generationToast(failedJob)).toMatchObject({
      title: 'Generation Failed',
      description: 'The PDF has no text.',
    });
    const invalid = {
      message: 'That uploaded resume was not found.',
      shape: {},
      data: { appCode: 'NOT_FOUND' },
    };
    expect(toastFor(invalid)).toMatchObject({ description: 'That uploaded resume was not found.' });
    expect(toastFor({ message: 'Failed to fetch' })).toMatchObject({ description: NETWORK_ERROR });
  });
});
