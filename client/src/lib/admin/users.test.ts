import type { AdminUserDetailDto } from '@app/shared/admin/users';
import { describe, expect, it } from 'vitest';
import {
  displayName,
  listInput,
  PLAN_FILTER_OPTIONS,
  pagination,
  subscriptionStatusLabel,
  userDetailRows,
} from './users';

const user = (over: Partial<AdminUserDetailDto> = {}): AdminUserDetailDto => ({
  id: '6f1c2b7e-1111-4222-8333-444455556666',
  email: 'ada@example.com',
  firstName: null,
  lastName: null,
  fullName: null,
  linkedinProfile: null,
  profileImageUrl: null,
  role: 'user',
  emailVerified: true,
  hasPassword: true,
  isActive: true,
  onboardingCompleted: true,
  subscriptionPlan: 'agba',
  subscriptionStatus: 'active',
  subscriptionExpiresAt: '2025-12-20T12:00:00.000Z',
  quotaBalance: { coverLettersRemaining: 20, resumesRemaining: 10 },
  totalGenerated: { coverLettersGenerated: 5, resumesGenerated: 2 },
  isUnlimitedActive: false,
  createdAt: '2025-11-01T12:00:00.000Z',
  updatedAt: '2025-11-21T12:00:00.000Z',
  lastLoginAt: null,
  planSource: 'payment',
  documents: 7,
  generations: 6,
  liveSessions: 1,
  ...over,
});

describe('user management', () => {
  it('filters by the catalogue plan names', () => {
    expect(PLAN_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'All Plans',
      'Free Trial',
      'Basic',
      'Pro',
      'Elite',
    ]);
  });

  it('asks for 10 a page, without a blank search or the All Plans filter', () => {
    expect(listInput(1, '  ', 'all')).toEqual({ page: 1, limit: 10 });
    expect(listInput(3, ' ada ', 'agba')).toEqual({ page: 3, limit: 10, search: 'ada', plan: 'agba' });
  });

  it("shows 'Page x of y' only with more than one page", () => {
    expect(pagination(1, 1)).toBeNull();
    expect(pagination(1, 0)).toBeNull();
    expect(pagination(1, 3)).toEqual({ label: 'Page 1 of 3', hasPrevious: false, hasNext: true });
    expect(pagination(3, 3)).toEqual({ label: 'Page 3 of 3', hasPrevious: true, hasNext: false });
  });

  it('shows a status that is not active as Inactive', () => {
    expect(subscriptionStatusLabel('active')).toBe('Active');
    expect(subscriptionStatusLabel('inactive')).toBe('Inactive');
    expect(subscriptionStatusLabel(null)).toBe('Inactive');
  });

  it('names a user by full name, else first and last, else nothing', () => {
    expect(displayName(user({ fullName: 'Ada Obi' }))).toBe('Ada Obi');
    expect(displayName(user({ firstName: 'Ada', lastName: null }))).toBe('Ada');
    expect(displayName(user())).toBeNull();
  });

  it("lists every field of the details modal, 'Not provided' for a missing name", () => {
    const rows = Object.fromEntries(userDetailRows(user()).map((r) => [r.label, r.value]));
    expect(rows).toMatchObject({
      'Full name': 'Not provided',
      Email: 'ada@example.com',
      'User ID': '6f1c2b7e-1111-4222-8333-444455556666',
      Account: 'Active',
      Plan: 'Pro',
      'Subscription status': 'Active',
      Expires: '20 December 2025',
      'Cover letters generated': '5',
      'Resumes optimized': '2',
      Joined: '1 November 2025',
      'Signed in now': '1 session',
      'Last sign-in': 'Never',
    });
    // On the administrator's clock: West Africa Time until they choose another.
    expect(rows['Last updated']).toBe('21 November 2025 at 1:00 PM');
    const trial = Object.fromEntries(
      userDetailRows(user({ subscriptionPlan: 'free_trial', subscriptionExpiresAt: null })).map((r) => [
        r.label,
        r.value,
      ]),
    );
    expect(trial['Trial ends']).toBe('Not provided');
  });

  it('shows the credits left and where the plan came from', () => {
    const rows = (over: Partial<AdminUserDetailDto>) =>
      Object.fromEntries(userDetailRows(user(over)).map((r) => [r.label, r.value]));
    expect(rows({})).toMatchObject({
      'Plan from': 'Card payment',
      'Resumes left': '10',
      'Cover letters left': '20',
    });
    expect(rows({ planSource: 'admin' })['Plan from']).toBe('Granted by JobPadi');
    expect(rows({ subscriptionPlan: 'idan', isUnlimitedActive: true })['Resumes left']).toBe(
      'Unlimited (10 after the plan ends)',
    );
  });
});
