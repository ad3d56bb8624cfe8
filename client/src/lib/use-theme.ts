import { useCallback, useSyncExternalStore } from 'react';
import {
  applyTheme,
  oppositeTheme,
  parseTheme,
  readStoredTheme,
  safeLocalStorage,
  THEME_STORAGE_KEY,
  type Theme,
  writeStoredTheme,
} from './theme';

const listeners = new Set<() => void>();
let current: Theme = readStoredTheme(safeLocalStorage());

/** Called once in main.tsx before React renders, so the first paint already has the right colours. */
export function initTheme(): void {
  applyTheme(document.documentElement, current);
}

export function setTheme(theme: Theme): void {
  current = theme;
  applyTheme(document.documentElement, theme);
  writeStoredTheme(safeLocalStorage(), theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switching the theme should switch this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) setTheme(parseTheme(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = (): Theme => current;

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const toggleTheme = useCallback(() => setTheme(oppositeTheme(getSnapshot())), []);
  return { theme, setTheme, toggleTheme };
}
