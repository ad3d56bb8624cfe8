import { describe, expect, it } from 'vitest';
import { ACCOUNT_ITEMS, mainNavItems } from './nav-items';

describe('signed-in navigation', () => {
  it('shows the five main areas to every user', () => {
    expect(mainNavItems({ role: 'user' }).map((i) => i.label)).toEqual([
      'Dashboard',
      'Generate',
      'Documents',
      'Applications',
      'Subscription',
    ]);
  });

  it('adds Admin when the role contains admin', () => {
    expect(mainNavItems({ role: 'admin' }).at(-1)).toMatchObject({ to: '/admin', label: 'Admin' });
    expect(mainNavItems({ role: 'super_admin' }).map((i) => i.to)).toContain('/admin');
    expect(mainNavItems(null).map((i) => i.to)).not.toContain('/admin');
  });

  it('lists the account links of the user menu in order', () => {
    expect(ACCOUNT_ITEMS.map((i) => i.to)).toEqual([
      '/profile',
      '/settings',
      '/change-password',
      '/subscription',
    ]);
  });
});
