import {
  type CreditsChange,
  creditsEffect,
  planChangeEffect,
  resetUsageEffect,
} from '@app/shared/admin/account-changes';
import type { AdminUserDto } from '@app/shared/admin/users';
import { countOf } from '@app/shared/format/count';
import { getPlan, type PlanId } from '@app/shared/plans/catalogue';
import { formatLongDate } from '../format-date';
import { displayName, subscriptionStatusLabel } from './users';

/**
 * The confirmation every change to an account asks first (issue 29): what changes, from what to
 * what, worked out by the same shared rules the server applies. Nothing here acts.
 */

/** An administrator's change, waiting for a yes. */
export type AccountChange =
  | { kind: 'plan'; user: AdminUserDto; plan: PlanId }
  | { kind: 'status'; user: AdminUserDto; isActive: boolean }
  | { kind: 'role'; user: AdminUserDto; role: 'user' | 'admin' }
  | { kind: 'reset'; user: AdminUserDto }
  | { kind: 'credits'; user: AdminUserDto; change: CreditsChange & { reason: string } };

/** One line of the confirmation: "Resumes: 8 left → 25 left". */
export interface ChangeLine {
  label: string;
  from: string;
  to: string;
}

export interface ChangeSummary {
  title: string;
  /** What the change means beyond the lines (signed out, nothing charged…). */
  description: string;
  lines: ChangeLine[];
  /** The reason the administrator gave, when the change takes one. */
  reason?: string;
  confirmLabel: string;
  /** Taking something away (deactivating, removing the role): the button reads as a warning. */
  danger: boolean;
}

const who = (user: AdminUserDto) => displayName(user) ?? user.email;
const left = (n: number) => `${n} left`;
const date = (value: Date | string | null) => (value ? formatLongDate(new Date(value)) : 'No date');
const roleLabel = (role: string) => (role.includes('admin') ? 'Administrator' : 'User');

/** A credits line; `unlimited` names the plan that makes them unlimited while it runs. */
function creditLine(label: string, from: number, to: number, unlimited?: string): ChangeLine {
  if (unlimited)
    return { label, from: left(from), to: `Unlimited while ${unlimited} runs (${left(to)} after)` };
  if (from === to) return { label, from: left(from), to: `${left(to)} (no change)` };
  const delta = to - from;
  return { label, from: left(from), to: `${left(to)} (${delta > 0 ? '+' : '−'}${Math.abs(delta)})` };
}

/** A generated count going back to zero. */
const countLine = (label: string, from: number): ChangeLine => ({
  label,
  from: String(from),
  to: from === 0 ? '0 (no change)' : '0',
});

function planSummary(user: AdminUserDto, planId: PlanId, now: Date): ChangeSummary {
  const from = getPlan(user.subscriptionPlan);
  const to = getPlan(planId);
  const effect = planChangeEffect(user.quotaBalance, to.id, now);
  const unlimited = to.limits.isUnlimited ? to.name : undefined;
  const lines: ChangeLine[] = [
    {
      label: 'Plan',
      from: from.name,
      to: from.id === to.id ? `${to.name} (a new period)` : to.name,
    },
  ];
  if (user.subscriptionStatus !== 'active')
    lines.push({ label: 'Status', from: subscriptionStatusLabel(user.subscriptionStatus), to: 'Active' });
  lines.push(
    { label: 'Expires', from: date(user.subscriptionExpiresAt), to: date(effect.expiresAt) },
    creditLine('Resumes', user.quotaBalance.resumesRemaining, effect.resumesRemaining, unlimited),
    creditLine(
      'Cover letters',
      user.quotaBalance.coverLettersRemaining,
      effect.coverLettersRemaining,
      unlimited,
    ),
  );
  return {
    title: `Change the plan of ${who(user)}?`,
    description: `Nothing is charged. ${who(user)} sees the plan as granted by JobPadi, and the credits left become at least the ${to.name} allowance.`,
    lines,
    confirmLabel: `Change to ${to.name}`,
    danger: false,
  };
}

function resetSummary(user: AdminUserDto): ChangeSummary {
  const plan = getPlan(user.subscriptionPlan);
  const after = resetUsageEffect(user.quotaBalance, plan.id);
  const unlimited = plan.limits.isUnlimited ? plan.name : undefined;
  const { resumesGenerated, coverLettersGenerated } = user.totalGenerated;
  return {
    title: `Reset the usage of ${who(user)}?`,
    description: plan.limits.isUnlimited
      ? `The generated counts start again from zero. The plan and its expiry stay as they are.`
      : `The generated counts start again from zero and the credits left go back to the ${plan.name} allowance, whatever is left now. The plan and its expiry stay as they are.`,
    lines: [
      countLine('Resumes generated', resumesGenerated),
      countLine('Cover letters generated', coverLettersGenerated),
      creditLine('Resumes', user.quotaBalance.resumesRemaining, after.resumesRemaining, unlimited),
      creditLine(
        'Cover letters',
        user.quotaBalance.coverLettersRemaining,
        after.coverLettersRemaining,
        unlimited,
      ),
    ],
    confirmLabel: 'Reset Usage',
    danger: false,
  };
}

function creditsSummary(user: AdminUserDto, change: CreditsChange & { reason: string }): ChangeSummary {
  const after = creditsEffect(user.quotaBalance, change);
  const lines: ChangeLine[] = [];
  if (change.resumes !== undefined)
    lines.push(creditLine('Resumes', user.quotaBalance.resumesRemaining, after.resumesRemaining));
  if (change.coverLetters !== undefined)
    lines.push(
      creditLine('Cover letters', user.quotaBalance.coverLettersRemaining, after.coverLettersRemaining),
    );
  const added = [
    change.resumes ? countOf(change.resumes, 'resume') : null,
    change.coverLetters ? countOf(change.coverLetters, 'cover letter') : null,
  ].filter(Boolean);
  return {
    title: change.mode === 'add' ? `Add credits for ${who(user)}?` : `Set the credits of ${who(user)}?`,
    description: `${
      change.mode === 'add'
        ? `Adds ${added.join(' and ')} to what is left this period.`
        : 'Replaces what is left this period with the numbers below.'
    } The plan and its expiry stay as they are.${
      user.isUnlimitedActive
        ? ` While the ${getPlan(user.subscriptionPlan).name} plan runs, generating is unlimited; these credits count after it ends.`
        : ''
    }`,
    lines,
    reason: change.reason.trim(),
    confirmLabel: change.mode === 'add' ? 'Add credits' : 'Set credits',
    danger: false,
  };
}

/** The confirmation for a change, as of `now` (the new expiry counts from the moment asked). */
export function describeChange(change: AccountChange, now: Date = new Date()): ChangeSummary {
  const { user } = change;
  switch (change.kind) {
    case 'plan':
      return planSummary(user, change.plan, now);
    case 'reset':
      return resetSummary(user);
    case 'credits':
      return creditsSummary(user, change.change);
    case 'status':
      return change.isActive
        ? {
            title: `Activate the account of ${who(user)}?`,
            description: `${who(user)} can sign in again, with the plan and credits the account had.`,
            lines: [{ label: 'Account', from: 'Inactive', to: 'Active' }],
            confirmLabel: 'Activate Account',
            danger: false,
          }
        : {
            title: `Deactivate the account of ${who(user)}?`,
            description: `${who(user)} is signed out everywhere at once and cannot sign in until an administrator activates the account again. Nothing is deleted.`,
            lines: [{ label: 'Account', from: 'Active', to: 'Inactive' }],
            confirmLabel: 'Deactivate Account',
            danger: true,
          };
    case 'role':
      return change.role === 'admin'
        ? {
            title: `Make ${who(user)} an administrator?`,
            description: `${who(user)} will be able to open the admin console: change plans, credits and accounts, and the AI settings.`,
            lines: [{ label: 'Role', from: roleLabel(user.role), to: 'Administrator' }],
            confirmLabel: 'Make administrator',
            danger: false,
          }
        : {
            title: `Remove ${who(user)} from the administrators?`,
            description: `${who(user)} can no longer open the admin console.`,
            lines: [{ label: 'Role', from: roleLabel(user.role), to: 'User' }],
            confirmLabel: 'Remove administrator',
            danger: true,
          };
  }
}

/** The line as one sentence, for a screen reader or a test: "Resumes: 8 left → 25 left (+17)". */
export const lineText = (line: ChangeLine): string => `${line.label}: ${line.from} → ${line.to}`;
