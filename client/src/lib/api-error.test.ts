import { describe, expect, it } from 'vitest';
import {
  errorCode,
  errorMessage,
  isNetworkError,
  NETWORK_ERROR,
  restErrorCode,
  restErrorMessage,
} from './api-error';

const serverError = (message: string, appCode: string | null = null) => ({
  message,
  shape: { message, code: -32600, data: { appCode } },
  data: { appCode, details: null },
});

describe('api errors', () => {
  it("shows the server's message", () => {
    expect(errorMessage(serverError('Invalid email or password'), 'Login failed')).toBe(
      'Invalid email or password',
    );
  });

  it('falls back to the screen wording when the server gave none', () => {
    expect(errorMessage(serverError(''), 'Login failed')).toBe('Login failed');
  });

  it('says network error when no answer came from the server', () => {
    const offline = { message: 'Failed to fetch', shape: undefined };
    expect(isNetworkError(offline)).toBe(true);
    expect(errorMessage(offline, 'Login failed')).toBe(NETWORK_ERROR);
    expect(errorMessage(offline, 'x', 'Network error during authentication')).toBe(
      'Network error during authentication',
    );
    expect(errorMessage('boom', 'x')).toBe(NETWORK_ERROR);
  });

  it('reads the first issue of a refused input instead of raw JSON', () => {
    const issues = JSON.stringify([{ path: ['email'], message: 'Invalid email address' }]);
    expect(errorMessage(serverError(issues), 'x')).toBe('Invalid email address');
    expect(errorMessage(serverError('[not json'), 'x')).toBe('[not json');
  });

  it('exposes the application error code', () => {
    expect(errorCode(serverError('Slow down', 'RATE_LIMITED'))).toBe('RATE_LIMITED');
    expect(errorCode(new Error('x'))).toBeNull();
  });

  it('reads a REST error body: the sentence from error or message, the code from code', () => {
    const body = {
      error: 'Invalid email or password',
      message: 'Invalid email or password',
      code: 'UNAUTHENTICATED',
    };
    expect(restErrorCode(body)).toBe('UNAUTHENTICATED');
    expect(restErrorMessage(body, 'Login failed')).toBe('Invalid email or password');
  });

  it('never shows a machine code as the sentence, and still reads an older body', () => {
    const older = { error: 'UNAUTHENTICATED', message: 'You need to be logged in to access this page.' };
    expect(restErrorCode(older)).toBe('UNAUTHENTICATED');
    expect(restErrorMessage(older, 'x')).toBe('You need to be logged in to access this page.');
    expect(restErrorMessage({ error: 'FORBIDDEN' }, 'Login failed')).toBe('Login failed');
    expect(restErrorMessage(null, 'Login failed')).toBe('Login failed');
    expect(restErrorMessage('<html>', 'Login failed')).toBe('Login failed');
    expect(restErrorCode({ error: 'Not found' })).toBeNull();
    expect(restErrorCode(undefined)).toBeNull();
  });
});
