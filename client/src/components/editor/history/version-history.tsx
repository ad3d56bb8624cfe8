import type { DocumentDto } from '@app/shared/generation/dto';
import { clsx } from 'clsx';
import { ChevronDown, History } from 'lucide-react';
import { useId, useState } from 'react';
import { VersionList } from './version-list';

/**
 * Issue 32: the document's History panel (every save kept; compare two; Restore as a new save).
 * A disclosure under the text: the list is only asked for once it is opened.
 */
export function VersionHistory({
  doc,
  dirty,
  onRestored,
}: {
  doc: DocumentDto;
  /** True while the editor has unsaved changes: Restore asks first, since they would be replaced. */
  dirty: boolean;
  /** Called with the document after a restore, so the editor starts from the restored text. */
  onRestored: (doc: DocumentDto) => void;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-base font-bold text-slate-900 dark:text-white">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="-m-1 flex w-full items-center gap-2 rounded-lg p-1 text-left hover:text-emerald-800 dark:hover:text-emerald-300"
        >
          <History className="size-5 shrink-0" aria-hidden="true" />
          <span className="flex-1">History</span>
          <ChevronDown
            className={clsx('size-5 shrink-0 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Every save is kept as a version. Compare two versions, or restore an older one.
      </p>
      <div id={panelId} hidden={!open}>
        {open ? <VersionList doc={doc} dirty={dirty} onRestored={onRestored} /> : null}
      </div>
    </section>
  );
}
