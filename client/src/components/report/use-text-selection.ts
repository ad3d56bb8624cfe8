import { useCallback, useRef } from 'react';
import type { TextRange } from '../../lib/report/highlight';

/**
 * Selects a range of the editor's text area from elsewhere on the page (a "please check" claim),
 * focusing it so the selection shows and the page scrolls to it. When the text area is not on the
 * page (the card editor is in view mode), `openEditor` is called and the selection waits for it.
 */
export function useTextSelection(openEditor: () => void): {
  ref: (element: HTMLTextAreaElement | null) => void;
  select: (range: TextRange) => void;
} {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const waiting = useRef<TextRange | null>(null);

  const ref = useCallback((el: HTMLTextAreaElement | null) => {
    element.current = el;
    if (el && waiting.current) {
      const range = waiting.current;
      waiting.current = null;
      // After this commit: the editor has just been shown.
      requestAnimationFrame(() => selectIn(el, range));
    }
  }, []);

  const select = useCallback(
    (range: TextRange) => {
      if (element.current) selectIn(element.current, range);
      else {
        waiting.current = range;
        openEditor();
      }
    },
    [openEditor],
  );

  return { ref, select };
}

/**
 * Chromium and Firefox scroll a text area to its caret when it gains focus, not when the
 * selection is set on an already focused one: blur, select, focus.
 */
function selectIn(el: HTMLTextAreaElement, range: TextRange): void {
  const end = Math.min(range.end, el.value.length);
  const start = Math.min(range.start, end);
  el.blur();
  el.setSelectionRange(start, end, 'forward');
  el.focus();
  el.scrollIntoView({ block: 'nearest', behavior: 'instant' as ScrollBehavior });
}
