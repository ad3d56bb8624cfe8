import { useCallback, useEffect, useRef } from 'react';

/**
 * setTimeout bound to the component: every pending callback is cancelled when it unmounts, so a
 * "redirect in 2 s" never fires after the visitor already left the page.
 */
export function useLater(): (callback: () => void, ms: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) clearTimeout(id);
      pending.clear();
    };
  }, []);
  return useCallback((callback, ms) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      callback();
    }, ms);
    timers.current.add(id);
  }, []);
}
