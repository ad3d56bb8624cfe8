import type { DocumentDto } from '@app/shared/generation/dto';
import { Download, LoaderCircle } from 'lucide-react';
import { type ButtonSize, type ButtonVariant, buttonClass } from '../button-styles';
import type { DownloadKind } from './document-urls';
import { useDocumentDownload } from './use-document-download';

const LABELS: Record<DownloadKind, { idle: string; busy: string }> = {
  pdf: { idle: 'PDF', busy: 'Preparing PDF…' },
  docx: { idle: 'DOCX', busy: 'Preparing DOCX…' },
  'designed-pdf': { idle: 'Designed PDF', busy: 'Preparing PDF…' },
};

/**
 * Download buttons for one document. While the server renders, the chosen button spins and says
 * so (announced politely); the others wait, so a double click makes one file.
 */
export function DownloadButtons({
  doc,
  kinds = ['pdf', 'docx'],
  variant = 'secondary',
  size = 'sm',
}: {
  doc: Pick<DocumentDto, 'id' | 'type' | 'title' | 'jobTitle' | 'companyName'>;
  kinds?: readonly DownloadKind[];
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const { download, pending } = useDocumentDownload(doc);
  return (
    <>
      {kinds.map((kind) => {
        const busy = pending === kind;
        return (
          <button
            key={kind}
            type="button"
            onClick={() => void download(kind)}
            disabled={pending !== null}
            aria-busy={busy}
            className={buttonClass({ variant, size })}
          >
            {busy ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            <span aria-live="polite">{busy ? LABELS[kind].busy : LABELS[kind].idle}</span>
            <span className="sr-only"> {doc.title}</span>
          </button>
        );
      })}
    </>
  );
}
