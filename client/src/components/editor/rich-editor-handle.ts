/**
 * What the formatted editor (issue 32) offers the panels around it. Every offset is a UTF-16
 * offset into the document's stored light Markdown (shared/src/documents/structure.ts), end
 * exclusive, so the server, the report and the editor all count the same way.
 */
export interface MarkdownSelection {
  start: number;
  end: number;
  /** The Markdown text of [start, end). */
  text: string;
}

export interface RichEditorHandle {
  /** The current selection, or null when nothing (or only a caret) is selected. */
  selection(): MarkdownSelection | null;
  /** Where the selection is on screen (viewport coordinates), to place a panel beside it. */
  selectionRect(): DOMRect | null;
  /** Called whenever the selection or the text changes; returns the unsubscribe function. */
  onSelectionChange(listener: () => void): () => void;
  /** Replaces [start, end) of the Markdown text with `text` as one undo step, and selects it. */
  replace(start: number, end: number, text: string): void;
  /** Selects [start, end) of the Markdown text, focuses the editor and scrolls it into view. */
  select(start: number, end: number): void;
  focus(): void;
}
