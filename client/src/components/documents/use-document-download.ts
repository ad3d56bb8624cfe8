import { downloadFilename } from '@app/shared/documents/filename';
import type { DownloadFormat } from '@app/shared/documents/schemas';
import type { DocumentDto } from '@app/shared/generation/dto';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DownloadError, fetchDownload, saveBlob } from '../../lib/download';
import { leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { documentUrls } from './document-urls';

type Downloadable = Pick<DocumentDto, 'id' | 'type' | 'jobTitle' | 'companyName'>;

/**
 * Spec 02 §8 'Download Failed'. One download at a time per document: `pending` names the one the
 * server is rendering, so its button can say 'Preparing PDF…' and the others wait.
 */
export function useDocumentDownload(doc: Downloadable) {
  const [pending, setPending] = useState<DownloadFormat | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const download = useCallback(
    async (kind: DownloadFormat) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setPending(kind);
      try {
        const { blob, filename } = await fetchDownload({
          url: documentUrls.download(doc.id, kind),
          fallbackName: downloadFilename(doc, kind),
          signal: abort.signal,
        });
        saveBlob(blob, filename);
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof DownloadError && error.signedOut) leaveForLogin();
        else
          toast({
            title: 'Download Failed',
            description: error instanceof Error ? error.message : undefined,
            variant: 'destructive',
          });
      } finally {
        controller.current = null;
        if (!abort.signal.aborted) setPending(null);
      }
    },
    [doc],
  );

  return { download, pending };
}
