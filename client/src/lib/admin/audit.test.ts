import type { AuditRowDto } from '@app/shared/admin/audit';
import { describe, expect, it } from 'vitest';
import { ACTION_FILTER_OPTIONS, actionLabel, auditSentence, filtersFromSearch } from './audit';

const ADA = { id: '2f1c8e4e-8f57-4a52-9d36-0a1f2b3c4d5e', name: 'Ada Obi', email: 'ada@example.com' };
const entry = (over: Partial<AuditRowDto>): AuditRowDto => ({
  id: 'e1',
  createdAt: '2026-11-28T10:00:00.000Z',
  action: 'user.plan',
  actor: { id: 'a1', name: 'Grace Admin', email: 'grace@jobpadi.test' },
  targetType: 'user',
  targetId: ADA.id,
  person: ADA,
  summary: 'Changed the plan of ada@example.com from Free Trial to Basic',
  before: { plan: 'free_trial' },
  after: { plan: 'jjc' },
  reason: null,
  ...over,
});

describe('audit log', () => {
  it('names every known action, the credits ones included, and reads an unknown one', () => {
    expect(actionLabel('user.plan')).toBe('Plan changed');
    expect(actionLabel('support.reply')).toBe('Support reply');
    expect(actionLabel('user.credits_add')).toBe('Credits added');
    expect(actionLabel('user.credits_set')).toBe('Credits set');
    expect(actionLabel('user.credits.add')).toBe('Credits added');
    expect(actionLabel('user.credits.set')).toBe('Credits set');
    expect(actionLabel('user.trial_extend')).toBe('User trial extend');
    expect(actionLabel('')).toBe('Administrator action');
    // No filter choice falls back to the raw name: each known action has its own label.
    for (const option of ACTION_FILTER_OPTIONS) expect(option.label).not.toMatch(/\./);
  });

  it('writes a plan change with the person and the plans by name', () => {
    expect(auditSentence(entry({}))).toBe('Changed plan of Ada Obi from Free Trial to Basic');
  });

  it('names the person instead of their e-mail in the stored sentence', () => {
    expect(
      auditSentence(
        entry({ action: 'support.reply', summary: 'Replied to ada@example.com in support', before: null }),
      ),
    ).toBe('Replied to Ada Obi in support');
    // No name given: the e-mail stays; a deleted account: the sentence as written.
    expect(
      auditSentence(
        entry({
          action: 'user.reset_usage',
          person: { ...ADA, name: null },
          summary: 'Reset the usage of ada@example.com',
        }),
      ),
    ).toBe('Reset the usage of ada@example.com');
    expect(auditSentence(entry({ person: null }))).toBe(
      'Changed the plan of ada@example.com from Free Trial to Basic',
    );
  });

  it('reads the filters from the address, leaving out values the server would refuse', () => {
    expect(filtersFromSearch({ admin: ADA.id.toUpperCase(), user: ADA.id, action: 'user.plan' })).toEqual({
      admin: ADA.id,
      user: ADA.id,
      action: 'user.plan',
    });
    expect(filtersFromSearch({ admin: 'grace', user: 42, action: 'user.hack' })).toEqual({});
  });
});
