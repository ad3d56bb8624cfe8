import type { UserDto } from '@app/shared/auth/user';

/** localStorage keys shared with the rest of the product (spec 01 §3). */
export const TOKEN_STORAGE_KEY = 'auth_token';
export const USER_STORAGE_KEY = 'user';

type ReadableStorage = Pick<Storage, 'getItem'> | undefined;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'> | undefined;

// Storage can throw (privacy modes); the session then lives on the HttpOnly cookie alone.
function attempt<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function readStoredToken(storage: ReadableStorage): string | null {
  return attempt(() => storage?.getItem(TOKEN_STORAGE_KEY) || null, null);
}

/** The stored user, or null when absent or not an object with an id and an e-mail. */
export function readStoredUser(storage: ReadableStorage): UserDto | null {
  return attempt(() => {
    const raw = storage?.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, email } = value as Partial<UserDto>;
    return typeof id === 'string' && typeof email === 'string' ? (value as UserDto) : null;
  }, null);
}

/** Stores the user, and the token when one is given (a session check returns only the user). */
export function writeSession(storage: WritableStorage, session: { token?: string; user: UserDto }): void {
  attempt(() => {
    if (session.token) storage?.setItem(TOKEN_STORAGE_KEY, session.token);
    storage?.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
  }, undefined);
}

export function clearSession(storage: WritableStorage): void {
  attempt(() => {
    storage?.removeItem(TOKEN_STORAGE_KEY);
    storage?.removeItem(USER_STORAGE_KEY);
  }, undefined);
}
