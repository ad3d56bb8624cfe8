import type { DocumentDraft } from '../../lib/document-draft';
import { buttonClass } from '../button-styles';

/** Offers back text typed before a reload; nothing is applied without the person's say. */
export function DraftNotice({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: DocumentDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-label="Unsaved draft"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="flex-1">
        You have unsaved changes to this document from earlier ({draft.content.length.toLocaleString('en-NG')}{' '}
        characters). Restore them?
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={onRestore} className={buttonClass({ size: 'sm' })}>
          Restore draft
        </button>
        <button
          type="button"
          onClick={onDiscard}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Discard
        </button>
      </div>
    </section>
  );
}
