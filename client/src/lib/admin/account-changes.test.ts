import type { AdminUserDto } from '@app/shared/admin/users';
import { describe, expect, it } from 'vitest';
import { type AccountChange, describeChange, lineText } from './account-changes';

const NOW = new Date('2026-11-28T09:00:00.000Z');

// Ada on Basic with 5 resumes and 8 cover letters left: the example.
const ada = (over: Partial<AdminUserDto> = {}): AdminUserDto => ({
  id: '6f1c2b7e-1111-4222-8333-444455556666',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Obi',
  fullName: 'Ada Obi',
  linkedinProfile: null,
  profileImageUrl: null,
  role: 'user',
  emailVerified: true,
  hasPassword: true,
  isActive: true,
  onboardingCompleted: true,
  subscriptionPlan: 'jjc',
  subscriptionStatus: 'active',
  subscriptionExpiresAt: '2026-12-10T12:00:00.000Z',
  quotaBalance: { coverLettersRemaining: 8, resumesRemaining: 5 },
  totalGenerated: { coverLettersGenerated: 3, resumesGenerated: 2 },
  isUnlimitedActive: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  lastLoginAt: null,
  planSource: 'payment',
  ...over,
});

const lines = (change: AccountChange) => describeChange(change, NOW).lines.map(lineText);

describe('the confirmation of a change to an account', () => {
  it('a plan change names the plan, the new expiry and the credits topped up', () => {
    const summary = describeChange({ kind: 'plan', user: ada(), plan: 'agba' }, NOW);
    expect(summary.title).toBe('Change the plan of Ada Obi?');
    expect(summary.description).toContain('Nothing is charged');
    expect(summary.description).toContain('granted by JobPadi');
    expect(summary.lines.map(lineText)).toEqual([
      'Plan: Basic → Pro',
      // 30 days from the moment asked, on West Africa Time.
      'Expires: 10 December 2026 → 28 December 2026',
      'Resumes: 5 left → 15 left (+10)',
      'Cover letters: 8 left → 25 left (+17)',
    ]);
    expect(summary.confirmLabel).toBe('Change to Pro');
  });

  it('never lowers the credits, says a lapsed plan becomes active, and the trial runs 7 days', () => {
    const user = ada({
      subscriptionStatus: 'inactive',
      quotaBalance: { coverLettersRemaining: 30, resumesRemaining: 0 },
    });
    expect(lines({ kind: 'plan', user, plan: 'free_trial' })).toEqual([
      'Plan: Basic → Free Trial',
      'Status: Inactive → Active',
      'Expires: 10 December 2026 → 5 December 2026',
      'Resumes: 0 left → 1 left (+1)',
      'Cover letters: 30 left → 30 left (no change)',
    ]);
  });

  it('an unlimited plan keeps the credits for after it ends', () => {
    expect(lines({ kind: 'plan', user: ada(), plan: 'idan' }).slice(2)).toEqual([
      'Resumes: 5 left → Unlimited while Elite runs (5 left after)',
      'Cover letters: 8 left → Unlimited while Elite runs (8 left after)',
    ]);
  });

  it('the same plan again is a new period', () => {
    expect(lines({ kind: 'plan', user: ada(), plan: 'jjc' })[0]).toBe('Plan: Basic → Basic (a new period)');
  });

  it('reset usage names the counts going to zero and the allowance replacing what is left', () => {
    const user = ada({ quotaBalance: { coverLettersRemaining: 1, resumesRemaining: 7 } });
    expect(lines({ kind: 'reset', user })).toEqual([
      'Resumes generated: 2 → 0',
      'Cover letters generated: 3 → 0',
      'Resumes: 7 left → 5 left (−2)',
      'Cover letters: 1 left → 8 left (+7)',
    ]);
  });

  it('credits: adding says what is added, setting replaces; the reason is shown', () => {
    const add = describeChange(
      {
        kind: 'credits',
        user: ada(),
        change: { mode: 'add', resumes: 3, reason: 'Two generations failed.' },
      },
      NOW,
    );
    expect(add.title).toBe('Add credits for Ada Obi?');
    expect(add.description).toContain('Adds 3 resumes to what is left');
    expect(add.lines.map(lineText)).toEqual(['Resumes: 5 left → 8 left (+3)']);
    expect(add.reason).toBe('Two generations failed.');
    const set = describeChange(
      {
        kind: 'credits',
        user: ada(),
        change: { mode: 'set', resumes: 0, coverLetters: 2, reason: 'Shared account.' },
      },
      NOW,
    );
    expect(set.lines.map(lineText)).toEqual([
      'Resumes: 5 left → 0 left (−5)',
      'Cover letters: 8 left → 2 left (−6)',
    ]);
    expect(set.confirmLabel).toBe('Set credits');
  });

  it('deactivation and removing the role read as warnings; activation and granting do not', () => {
    const off = describeChange({ kind: 'status', user: ada(), isActive: false }, NOW);
    expect(off).toMatchObject({ title: 'Deactivate the account of Ada Obi?', danger: true });
    expect(off.description).toContain('signed out everywhere');
    expect(off.lines.map(lineText)).toEqual(['Account: Active → Inactive']);
    expect(
      describeChange({ kind: 'status', user: ada({ isActive: false }), isActive: true }, NOW).danger,
    ).toBe(false);
    expect(lines({ kind: 'role', user: ada(), role: 'admin' })).toEqual(['Role: User → Administrator']);
    const demote = describeChange({ kind: 'role', user: ada({ role: 'admin' }), role: 'user' }, NOW);
    expect(demote).toMatchObject({ title: 'Remove Ada Obi from the administrators?', danger: true });
  });

  it('names a person without a name by their address', () => {
    const user = ada({ fullName: null, firstName: null, lastName: null });
    expect(describeChange({ kind: 'reset', user }, NOW).title).toBe('Reset the usage of ada@example.com?');
  });
});
