import { describe, expect, it } from 'vitest';
import { sameSitePath } from './return-to.js';

describe('sameSitePath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(sameSitePath('/documents?tab=resumes#top')).toBe('/documents?tab=resumes#top');
    expect(sameSitePath('/generate', 'http://jobpadi.test')).toBe('/generate');
  });

  it('returns the normalised path, which is what gets followed', () => {
    expect(sameSitePath('/a/./b/../c')).toBe('/a/c');
    expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('refuses paths that normalise to another site', () => {
    for (const value of [
      '/.//evil.example',
      '/a/..//evil.example',
      '/a/%2e%2e//evil.example',
      '/./\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'dashboard',
      '',
      null,
      42,
    ])
      expect(sameSitePath(value), JSON.stringify(value)).toBeNull();
  });

  it('refuses absurdly long values', () => {
    expect(sameSitePath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});
