import { describe, expect, it } from 'vitest';
import { deviceCookieName, secureCookies, sessionCookieName } from './cookies.js';

describe('secure cookies', () => {
  it('are Secure and __Host- prefixed in production', () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL: undefined } as const;
    expect(secureCookies(env)).toBe(true);
    expect(sessionCookieName(env)).toBe('__Host-session');
    expect(deviceCookieName(env)).toBe('__Host-device');
  });

  it('are Secure wherever the public address is https, whatever NODE_ENV says', () => {
    const env = { NODE_ENV: 'development', PUBLIC_URL: 'https://jobpadi.example' } as const;
    expect(secureCookies(env)).toBe(true);
    expect(sessionCookieName(env)).toBe('__Host-session');
  });

  it('stay plain on a local http address in development (browsers drop Secure cookies there)', () => {
    for (const PUBLIC_URL of [undefined, 'http://localhost:3000']) {
      const env = { NODE_ENV: 'development', PUBLIC_URL } as const;
      expect(secureCookies(env)).toBe(false);
      expect(sessionCookieName(env)).toBe('session');
      expect(deviceCookieName(env)).toBe('device');
    }
  });
});
