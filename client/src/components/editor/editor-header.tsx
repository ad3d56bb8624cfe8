import type { DocumentDto } from '@app/shared/generation/dto';
import { CircleDot } from 'lucide-react';
import { DownloadButtons } from '../documents/download-buttons';
import { ShareButton } from '../documents/share-button';

/** The editor page's title, its saved / unsaved state, and the saved version's downloads and Share. */
export function EditorHeader({ doc, dirty }: { doc: DocumentDto; dirty: boolean }) {
  return (
    <>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
            {doc.title}
          </h1>
          <p className="mt-1 flex items-center gap-2 text-sm" aria-live="polite">
            {dirty ? (
              <span className="inline-flex items-center gap-1.5 font-medium text-amber-800 dark:text-amber-300">
                <CircleDot className="size-4" aria-hidden="true" />
                Unsaved changes
              </span>
            ) : (
              <span className="text-slate-600 dark:text-slate-400">All changes saved</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadButtons doc={doc} />
          <ShareButton doc={doc} />
        </div>
      </header>
      {dirty ? (
        <p className="-mt-4 text-xs text-slate-600 dark:text-slate-400">
          Downloads use the last saved version.
        </p>
      ) : null}
    </>
  );
}
