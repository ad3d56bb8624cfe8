import { DOCUMENT_TEMPLATES, templateAllowed } from '@app/shared/documents/templates';
import { COMING_SOON_LABEL, listPlans, PLANS } from '@app/shared/plans/catalogue';
import { describe, expect, it } from 'vitest';
import { formatAllowance, planAllowances, planCta, planDesigns, planPeriod } from './plan-display';

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

  it('lists the designs each plan includes: Modern and Letterhead from Basic, Executive from Pro', () => {
    const names = (plan: Parameters<typeof planDesigns>[0]) =>
      Object.fromEntries(planDesigns(plan).map((d) => [d.label, d.names]));
    expect(names('free_trial')).toEqual({ Resume: ['Classic'], 'Cover letter': ['Standard'] });
    expect(names('jjc')).toEqual({
      Resume: ['Classic', 'Modern'],
      'Cover letter': ['Standard', 'Letterhead'],
    });
    expect(names('agba')).toEqual({
      Resume: ['Classic', 'Modern', 'Executive'],
      'Cover letter': ['Standard', 'Letterhead'],
    });
    expect(names('idan')).toEqual(names('agba'));
  });

  it('lists exactly the designs the server lets an active plan choose', () => {
    for (const plan of listPlans()) {
      const listed = planDesigns(plan.id).flatMap((d) => d.names);
      const allowed = DOCUMENT_TEMPLATES.filter((t) => templateAllowed(t, { id: plan.id, active: true }));
      expect(listed.sort()).toEqual(allowed.map((t) => t.name).sort());
    }
  });
});
