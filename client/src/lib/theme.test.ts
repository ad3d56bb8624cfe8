import { describe, expect, it } from 'vitest';
import {
  applyTheme,
  oppositeTheme,
  parseTheme,
  readStoredTheme,
  THEME_STORAGE_KEY,
  writeStoredTheme,
} from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const throwing = {
  getItem: (): string | null => {
    throw new Error('blocked');
  },
  setItem: (): void => {
    throw new Error('blocked');
  },
};

describe('theme', () => {
  it('accepts only light and dark, defaulting to light', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('DARK')).toBe('light');
    expect(parseTheme(null)).toBe('light');
  });

  it('toggles between the two themes', () => {
    expect(oppositeTheme('light')).toBe('dark');
    expect(oppositeTheme('dark')).toBe('light');
  });

  it('reads and writes the theme under the shared storage key', () => {
    const storage = memoryStorage();
    expect(readStoredTheme(storage)).toBe('light');
    writeStoredTheme(storage, 'dark');
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(readStoredTheme(storage)).toBe('dark');
  });

  it('falls back quietly when storage is missing or blocked', () => {
    expect(readStoredTheme(undefined)).toBe('light');
    expect(readStoredTheme(throwing)).toBe('light');
    expect(() => writeStoredTheme(throwing, 'dark')).not.toThrow();
  });

  it('puts the dark class on the root only for the dark theme', () => {
    const classes = new Set<string>();
    const root = {
      classList: {
        toggle: (token: string, force?: boolean) => {
          if (force) classes.add(token);
          else classes.delete(token);
          return classes.has(token);
        },
      },
    };
    applyTheme(root, 'dark');
    expect(classes.has('dark')).toBe(true);
    applyTheme(root, 'light');
    expect(classes.has('dark')).toBe(false);
  });
});
