import { listPlans, PLANS } from '@app/shared/plans/catalogue';
import { describe, expect, it } from 'vitest';
import { planAction, planChange } from './plan-change';

describe('plan change labels', () => {
  it('ranks jjc < agba < idan', () => {
    expect(planChange('jjc', 'agba')).toBe('Upgrade');
    expect(planChange('jjc', 'idan')).toBe('Upgrade');
    expect(planChange('idan', 'agba')).toBe('Downgrade');
    expect(planChange('agba', 'jjc')).toBe('Downgrade');
    expect(planChange('agba', 'agba')).toBe('Switch');
  });
});

describe('plan card actions', () => {
  it('lets the trial choose a first plan by name', () => {
    expect(planAction(PLANS.agba, { current: 'free_trial', active: true })).toEqual({
      kind: 'buy',
      label: 'Choose Pro',
      planId: 'agba',
    });
  });

  it('labels other plans of a paid user by rank', () => {
    const ctx = { current: 'agba', active: true } as const;
    expect(planAction(PLANS.jjc, ctx)).toMatchObject({ kind: 'buy', label: 'Downgrade', planId: 'jjc' });
    const elite = listPlans({ idanPurchasable: true }).find((p) => p.id === 'idan');
    expect(elite && planAction(elite, ctx)).toMatchObject({ kind: 'buy', label: 'Upgrade', planId: 'idan' });
  });

  it('marks the running plan and offers it again once it has lapsed', () => {
    expect(planAction(PLANS.jjc, { current: 'jjc', active: true })).toEqual({
      kind: 'current',
      label: 'Current Plan',
    });
    expect(planAction(PLANS.jjc, { current: 'jjc', active: false })).toEqual({
      kind: 'buy',
      label: 'Renew',
      planId: 'jjc',
    });
  });

  it('shows Elite as Coming Soon until it is on sale', () => {
    expect(planAction(PLANS.idan, { current: 'agba', active: true })).toEqual({
      kind: 'unavailable',
      label: 'Coming Soon',
    });
  });
});
