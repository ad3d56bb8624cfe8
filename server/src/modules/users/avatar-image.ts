import { AVATAR_SIZE, PHOTO_MESSAGES } from '@app/shared';
import { AppError } from '../../errors.js';
import { decodeInTurn, openImage, overPixelLimit } from '../files/image-decode.js';
import type { PhotoKind } from './photo-kind.js';

export const AVATAR_MIME = 'image/webp';

/**
 * Decodes the upload (under the pixel limit, one image at a time: image-decode.ts) as the kind
 * its bytes say and draws a new square image from its pixels: turned upright by its EXIF
 * orientation, centre-cropped, 512×512 WebP. Nothing of the original file survives but the
 * pixels (sharp writes no metadata unless asked): no EXIF, GPS position, camera serial, ICC
 * profile or comment, and no trailing bytes a polyglot file might hide.
 */
export async function toAvatar(content: Buffer, kind: PhotoKind): Promise<Buffer> {
  try {
    return await decodeInTurn(async () => {
      const image = openImage(content);
      const { format } = await image.metadata();
      // The decoder must agree with the signature: no other format is let through sharp.
      if (format !== kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.invalidType);
      return image
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
        .webp({ quality: 82 })
        .toBuffer();
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (overPixelLimit(error)) throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooManyPixels);
    throw new AppError('VALIDATION_FAILED', PHOTO_MESSAGES.unreadable, {}, { cause: error });
  }
}
