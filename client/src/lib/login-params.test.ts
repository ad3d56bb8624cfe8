import { describe, expect, it } from 'vitest';
import { AUTH_SUCCESS_NOTICE, parseLoginParams, parseLoginTab, readLoginSearch } from './login-params';
import { SESSION_ENDED_NOTICE } from './session-gone';

describe('login page query parameters', () => {
  it('opens the password tab of the login mode when there are none', () => {
    expect(parseLoginParams({})).toEqual({
      mode: 'login',
      tab: 'password',
      resetToken: null,
      notice: null,
      recheckSession: false,
      hasParams: false,
    });
  });

  it('announces a server-side sign-in and re-checks the session', () => {
    const params = parseLoginParams({ auth: 'success' });
    expect(params.notice).toEqual({ tone: 'success', text: AUTH_SUCCESS_NOTICE });
    expect(params.recheckSession).toBe(true);
    expect(params.hasParams).toBe(true);
  });

  it('shows the message of a failed server-side sign-in', () => {
    expect(parseLoginParams({ auth: 'error', message: 'Access denied' }).notice).toEqual({
      tone: 'error',
      text: 'Access denied',
    });
    expect(parseLoginParams({ auth: 'error' }).notice?.text).toBe('Authentication failed');
  });

  it('opens the reset form for a token', () => {
    expect(parseLoginParams({ token: 'abc' })).toMatchObject({ mode: 'forgot-password', resetToken: 'abc' });
  });

  it('shows messages passed by redirects, as bad news when they say so', () => {
    expect(parseLoginParams({ message: 'Password reset successful' }).notice).toEqual({
      tone: 'success',
      text: 'Password reset successful',
    });
    expect(
      parseLoginParams({ message: 'Your magic link has expired. Please request a new one.' }).notice?.tone,
    ).toBe('error');
  });

  it('says why when the app sent the person here because the session ended elsewhere', () => {
    const params = parseLoginParams(readLoginSearch({ session: 'ended' }));
    expect(SESSION_ENDED_NOTICE).toBe('Your session has ended. Please sign in again.');
    expect(params.notice).toEqual({ tone: 'info', text: SESSION_ENDED_NOTICE });
    expect(params).toMatchObject({ mode: 'login', recheckSession: false });
    // The address bar is cleaned at once, so a reload does not say it again.
    expect(params.hasParams).toBe(true);
    expect(parseLoginParams(readLoginSearch({ session: 'whatever' })).notice).toBeNull();
  });

  it('selects a known tab and falls back to password', () => {
    expect(parseLoginTab('magic-link')).toBe('magic-link');
    expect(parseLoginTab('otp')).toBe('otp');
    expect(parseLoginTab('sms')).toBe('password');
    expect(parseLoginTab(undefined)).toBe('password');
  });

  it('keeps only known keys, as text, from the router search', () => {
    expect(readLoginSearch({ token: 123456, tab: 'otp', other: 'x', message: '' })).toEqual({
      token: '123456',
      tab: 'otp',
    });
  });
});
