import type { DocumentDto } from '@app/shared/generation/dto';
import type { RefObject } from 'react';
import type { RichEditorHandle } from '../rich-editor-handle';

/**
 * Issue 32: AI help on the editor's selection (Stronger, Shorter, Fix grammar, Work in a keyword).
 * Placeholder until the selection-help part lands; the editor already mounts it.
 */
export function SelectionHelp(_props: {
  doc: DocumentDto;
  /** The editor's current text (unsaved changes included). */
  content: string;
  editor: RefObject<RichEditorHandle | null>;
  /** The report's missing keywords, heaviest first (for "Work in a keyword"). */
  missingKeywords: string[];
}) {
  return null;
}
