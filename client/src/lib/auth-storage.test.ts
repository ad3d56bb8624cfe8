import type { UserDto } from '@app/shared/auth/user';
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  readStoredToken,
  readStoredUser,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  writeSession,
} from './auth-storage';
import { memoryStorage, throwingStorage } from './memory-storage.test-helper';

const user = { id: 'u1', email: 'ada@example.com', fullName: 'Ada Obi' } as UserDto;

describe('auth storage', () => {
  it('stores the token and the user as JSON under the spec keys', () => {
    const storage = memoryStorage();
    writeSession(storage, { token: 't0k', user });
    expect(storage.data.get(TOKEN_STORAGE_KEY)).toBe('t0k');
    expect(JSON.parse(storage.data.get(USER_STORAGE_KEY) ?? '')).toEqual(user);
    expect(readStoredToken(storage)).toBe('t0k');
    expect(readStoredUser(storage)).toEqual(user);
  });

  it('refreshes the user without touching the token when none is given', () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: 'keep' });
    writeSession(storage, { user });
    expect(storage.data.get(TOKEN_STORAGE_KEY)).toBe('keep');
  });

  it('ignores a stored user that is not JSON or not a user', () => {
    expect(readStoredUser(memoryStorage({ [USER_STORAGE_KEY]: '{oops' }))).toBeNull();
    expect(readStoredUser(memoryStorage({ [USER_STORAGE_KEY]: '"text"' }))).toBeNull();
    expect(readStoredUser(memoryStorage({ [USER_STORAGE_KEY]: '{"id":1}' }))).toBeNull();
    expect(readStoredToken(memoryStorage({ [TOKEN_STORAGE_KEY]: '' }))).toBeNull();
  });

  it('clears both keys on sign-out', () => {
    const storage = memoryStorage();
    writeSession(storage, { token: 't', user });
    clearSession(storage);
    expect(storage.data.size).toBe(0);
  });

  it('falls back quietly when storage is missing or blocked', () => {
    expect(readStoredToken(undefined)).toBeNull();
    expect(readStoredUser(throwingStorage)).toBeNull();
    expect(() => writeSession(throwingStorage, { token: 't', user })).not.toThrow();
    expect(() => clearSession(throwingStorage)).not.toThrow();
  });
});
