import { DOCUMENT_MAX_CHARS } from '@app/shared/documents/schemas';
import { RotateCcw, Save } from 'lucide-react';
import { useCallback } from 'react';
import { canSave } from '../../lib/document-draft';
import { buttonClass } from '../button-styles';
import { type TextStore, useTextValue } from './editor-text-store';

/** Save Changes (when there is a change worth saving) and Discard changes (back to the saved text). */
export function EditorActions({
  store,
  saved,
  pending,
  onSave,
  onDiscard,
}: {
  store: TextStore;
  saved: string;
  pending: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const savable = useTextValue(
    store,
    useCallback((text: string) => canSave(text, saved) && text.length <= DOCUMENT_MAX_CHARS, [saved]),
  );
  const dirty = useTextValue(
    store,
    useCallback((text: string) => text !== saved, [saved]),
  );
  return (
    <div className="flex flex-wrap gap-2 max-sm:basis-full">
      <button
        type="button"
        onClick={onSave}
        disabled={!savable || pending}
        className={buttonClass({ size: 'sm' })}
      >
        <Save className="size-4" aria-hidden="true" />
        {pending ? 'Saving…' : 'Save Changes'}
      </button>
      <button
        type="button"
        onClick={onDiscard}
        disabled={!dirty || pending}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Discard changes
      </button>
    </div>
  );
}
