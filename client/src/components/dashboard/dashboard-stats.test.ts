import type { UserDto } from '@app/shared/auth/user';
import { describe, expect, it } from 'vitest';
import { dashboardStats } from './dashboard-stats';

const user = (over: Partial<UserDto> = {}): UserDto =>
  ({
    subscriptionPlan: 'jjc',
    subscriptionStatus: 'active',
    subscriptionExpiresAt: '2026-01-31T12:00:00.000Z',
    quotaBalance: { coverLettersRemaining: 6, resumesRemaining: -1 },
    totalGenerated: { coverLettersGenerated: 2, resumesGenerated: 5 },
    isUnlimitedActive: false,
    ...over,
  }) as UserDto;

const values = (u: UserDto) => Object.fromEntries(dashboardStats(u).map((c) => [c.key, c.value]));

describe('dashboard stats', () => {
  it('shows credits left (floored at 0), the plan name and the status', () => {
    expect(values(user())).toEqual({ coverLetters: '6', resumes: '0', plan: 'Basic', status: 'Active' });
  });

  it('shows ∞ for an unlimited plan', () => {
    const v = values(user({ subscriptionPlan: 'idan', isUnlimitedActive: true }));
    expect([v.coverLetters, v.resumes, v.plan]).toEqual(['∞', '∞', 'Elite']);
  });

  it("names the plan's class, or the trial's length", () => {
    expect(dashboardStats(user()).find((c) => c.key === 'plan')?.detail).toBe('Economy');
    expect(
      dashboardStats(user({ subscriptionPlan: 'free_trial' })).find((c) => c.key === 'plan')?.detail,
    ).toBe('7-day trial');
  });

  it('reads anything but active as Inactive', () => {
    expect(values(user({ subscriptionStatus: 'cancelled' })).status).toBe('Inactive');
    expect(values(user({ subscriptionStatus: 'inactive' })).status).toBe('Inactive');
  });

  it('says until when the plan is active', () => {
    const status = dashboardStats(user()).find((c) => c.key === 'status');
    expect(status?.detail).toBe('Active until 31 January 2026');
    expect(dashboardStats(user({ subscriptionExpiresAt: null })).at(-1)?.detail).toBe('No expiry date');
  });
});
