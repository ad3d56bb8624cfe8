import { describe, expect, it } from 'vitest';
import { type EntitlementState, entitlements } from './entitlements.js';

const now = new Date('2026-11-22T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const state = (over: Partial<EntitlementState>): EntitlementState => ({
  plan: 'jjc',
  subscriptionStatus: 'active',
  expiresAt: days(10),
  createdAt: days(-40),
  ...over,
});

describe('entitlements', () => {
  it('keeps a paid plan active until its expiry, cancelled at period end or not', () => {
    expect(entitlements(state({}), now)).toMatchObject({ plan: 'jjc', access: 'active', active: true });
    expect(entitlements(state({ expiresAt: days(-0.001) }), now)).toMatchObject({
      access: 'expired',
      active: false,
    });
    expect(entitlements(state({ expiresAt: null }), now).access).toBe('expired');
  });

  it('treats a plan switched off (inactive) as ended, whatever its expiry', () => {
    expect(entitlements(state({ subscriptionStatus: 'inactive' }), now).access).toBe('expired');
    expect(entitlements(state({ plan: 'free_trial', subscriptionStatus: 'inactive' }), now).access).toBe(
      'trial_expired',
    );
  });

  it('ends the free trial 7 days after sign-up when no end is stored', () => {
    const trial = { plan: 'free_trial', expiresAt: null };
    expect(entitlements(state({ ...trial, createdAt: days(-6.9) }), now).access).toBe('trial');
    expect(entitlements(state({ ...trial, createdAt: days(-7) }), now)).toMatchObject({
      access: 'trial_expired',
      periodEnd: now,
    });
  });

  it('is unlimited only while an unlimited plan runs', () => {
    expect(entitlements(state({ plan: 'idan' }), now).unlimited).toBe(true);
    expect(entitlements(state({ plan: 'idan', expiresAt: days(-1) }), now).unlimited).toBe(false);
    expect(entitlements(state({ plan: 'agba' }), now).unlimited).toBe(false);
  });
});
