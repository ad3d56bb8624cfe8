/**
 * Issue 31 §4: a document's PDF handed to the phone's share sheet (where WhatsApp is), with a
 * download when the browser cannot share files. Written against the parts of `navigator` it
 * uses, so tests can give it any browser.
 */
export interface ShareCapable {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/** Whether to offer Share at all: only where a share sheet exists (phones, some desktops). */
export const offersShare = (nav: ShareCapable | undefined): boolean => typeof nav?.share === 'function';

export type ShareOutcome =
  /** The share sheet took the file (or the person closed it: nothing to say). */
  | 'shared'
  | 'cancelled'
  /** The browser cannot share files: the PDF was downloaded instead. */
  | 'downloaded'
  /**
   * The browser refused because too long passed since the tap (rendering took seconds): the
   * file is ready, a second tap shares it at once.
   */
  | 'needs-tap';

/** Shares `file`, falling back to `download(file)` when files cannot be shared. */
export async function shareFile(
  nav: ShareCapable,
  file: File,
  title: string,
  download: (file: File) => void,
): Promise<ShareOutcome> {
  const data: ShareData = { files: [file], title };
  if (typeof nav.share !== 'function' || !nav.canShare?.(data)) {
    download(file);
    return 'downloaded';
  }
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    if (name === 'AbortError') return 'cancelled';
    if (name === 'NotAllowedError') return 'needs-tap';
    download(file);
    return 'downloaded';
  }
}
