import { type RefObject, useCallback } from 'react';
import type { TextRange } from '../../lib/report/highlight';
import type { RichEditorHandle } from '../editor/rich-editor-handle';

/**
 * Selects a range of the document's text from elsewhere on the page (a "please check" claim) in
 * the formatted editor: the offsets are the stored Markdown's, which the editor maps to its own
 * positions; it focuses the text and scrolls the selection into view. `beforeSelect` runs first
 * (on a phone it shows the editor's tab) and the selection follows on the next frame.
 */
export function useTextSelection(
  editor: RefObject<RichEditorHandle | null>,
  beforeSelect?: () => void,
): { select: (range: TextRange) => void } {
  const select = useCallback(
    (range: TextRange) => {
      beforeSelect?.();
      requestAnimationFrame(() => editor.current?.select(range.start, range.end));
    },
    [editor, beforeSelect],
  );
  return { select };
}
