import type { DocumentDto } from '@app/shared/generation/dto';
import type { RefObject } from 'react';
import { type TextStore, useTextValue } from './editor-text-store';
import type { RichEditorHandle } from './rich-editor-handle';
import { SelectionHelp } from './selection-help/selection-help';

const whole = (text: string) => text;

/** The selection help with the editor's current text: only it re-renders on a keystroke. */
export function LiveSelectionHelp({
  store,
  ...props
}: {
  store: TextStore;
  doc: DocumentDto;
  editor: RefObject<RichEditorHandle | null>;
  missingKeywords: string[];
}) {
  const content = useTextValue(store, whole);
  return <SelectionHelp {...props} content={content} />;
}
