import {
  SUPPORT_IMAGE_MAX_BYTES,
  SUPPORT_MAX_CHARS,
  SUPPORT_MESSAGES,
  withoutUnusableCharacters,
  ZSupportSend,
} from '@app/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { parseInput } from '../../plugins/validation.js';

/** Four bytes a character at most, so a 2000-character message always fits and no more is read. */
const FIELD_BYTES = SUPPORT_MAX_CHARS * 4 + 64;

/** Multipart for the support routes' scope only: one image of at most 5 MB and three short fields. */
export async function registerSupportMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: SUPPORT_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: FIELD_BYTES, parts: 6 },
  });
}

export interface SupportForm {
  message: string;
  currentPage?: string;
  userAgent?: string;
  image?: { content: Buffer; filename: string };
}

/**
 * The form's fields and its first file (whatever its field is called: the bytes decide what it
 * is). A field cut at its limit is a message too long; a file over 5 MB is 413 with the spec's
 * words; a broken body is a 400, never a 500. The text fields pass the schema of tRPC's
 * `support.send`.
 */
export async function readSupportForm(request: FastifyRequest): Promise<SupportForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SUPPORT_MESSAGES.unreadableForm);
  const form: SupportForm = { message: '' };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // The file's name is the browser's, not typed: what the database cannot hold is dropped.
        form.image ??= { content, filename: withoutUnusableCharacters(part.filename ?? '') || 'image' };
        continue;
      }
      if (part.valueTruncated) throw new AppError('VALIDATION_FAILED', SUPPORT_MESSAGES.tooLong);
      const value = typeof part.value === 'string' ? part.value : '';
      if (part.fieldname === 'message') form.message = value;
      else if (part.fieldname === 'currentPage') form.currentPage = value;
      else if (part.fieldname === 'userAgent') form.userAgent = value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', SUPPORT_MESSAGES.imageTooLarge);
    throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.unreadableForm, {}, { cause: error });
  }
  const { image, ...fields } = form;
  return { ...parseInput(ZSupportSend, fields), ...(image ? { image } : {}) };
}
