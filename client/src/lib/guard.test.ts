import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard';

const verified = { emailVerified: true };
const unverified = { emailVerified: false };

describe('guardDecision', () => {
  it('waits while the session is being checked', () => {
    expect(guardDecision('loading', null, false)).toBe('loading');
    expect(guardDecision('loading', verified, true)).toBe('loading');
  });

  it('sends signed-out visitors to login', () => {
    expect(guardDecision('unauthenticated', null, false)).toBe('redirect-login');
    expect(guardDecision('authenticated', null, false)).toBe('redirect-login');
  });

  it('sends unverified users to verification only where the page requires it', () => {
    expect(guardDecision('authenticated', unverified, true)).toBe('redirect-verify');
    expect(guardDecision('authenticated', unverified, false)).toBe('allow');
    expect(guardDecision('authenticated', verified, true)).toBe('allow');
  });
});
