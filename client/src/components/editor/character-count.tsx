import { DOCUMENT_MAX_CHARS } from '@app/shared/documents/schemas';
import { type TextStore, useTextValue } from './editor-text-store';

// One formatter (toLocaleString builds one per call, and this runs on every keystroke).
const COUNT_FORMAT = new Intl.NumberFormat('en-NG');
const lengthOf = (text: string) => text.length;

/** The text's length as stored (its Markdown signs included), and the limit once it is passed. */
export function CharacterCount({ store, id }: { store: TextStore; id: string }) {
  const length = useTextValue(store, lengthOf);
  const tooLong = length > DOCUMENT_MAX_CHARS;
  return (
    <p
      id={id}
      className={
        tooLong
          ? 'text-sm font-medium text-red-700 dark:text-red-400'
          : 'text-sm text-slate-600 dark:text-slate-400'
      }
    >
      {COUNT_FORMAT.format(length)} characters
      {tooLong ? ` — the limit is ${COUNT_FORMAT.format(DOCUMENT_MAX_CHARS)}` : ''}
    </p>
  );
}
