import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@app/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

/** Multipart for the photo route's scope only: one file of at most 5 MB, nothing else worth reading. */
export async function registerPhotoMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
}

/**
 * The first file of the form, whatever its field is called; the bytes decide what it is. Too
 * large a file is 413 with the spec's words; a broken body is a 400, never a 500.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<{ content: Buffer } | null> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.unreadableForm);
  let photo: { content: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const content = await part.toBuffer();
      photo ??= { content };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
    throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.unreadableForm, {}, { cause: error });
  }
  return photo;
}
