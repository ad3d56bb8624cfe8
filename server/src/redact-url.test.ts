import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('replaces secret query values and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/trpc/auth.validateResetToken?batch=1&input=%7B%220%22%3A%7B%7D%7D')).toBe(
      '/trpc/auth.validateResetToken?batch=1&input=[redacted]',
    );
    expect(redactUrl('/auth/callback?code=c&state=s&provider=google')).toBe(
      '/auth/callback?code=[redacted]&state=[redacted]&provider=google',
    );
    expect(redactUrl('/x?%74oken=abc&TOKEN=d')).toBe('/x?%74oken=[redacted]&TOKEN=[redacted]');
  });

  it('leaves URLs without secrets alone, malformed escapes included', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/x?a=%E0%A4%A&flag')).toBe('/x?a=%E0%A4%A&flag');
  });
});
