import type { SubscriptionOverviewDto } from '@app/shared/billing/dto';
import { describe, expect, it } from 'vitest';
import { subscriptionSummary } from './subscription-summary';

const NOW = new Date('2025-11-10T12:00:00.000Z');
const overview = (over: Partial<SubscriptionOverviewDto> = {}): SubscriptionOverviewDto => ({
  plan: 'agba',
  status: 'active',
  expiresAt: '2025-12-10T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  idanPurchasable: false,
  paymentsConfigured: true,
  planSource: 'payment',
  ...over,
});

describe('subscription summary', () => {
  it('shows a running paid plan with renew, change and cancel', () => {
    const s = subscriptionSummary(overview(), NOW);
    expect(s.plan.name).toBe('Pro');
    expect(s.statusLabel).toBe('Active');
    expect(s.expiry).toBe('Active until 10 December 2025');
    expect(s.expiryDate).toBe('10 December 2025');
    expect(s.cancelNotice).toBeNull();
    expect(s.actions).toEqual({ subscribe: false, renew: true, change: true, cancel: true });
  });

  it('says how the plan is held: paid by card, or granted by JobPadi with nothing charged', () => {
    expect(subscriptionSummary(overview(), NOW)).toMatchObject({
      granted: false,
      heldBy: '₦20,000 per month, paid by card in Naira.',
    });
    const granted = subscriptionSummary(overview({ planSource: 'admin' }), NOW);
    expect(granted).toMatchObject({
      granted: true,
      heldBy: 'Granted by JobPadi. No payment was taken for it.',
    });
    expect(granted.heldBy).not.toContain('card');
    expect(subscriptionSummary(overview({ plan: 'free_trial', planSource: 'trial' }), NOW).heldBy).toBe(
      'Try it free for 7 days. No card needed.',
    );
  });

  it('gives the free trial only Subscribe Now', () => {
    const s = subscriptionSummary(
      overview({ plan: 'free_trial', expiresAt: '2025-11-14T12:00:00.000Z' }),
      NOW,
    );
    expect(s.isTrial).toBe(true);
    expect(s.expiry).toBe('Trial ends 14 November 2025');
    expect(s.actions).toEqual({ subscribe: true, renew: false, change: false, cancel: false });
  });

  it('says a cancelled plan runs to its expiry, and offers no second cancel', () => {
    const s = subscriptionSummary(overview({ cancelAtPeriodEnd: true }), NOW);
    expect(s.statusLabel).toBe('Active');
    expect(s.expiry).toBe('Access until 10 December 2025');
    expect(s.cancelNotice).toContain('until 10 December 2025');
    expect(s.actions.cancel).toBe(false);
    expect(s.actions.renew).toBe(true);
  });

  it('reads a passed expiry as Inactive even before the server marks it', () => {
    const s = subscriptionSummary(overview({ expiresAt: '2025-11-01T00:00:00.000Z' }), NOW);
    expect(s.statusLabel).toBe('Inactive');
    expect(s.expiry).toBe('Expired on 1 November 2025');
    expect(s.actions.cancel).toBe(false);
  });

  it('reads any status but active as Inactive, and unknown plans as the trial', () => {
    expect(subscriptionSummary(overview({ status: 'cancelled' }), NOW).statusLabel).toBe('Inactive');
    const odd = subscriptionSummary(overview({ plan: 'gold' as never, expiresAt: null }), NOW);
    expect(odd.plan.id).toBe('free_trial');
    expect(odd.expiry).toBeNull();
  });
});
