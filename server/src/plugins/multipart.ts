import { RESUME_MAX_BYTES, withoutUnusableCharacters } from '@app/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { FILE_TOO_LARGE } from '../modules/files/resume-upload.js';

/** Multipart with hard limits: one file of at most 10 MB, a few short fields. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  });
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: { fieldname: string; filename: string; content: Buffer } | null;
}

/** Reads a whole multipart form; too large a file or a non-multipart body is a clear 4xx. */
export async function readForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  const form: MultipartForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // The name is the browser's, not typed here: what the database cannot hold is dropped.
        const filename = withoutUnusableCharacters(part.filename ?? '') || 'resume';
        if (!form.file) form.file = { fieldname: part.fieldname, filename, content };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
    // Everything else here is the body itself (busboy's "Unexpected end of form", a missing
    // boundary, a dropped upload, fastify's part limits): the sender's problem, never a 500.
    throw new AppError(
      'BAD_REQUEST',
      'The upload could not be read. Please choose the file and send the form again.',
      {},
      { cause: error },
    );
  }
  return form;
}
