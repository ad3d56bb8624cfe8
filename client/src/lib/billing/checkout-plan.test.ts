import { describe, expect, it } from 'vitest';
import { checkoutPlan } from './checkout-plan';

describe('checkout plan', () => {
  it('sells the purchasable plans', () => {
    const result = checkoutPlan('agba', false);
    expect(result.kind === 'plan' && result.plan.priceDisplay).toBe('₦20,000');
    expect(checkoutPlan('jjc', undefined).kind).toBe('plan');
  });

  it('sends unknown ids and the trial back to the plans', () => {
    expect(checkoutPlan('gold', false)).toEqual({ kind: 'redirect' });
    expect(checkoutPlan('free_trial', true)).toEqual({ kind: 'redirect' });
    expect(checkoutPlan('__proto__', false)).toEqual({ kind: 'redirect' });
  });

  it('sells idan only when the setting opens it, and waits until that is known', () => {
    expect(checkoutPlan('idan', undefined)).toEqual({ kind: 'wait' });
    expect(checkoutPlan('idan', false)).toEqual({ kind: 'redirect' });
    expect(checkoutPlan('idan', true).kind).toBe('plan');
  });
});
