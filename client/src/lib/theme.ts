export type Theme = 'light' | 'dark';

/** localStorage key shared with the rest of the product (spec 01 §3). */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'light';

export function parseTheme(value: string | null | undefined): Theme {
  return value === 'dark' || value === 'light' ? value : DEFAULT_THEME;
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

// Storage can throw (privacy modes, blocked cookies); the theme then simply is not remembered.
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme {
  try {
    return parseTheme(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

export function writeStoredTheme(storage: Pick<Storage, 'setItem'> | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered across visits, but the page still switches.
  }
}

export function applyTheme(root: { classList: Pick<DOMTokenList, 'toggle'> }, theme: Theme): void {
  root.classList.toggle('dark', theme === 'dark');
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
