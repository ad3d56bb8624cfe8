import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, DEFAULT_ADMIN_TAB, tabFromHash } from './tabs';

describe('admin tabs', () => {
  it('lists the five tabs of the spec, Support (issue 15) and Audit log (issue 29), LLM management first and by default', () => {
    expect(ADMIN_TABS.map((t) => t.key)).toEqual([
      'llm-management',
      'prompts',
      'users',
      'analytics',
      'ai-monitoring',
      'support',
      'audit',
    ]);
    expect(DEFAULT_ADMIN_TAB).toBe('llm-management');
  });

  it('opens the tab a hash names, with or without the #', () => {
    expect(tabFromHash('#users')).toEqual({ tab: 'users', anchor: null });
    expect(tabFromHash('ai-monitoring')).toEqual({ tab: 'ai-monitoring', anchor: null });
    expect(tabFromHash('#Prompts')).toEqual({ tab: 'prompts', anchor: null });
  });

  it('opens LLM management at its providers for #llm-providers', () => {
    expect(tabFromHash('#llm-providers')).toEqual({ tab: 'llm-management', anchor: 'llm-providers' });
  });

  it('falls back to the default tab for no hash or an unknown one', () => {
    expect(tabFromHash('')).toEqual({ tab: 'llm-management', anchor: null });
    expect(tabFromHash('#nowhere')).toEqual({ tab: 'llm-management', anchor: null });
    expect(tabFromHash('#support')).toEqual({ tab: 'support', anchor: null });
    expect(tabFromHash('#%E0%A4%A')).toEqual({ tab: 'llm-management', anchor: null });
  });
});
