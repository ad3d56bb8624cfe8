import { readStoredToken } from './auth-storage';
import { filenameFromDisposition } from './content-disposition';
import { reportResponseStatus } from './session-gone';
import { safeLocalStorage } from './theme';

/** What a person reads when the server said nothing useful (spec 02 §8 'Download Failed'). */
export const DOWNLOAD_FALLBACK = 'We could not prepare your file. Please try again.';
export const DOWNLOAD_NETWORK_ERROR = 'Network error. Please check your connection and try again.';

/** A failed download, with the sentence to show and whether the session is gone. */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
  get signedOut(): boolean {
    return this.status === 401;
  }
}

/**
 * The sentence an error answer carries: `{ message }` or `{ error }` of our JSON errors (the 503
 * "taking longer than usual" included); anything else (an HTML error page of a proxy) gets the
 * fallback rather than markup in a toast.
 */
export function downloadErrorMessage(contentType: string | null, body: string): string {
  if (!contentType?.includes('json')) return DOWNLOAD_FALLBACK;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return DOWNLOAD_FALLBACK;
    const { message, error } = parsed as { message?: unknown; error?: unknown };
    for (const candidate of [message, error])
      if (typeof candidate === 'string' && candidate.trim() !== '' && candidate.length <= 300)
        return candidate;
    return DOWNLOAD_FALLBACK;
  } catch {
    return DOWNLOAD_FALLBACK;
  }
}

export interface DownloadRequest {
  url: string;
  method?: 'GET' | 'POST';
  /** Used when the answer names no file. */
  fallbackName: string;
  signal?: AbortSignal;
}

/**
 * Fetches a file from our REST API (cookie and stored token, as tRPC sends them), waiting as long
 * as the server renders, and returns it with its name. Throws DownloadError with the server's sentence.
 */
export async function fetchDownload(request: DownloadRequest): Promise<{ blob: Blob; filename: string }> {
  const token = readStoredToken(safeLocalStorage());
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      credentials: 'include',
      headers: {
        accept:
          'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: request.signal ?? null,
    });
  } catch {
    throw new DownloadError(DOWNLOAD_NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    reportResponseStatus(response.status);
    const body = await response.text().catch(() => '');
    throw new DownloadError(
      downloadErrorMessage(response.headers.get('content-type'), body),
      response.status,
    );
  }
  const blob = await response.blob();
  const filename =
    filenameFromDisposition(response.headers.get('content-disposition')) ?? request.fallbackName;
  return { blob, filename };
}

/** Hands a blob to the browser's own download, under the given name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
