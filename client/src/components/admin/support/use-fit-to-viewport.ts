import { useLayoutEffect, useRef, useState } from 'react';

/** From a laptop up the inbox and the conversation sit side by side, fitted to the window. */
const WIDE = '(min-width: 1024px)';

/**
 * The height that lets an element end just above the window's bottom edge when the page is at
 * its top, never below `minPx`; null on narrower screens, where the panes stack and the page
 * scrolls. Measured rather than guessed, so whatever sits above (the shell, the tabs, the
 * availability switch) can change height without pushing the reply box below the fold.
 */
export function useFitToViewport<T extends HTMLElement>(minPx: number, bottomGapPx = 24) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const wide = window.matchMedia(WIDE);
    const fit = () => {
      if (!wide.matches) return setHeight(null);
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(minPx, Math.floor(window.innerHeight - top - bottomGapPx)));
    };
    fit();
    // Whatever above changes size moves the element: the page's body resizes with it.
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    window.addEventListener('resize', fit);
    wide.addEventListener('change', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      wide.removeEventListener('change', fit);
    };
  }, [minPx, bottomGapPx]);
  return { ref, height };
}
