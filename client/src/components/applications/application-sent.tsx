import type { ApplicationDto, SentDocumentDto } from '@app/shared/applications/dto';
import { downloadFilename } from '@app/shared/documents/filename';
import { plainTextCopy } from '@app/shared/documents/plain-text-copy';
import { ChevronRight, Download, LoaderCircle, Stamp } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DOCUMENT_TYPE_LABELS, sentDownloadUrl } from '../../lib/applications/application-view';
import { DownloadError, fetchDownload, saveBlob } from '../../lib/download';
import { formatDateTime } from '../../lib/format-date';
import { leaveForLogin } from '../../lib/session-gone';
import { buttonClass } from '../button-styles';
import { ApplicationAlert, ApplicationCard } from './application-card';

type Format = 'pdf' | 'docx';
const LABELS: Record<Format, { idle: string; busy: string }> = {
  pdf: { idle: 'Download PDF', busy: 'Preparing PDF…' },
  docx: { idle: 'Download DOCX', busy: 'Preparing DOCX…' },
};
const FORMATS: readonly Format[] = ['pdf', 'docx'];

/** "What you sent": the frozen copies, each readable here and downloadable as it was sent. */
export function ApplicationSent({ app }: { app: ApplicationDto }) {
  if (app.sent.length === 0) return null;
  return (
    <ApplicationCard
      title="What you sent"
      icon={Stamp}
      description="Kept exactly as they were when you applied. Editing your documents does not change these."
    >
      <ul className="grid gap-3">
        {app.sent.map((doc) => (
          <SentDocument key={doc.documentId} app={app} doc={doc} />
        ))}
      </ul>
    </ApplicationCard>
  );
}

function SentDocument({ app, doc }: { app: ApplicationDto; doc: SentDocumentDto }) {
  const { download, pending, error } = useSentDownload(app, doc);
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold break-words text-slate-900 dark:text-white">{doc.title}</h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {DOCUMENT_TYPE_LABELS[doc.type]} · Sent{' '}
            <time dateTime={doc.sentAt}>{formatDateTime(new Date(doc.sentAt))}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {FORMATS.map((format) => {
            const busy = pending === format;
            return (
              <button
                key={format}
                type="button"
                onClick={() => void download(format)}
                disabled={pending !== null}
                aria-busy={busy}
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
              >
                {busy ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Download className="size-4" aria-hidden="true" />
                )}
                <span aria-live="polite">{busy ? LABELS[format].busy : LABELS[format].idle}</span>
                <span className="sr-only"> of {doc.title} as sent</span>
              </button>
            );
          })}
        </div>
      </div>
      {error ? <ApplicationAlert title="Download failed">{error}</ApplicationAlert> : null}
      <details className="group rounded-lg bg-slate-50 dark:bg-slate-950/60">
        <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          Show the text as sent<span className="sr-only"> of {doc.title}</span>
        </summary>
        {/* Focusable so the keyboard can scroll a long copy (axe: scrollable-region-focusable). */}
        <section
          aria-label={`Text as sent of ${doc.title}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="max-h-96 overflow-y-auto rounded-b-lg px-3 pb-3 text-sm leading-relaxed whitespace-pre-wrap text-slate-800 dark:text-slate-200"
        >
          {plainTextCopy(doc.content)}
        </section>
      </details>
    </li>
  );
}

/** One download at a time per sent copy; a failure stays under it until the next try. */
function useSentDownload(app: ApplicationDto, doc: SentDocumentDto) {
  const [pending, setPending] = useState<Format | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const download = useCallback(
    async (format: Format) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setPending(format);
      setError(null);
      try {
        const { blob, filename } = await fetchDownload({
          url: sentDownloadUrl(app.id, doc.documentId, format),
          fallbackName: downloadFilename(
            { type: doc.type, jobTitle: app.jobTitle, companyName: app.companyName },
            format,
          ),
          signal: abort.signal,
        });
        saveBlob(blob, filename);
      } catch (caught) {
        if (abort.signal.aborted) return;
        if (caught instanceof DownloadError && caught.signedOut) leaveForLogin();
        else
          setError(
            caught instanceof Error ? caught.message : 'We could not prepare your file. Please try again.',
          );
      } finally {
        controller.current = null;
        if (!abort.signal.aborted) setPending(null);
      }
    },
    [app.id, app.jobTitle, app.companyName, doc.documentId, doc.type],
  );
  return { download, pending, error };
}
