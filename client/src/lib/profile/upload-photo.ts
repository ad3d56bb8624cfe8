import type { PhotoResult } from '@app/shared/profile/dto';
import { NETWORK_ERROR } from '../api-error';
import { readStoredToken } from '../auth-storage';
import { DOWNLOAD_FALLBACK, downloadErrorMessage } from '../download';
import { reportResponseStatus } from '../session-gone';
import { safeLocalStorage } from '../theme';

export const PHOTO_URL = '/api/profile/photo';
/** Spec 02 §8 'Upload Failed' fallback. */
export const UPLOAD_FALLBACK = 'Failed to upload photo';

export class PhotoUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PhotoUploadError';
  }
  get signedOut(): boolean {
    return this.status === 401;
  }
}

/** The sentence of an error answer, or the spec's fallback (never an HTML page in a toast). */
export function uploadErrorMessage(contentType: string | null, body: string): string {
  const said = downloadErrorMessage(contentType, body);
  return said === DOWNLOAD_FALLBACK ? UPLOAD_FALLBACK : said;
}

/** POST /api/profile/photo (multipart; REST only), with the cookie and the stored token as tRPC sends them. */
export async function uploadPhoto(file: File, signal?: AbortSignal): Promise<PhotoResult> {
  const token = readStoredToken(safeLocalStorage());
  const body = new FormData();
  body.append('photo', file, file.name);
  let response: Response;
  try {
    response = await fetch(PHOTO_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
      signal: signal ?? null,
    });
  } catch {
    throw new PhotoUploadError(NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    reportResponseStatus(response.status);
    const text = await response.text().catch(() => '');
    throw new PhotoUploadError(
      uploadErrorMessage(response.headers.get('content-type'), text),
      response.status,
    );
  }
  return (await response.json()) as PhotoResult;
}
