import { COMING_SOON_LABEL, listPlans, PLANS } from '@app/shared/plans/catalogue';
import { describe, expect, it } from 'vitest';
import { formatAllowance, planAllowances, planCta, planPeriod } from './plan-display';

describe('plan display', () => {
  it('shows unlimited allowances as Unlimited, whether flagged or -1', () => {
    expect(formatAllowance(8)).toBe('8');
    expect(formatAllowance(-1)).toBe('Unlimited');
    expect(formatAllowance(25, true)).toBe('Unlimited');
  });

  it('reads allowances from the catalogue limits', () => {
    expect(planAllowances(PLANS.jjc)).toEqual([
      { label: 'Cover letters', value: '8' },
      { label: 'Resumes', value: '5' },
    ]);
    expect(planAllowances(PLANS.idan).map((a) => a.value)).toEqual(['Unlimited', 'Unlimited']);
  });

  it('prices the trial for its days and paid plans per month', () => {
    expect(planPeriod(PLANS.free_trial)).toBe('for 7 days');
    expect(planPeriod(PLANS.agba)).toBe('/month');
  });

  it('sends the trial and purchasable plans to the sign-up form and marks Elite Coming Soon', () => {
    const [trial, basic, pro, elite] = listPlans().map(planCta);
    expect(trial).toEqual({ kind: 'link', label: 'Start Free Trial', href: '/register' });
    expect(basic).toEqual({ kind: 'link', label: 'Choose Basic', href: '/register' });
    expect(pro).toMatchObject({ kind: 'link', href: '/register' });
    expect(elite).toEqual({ kind: 'disabled', label: COMING_SOON_LABEL });
  });

  it('opens Elite for sale once the setting makes it purchasable', () => {
    const elite = listPlans({ idanPurchasable: true }).find((p) => p.id === 'idan');
    expect(elite && planCta(elite)).toEqual({ kind: 'link', label: 'Choose Elite', href: '/register' });
  });
});
