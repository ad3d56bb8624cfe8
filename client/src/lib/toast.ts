import { createToastStore, type ToastInput } from './toast-store';

/** The app-wide toast queue that `<Toaster />` renders. */
export const toastStore = createToastStore();

/** Shows a toast from anywhere (components, mutation callbacks, route guards). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = toastStore.show(input);
  return { id, dismiss: () => toastStore.dismiss(id) };
}

export function dismissToast(id?: string): void {
  toastStore.dismiss(id);
}
