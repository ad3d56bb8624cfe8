import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR } from './api-error';
import { UploadError, uploadFailure, uploadResume } from './resume-upload';

const file = Object.assign(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { name: 'cv.pdf' });
const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('uploadResume', () => {
  it('posts the file as multipart with credentials and the bearer token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const uploaded = { fileId: 'f1', filename: 'cv.pdf', size: 8, kind: 'pdf' };
    const result = await uploadResume(file, {
      token: 'tok',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return answer(201, uploaded)();
      },
    });
    expect(result).toEqual(uploaded);
    expect(calls[0]?.url).toBe('/api/files/resume');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { authorization: 'Bearer tok' },
    });
    expect((calls[0]?.init.body as FormData | undefined)?.get('resume')).toBeInstanceOf(Blob);
  });

  it("turns the server's refusal into the same toast titles", async () => {
    const refused = uploadResume(file, {
      token: null,
      fetch: answer(413, {
        error: 'File Too Large: File size must be less than 10MB.',
        message: 'File Too Large: File size must be less than 10MB.',
        code: 'PAYLOAD_TOO_LARGE',
      }),
    });
    await expect(refused).rejects.toBeInstanceOf(UploadError);
    await expect(refused).rejects.toMatchObject({
      toast: { title: 'File Too Large', description: 'File size must be less than 10MB.' },
    });
  });

  it('says network error when no answer came', async () => {
    const offline = uploadResume(file, {
      token: null,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(offline).rejects.toMatchObject({
      toast: { title: 'Upload Failed', description: NETWORK_ERROR },
    });
  });
});

describe('uploadFailure', () => {
  it('maps 415 and other statuses', () => {
    expect(
      uploadFailure(415, { message: 'Invalid File Type: Please upload PDF, DOC, or DOCX files only.' }),
    ).toEqual({
      title: 'Invalid File Type',
      description: 'Please upload PDF, DOC, or DOCX files only.',
    });
    expect(uploadFailure(400, { message: 'The uploaded file is empty.' })).toEqual({
      title: 'Upload Failed',
      description: 'The uploaded file is empty.',
    });
    expect(uploadFailure(502, null).title).toBe('Upload Failed');
  });
});
