import { describe, expect, it } from 'vitest';
import { planCallback, readCallbackSearch } from './oauth-callback';

describe('OAuth callback', () => {
  it("reports the provider's error first", () => {
    expect(planCallback({ error: 'access_denied', code: 'c', state: 's' })).toEqual({
      kind: 'fail',
      message: 'Authentication failed: access_denied',
    });
  });

  it('needs an authorization code', () => {
    expect(planCallback({ state: 's' })).toEqual({
      kind: 'fail',
      message: 'Authorization code missing from callback',
    });
  });

  it('exchanges the code with google by default', () => {
    expect(planCallback({ code: 'c', state: 's' })).toEqual({
      kind: 'exchange',
      provider: 'google',
      code: 'c',
      state: 's',
    });
  });

  it('refuses unknown providers and a missing state', () => {
    expect(planCallback({ code: 'c', state: 's', provider: 'myspace' }).kind).toBe('fail');
    expect(planCallback({ code: 'c' }).kind).toBe('fail');
  });

  it('reads the parameters as text', () => {
    expect(readCallbackSearch({ code: 4, state: 'x', scope: 'email' })).toEqual({
      code: '4',
      state: 'x',
    });
  });
});
