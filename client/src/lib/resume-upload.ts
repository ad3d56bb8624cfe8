import { NETWORK_ERROR, restErrorMessage } from './api-error';
import type { FormToast } from './generate-form';
import { reportResponseStatus } from './session-gone';

/** The answer of POST /api/files/resume. */
export interface UploadedResume {
  fileId: string;
  filename: string;
  size: number;
  kind: string;
}

/** A refused upload, worded for the toast. */
export class UploadError extends Error {
  constructor(readonly toast: FormToast) {
    super(toast.description);
    this.name = 'UploadError';
  }
}

export const UPLOAD_FAILED = 'Upload Failed';
const UPLOAD_FALLBACK = 'Failed to upload your resume. Please try again.';

/**
 * The server's refusal in the same toast titles as the checks before upload: its message reads
 * 'File Too Large: File size must be less than 10MB.', so the title is split off the front.
 */
export function uploadFailure(status: number, body: unknown): FormToast {
  const message = restErrorMessage(body, '');
  const title = status === 413 ? 'File Too Large' : status === 415 ? 'Invalid File Type' : UPLOAD_FAILED;
  const prefix = `${title}: `;
  const description = message.startsWith(prefix) ? message.slice(prefix.length) : message;
  return { title, description: description || UPLOAD_FALLBACK };
}

const isUploaded = (body: unknown): body is UploadedResume =>
  typeof body === 'object' && body !== null && typeof (body as UploadedResume).fileId === 'string';

/** Sends one resume as multipart, with the session cookie and the stored bearer token. */
export async function uploadResume(
  file: Blob & { name: string },
  options: { token: string | null; signal?: AbortSignal; fetch?: typeof fetch },
): Promise<UploadedResume> {
  const form = new FormData();
  form.append('resume', file, file.name);
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send('/api/files/resume', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') throw error;
    throw new UploadError({ title: UPLOAD_FAILED, description: NETWORK_ERROR });
  }
  reportResponseStatus(response.status);
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isUploaded(body)) return body;
  throw new UploadError(uploadFailure(response.status, body));
}
