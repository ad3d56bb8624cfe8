import { describe, expect, it } from 'vitest';
import { planAccess, templateChoices } from './template-access';

const now = new Date('2026-03-01T00:00:00Z');

describe('template access', () => {
  it('treats a plan whose period ended as inactive', () => {
    const base = { subscriptionPlan: 'agba' as const, subscriptionStatus: 'active' as const };
    expect(planAccess({ ...base, subscriptionExpiresAt: '2026-04-01T00:00:00Z' }, now)).toEqual({
      id: 'agba',
      active: true,
    });
    expect(planAccess({ ...base, subscriptionExpiresAt: '2026-02-01T00:00:00Z' }, now).active).toBe(false);
    expect(
      planAccess({ ...base, subscriptionStatus: 'cancelled', subscriptionExpiresAt: null }, now).active,
    ).toBe(false);
  });

  it('locks the designs a plan lacks, with the reason', () => {
    const trial = templateChoices('resume', { id: 'free_trial', active: true });
    expect(trial.map((c) => [c.template.id, c.allowed])).toEqual([
      ['classic', true],
      ['modern', false],
      ['executive', false],
    ]);
    expect(trial[1]?.lockedReason).toMatch(/not included in your plan/);
    expect(trial[0]?.lockedReason).toBeNull();
    expect(templateChoices('resume', { id: 'agba', active: true }).every((c) => c.allowed)).toBe(true);
    expect(templateChoices('cover_letter', { id: 'jjc', active: true }).map((c) => c.allowed)).toEqual([
      true,
      true,
    ]);
  });
});
