import type { DownloadFormat } from '@app/shared/documents/schemas';
import type { DocumentDto } from '@app/shared/generation/dto';
import { Download, LoaderCircle } from 'lucide-react';
import { type ButtonSize, type ButtonVariant, buttonClass } from '../button-styles';
import { useDocumentDownload } from './use-document-download';

/**
 * One choice per format, named by what it gives. The PDF is always the document in its chosen
 * design (the server's `download?format=pdf` and `generate-html-pdf` answer the same file), so a
 * second "Designed PDF" button only offered the same bytes under another name.
 */
const LABELS: Record<DownloadFormat, { idle: string; busy: string }> = {
  pdf: { idle: 'PDF', busy: 'Preparing PDF…' },
  docx: { idle: 'Word (DOCX)', busy: 'Preparing Word file…' },
};
const FORMATS: readonly DownloadFormat[] = ['pdf', 'docx'];

/**
 * Download buttons for one document. While the server renders, the chosen button spins and says
 * so (announced politely); the others wait, so a double click makes one file.
 */
export function DownloadButtons({
  doc,
  variant = 'secondary',
  size = 'sm',
}: {
  doc: Pick<DocumentDto, 'id' | 'type' | 'title' | 'jobTitle' | 'companyName'>;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const { download, pending } = useDocumentDownload(doc);
  return (
    <>
      {FORMATS.map((kind) => {
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
