import { downloadFilename } from '@app/shared/documents/filename';
import type { DocumentDto } from '@app/shared/generation/dto';
import { LoaderCircle, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DownloadError, fetchDownload, saveBlob } from '../../lib/download';
import { leaveForLogin } from '../../lib/session-gone';
import { offersShare, shareFile } from '../../lib/share-file';
import { toast } from '../../lib/toast';
import { type ButtonSize, type ButtonVariant, buttonClass } from '../button-styles';
import { documentUrls } from './document-urls';

type Shareable = Pick<DocumentDto, 'id' | 'type' | 'title' | 'jobTitle' | 'companyName'>;

/**
 * Issue 31 §4: "Share" hands the document's PDF to the phone's share sheet (WhatsApp, e-mail,
 * Drive…); a browser that cannot share files downloads it instead. Shown only where a share sheet
 * exists. A PDF that took seconds to render may outlive the tap that asked for it (browsers allow
 * sharing only just after a tap): the button then says "Share PDF now" and shares on the next tap.
 */
export function ShareButton({
  doc,
  variant = 'secondary',
  size = 'sm',
}: {
  doc: Shareable;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const [pending, setPending] = useState(false);
  const ready = useRef<File | null>(null);
  const [hasReady, setHasReady] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  if (typeof navigator === 'undefined' || !offersShare(navigator)) return null;

  const download = (file: File) => {
    saveBlob(file, file.name);
    toast({
      title: 'PDF downloaded',
      description:
        'This browser cannot share files, so the PDF was downloaded. Attach it from your downloads.',
      variant: 'success',
    });
  };

  const hand = async (file: File) => {
    const outcome = await shareFile(navigator, file, doc.title, download);
    ready.current = outcome === 'needs-tap' ? file : null;
    setHasReady(outcome === 'needs-tap');
  };

  const share = async () => {
    if (ready.current) return hand(ready.current);
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setPending(true);
    try {
      const { blob, filename } = await fetchDownload({
        url: documentUrls.download(doc.id, 'pdf'),
        fallbackName: downloadFilename(doc, 'pdf'),
        signal: controller.signal,
      });
      await hand(new File([blob], filename, { type: 'application/pdf' }));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof DownloadError && error.signedOut) leaveForLogin();
      else
        toast({
          title: 'Share Failed',
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        });
    } finally {
      abort.current = null;
      if (!controller.signal.aborted) setPending(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void share()}
      disabled={pending}
      aria-busy={pending}
      className={buttonClass({ variant, size })}
    >
      {pending ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <Share2 className="size-4" aria-hidden="true" />
      )}
      <span aria-live="polite">{pending ? 'Preparing PDF…' : hasReady ? 'Share PDF now' : 'Share'}</span>
      <span className="sr-only"> {doc.title}</span>
    </button>
  );
}
