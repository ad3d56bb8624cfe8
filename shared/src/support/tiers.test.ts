import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '../plans/catalogue.js';
import { supportTierOf } from './tiers.js';

describe('support tiers (spec 01 §6)', () => {
  it('gives each plan its tier and promised response time', () => {
    expect(
      PLAN_IDS.map((plan) => [plan, supportTierOf(plan).name, supportTierOf(plan).responseTime]),
    ).toEqual([
      ['free_trial', 'Basic Support', 'within 24 hours'],
      ['jjc', 'Standard Support', 'within 30 minutes'],
      ['agba', 'Pro Support', 'within 5 minutes'],
      ['idan', 'Priority Support', 'immediate'],
    ]);
  });

  it('treats any other plan as Basic Support, answered last', () => {
    expect(supportTierOf('something_else')).toMatchObject({ name: 'Basic Support', priority: 3 });
    expect(supportTierOf('idan').priority).toBeLessThan(supportTierOf('agba').priority);
  });
});
