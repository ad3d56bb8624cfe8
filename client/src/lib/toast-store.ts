export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastAction {
  label: string;
  /** What a screen-reader user can do instead, since the toast may vanish (Radix requires it). */
  altText?: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  /** False once dismissed; the item lingers briefly so its exit animation can play. */
  open: boolean;
}

/** Spec 01 §4 and §9: one toast at a time, the newest replaces the old. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** Long enough for the exit animation, then the dismissed toast is gone. */
export const TOAST_REMOVE_DELAY_MS = 300;

export interface ToastStore {
  show(input: ToastInput): string;
  dismiss(id?: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
}

type Schedule = (callback: () => void, ms: number) => unknown;

export function createToastStore(schedule: Schedule = (cb, ms) => setTimeout(cb, ms)): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();

  // Snapshots are replaced, never mutated, so useSyncExternalStore sees every change.
  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const remove = (id: string) => {
    if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
  };

  return {
    show(input) {
      nextId += 1;
      const id = String(nextId);
      const item: ToastItem = {
        id,
        title: input.title,
        variant: input.variant ?? 'default',
        open: true,
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.action === undefined ? {} : { action: input.action }),
      };
      set([item, ...toasts].slice(0, TOAST_LIMIT));
      return id;
    },
    dismiss(id) {
      const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
      if (closing.length === 0) return;
      set(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
      for (const t of closing) schedule(() => remove(t.id), TOAST_REMOVE_DELAY_MS);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
