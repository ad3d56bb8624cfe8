import { useEffect, useRef } from 'react';

/**
 * Runs an effect once per mounted page, even under StrictMode's double effects: links carry
 * single-use tokens, and a second verify call would fail after the first one succeeded.
 */
export function useOnce(effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  }, [effect]);
}
