import { describe, expect, it } from 'vitest';
import { memoryStorage, throwingStorage } from './memory-storage.test-helper';
import {
  peekReturnPath,
  RETURN_PATH_KEY,
  rememberReturnPath,
  safeReturnPath,
  takeReturnPath,
} from './return-path';

describe('return path', () => {
  it('accepts same-site paths with their query and hash', () => {
    expect(safeReturnPath('/documents?tab=resumes#top')).toBe('/documents?tab=resumes#top');
  });

  it('refuses other sites, protocol-relative and backslash tricks, and empty values', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'dashboard',
      '',
      null,
    ])
      expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses paths that only normalise to another site, and control-character tricks', () => {
    for (const value of [
      '/.//evil.example',
      '/a/..//evil.example',
      '/a/%2e%2e//evil.example',
      '/./\\evil.example',
      '/\t/evil.example',
      '/\r\n/evil.example',
    ])
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
  });

  it('hands back the normalised path, and refuses a sign-in page reached by dot segments', () => {
    expect(safeReturnPath('/documents/./list/../all?x=1')).toBe('/documents/all?x=1');
    expect(safeReturnPath('/dashboard/../login')).toBeNull();
  });

  it('does not remember a path that normalises to another site', () => {
    const storage = memoryStorage();
    rememberReturnPath(storage, '/a/..//evil.example');
    expect(storage.data.size).toBe(0);
    storage.setItem(RETURN_PATH_KEY, '/.//evil.example');
    expect(takeReturnPath(storage)).toBeNull();
  });

  it('refuses sign-in pages, which would loop', () => {
    for (const value of ['/login', '/login?tab=otp', '/auth/callback?code=1', '/verify-email', '/magic-link'])
      expect(safeReturnPath(value)).toBeNull();
    expect(safeReturnPath('/loginhelp')).toBe('/loginhelp');
  });

  it('is remembered once and forgotten when taken', () => {
    const storage = memoryStorage();
    rememberReturnPath(storage, '/subscription');
    expect(peekReturnPath(storage)).toBe('/subscription');
    expect(takeReturnPath(storage)).toBe('/subscription');
    expect(storage.data.has(RETURN_PATH_KEY)).toBe(false);
    expect(takeReturnPath(storage)).toBeNull();
  });

  it('does not store unsafe paths and tolerates blocked storage', () => {
    const storage = memoryStorage();
    rememberReturnPath(storage, '//evil.example');
    expect(storage.data.size).toBe(0);
    expect(() => rememberReturnPath(throwingStorage, '/dashboard')).not.toThrow();
    expect(takeReturnPath(throwingStorage)).toBeNull();
    expect(peekReturnPath(undefined)).toBeNull();
  });
});
