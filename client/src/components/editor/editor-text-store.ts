import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { keepDraft } from '../../lib/document-draft';
import { createDebouncer } from '../../lib/report/debounce';
import { safeSessionStorage } from '../../lib/return-path';

/**
 * The editor's text (its serialized Markdown) outside React state (issue 32: typing paints within
 * a frame). A keystroke updates this store only; the parts of the page that show something of the
 * text subscribe to what they show (the count to its length, Save to "changed?"), so a keystroke
 * re-renders them and not the page.
 */
export interface TextStore {
  get(): string;
  set(text: string): void;
  subscribe(listener: () => void): () => void;
}

export function createTextStore(initial: string): TextStore {
  let text = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    set(next) {
      if (next === text) return;
      text = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What `select` picks from the text; the component re-renders only when that changes. */
export function useTextValue<T extends string | number | boolean>(
  store: TextStore,
  select: (text: string) => T,
): T {
  const snapshot = useCallback(() => select(store.get()), [store, select]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/**
 * The text for the heavy parts of the page (the report's analysis, the design preview): once it
 * has stayed the same for `ms`, handed over in a transition so their render gives way to the next
 * keystroke. A keystroke costs a timer here, and no render.
 */
export function useSettledText(store: TextStore, ms: number): string {
  const [settled, setSettled] = useState(store.get);
  useEffect(() => {
    const debouncer = createDebouncer(() => startTransition(() => setSettled(store.get())), ms);
    const unsubscribe = store.subscribe(() => debouncer.call());
    return () => {
      unsubscribe();
      debouncer.cancel();
    };
  }, [store, ms]);
  return settled;
}

/**
 * Keeps the unsaved text in sessionStorage for this tab (a reload or a crash loses nothing): a
 * moment after each keystroke, and at once when the page is hidden or left. Paused while an
 * offered draft waits for the person's choice.
 */
export function useDraftKeeper(store: TextStore, documentId: string, saved: string, paused: boolean): void {
  useEffect(() => {
    if (paused) return;
    const write = () => keepDraft(safeSessionStorage(), documentId, store.get(), saved);
    write();
    const debouncer = createDebouncer(write, 200);
    const unsubscribe = store.subscribe(() => debouncer.call());
    const flush = () => debouncer.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
      // Not flushed: what ends this (a save, Discard, leaving) has just dropped the draft.
      debouncer.cancel();
    };
  }, [store, documentId, saved, paused]);
}
