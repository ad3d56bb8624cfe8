import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastStore } from '../lib/toast';

// The toast UI (Radix Toast and its layers) is ~8 KB compressed that most page views never use:
// it is fetched with the first toast, not with every page.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Mount once near the root. Renders the toast UI from the first toast on, and keeps it. */
export function LazyToaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
