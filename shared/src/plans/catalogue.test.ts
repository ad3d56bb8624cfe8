import { describe, expect, it } from 'vitest';
import { getPlan, listPlans, PLANS, toKobo } from './catalogue.js';

describe('plan catalogue', () => {
  it('holds the allowances and prices DECISIONS.md fixes', () => {
    expect(PLANS.free_trial.limits).toEqual({ coverLetters: 2, resumes: 1, isUnlimited: false });
    expect([PLANS.jjc.price, PLANS.jjc.limits.coverLetters, PLANS.jjc.limits.resumes]).toEqual([
      10_000, 8, 5,
    ]);
    expect([PLANS.agba.price, PLANS.agba.limits.coverLetters, PLANS.agba.limits.resumes]).toEqual([
      20_000, 25, 15,
    ]);
    expect(PLANS.idan.limits).toEqual({ coverLetters: -1, resumes: -1, isUnlimited: true });
    expect(PLANS.agba.popular).toBe(true);
    expect(PLANS.jjc.priceDisplay).toBe('₦10,000');
  });

  it('keeps Elite off sale unless the setting opens it', () => {
    expect(listPlans().find((p) => p.id === 'idan')?.purchasable).toBe(false);
    expect(listPlans({ idanPurchasable: true }).find((p) => p.id === 'idan')?.purchasable).toBe(true);
    expect(PLANS.idan.purchasable).toBe(false);
  });

  it('falls back to the free trial for an unknown plan id', () => {
    expect(getPlan('platinum').id).toBe('free_trial');
    expect(getPlan(undefined).id).toBe('free_trial');
    expect(getPlan('agba').id).toBe('agba');
  });

  it('converts Naira to kobo for the payment provider', () => {
    expect(toKobo(PLANS.jjc.price)).toBe(1_000_000);
  });
});
