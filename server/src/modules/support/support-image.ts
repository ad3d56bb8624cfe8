import { SUPPORT_MESSAGES } from '@app/shared';
import { AppError } from '../../errors.js';
import { decodeInTurn, openImage, overPixelLimit } from '../files/image-decode.js';
import { detectPhotoKind } from '../users/photo-kind.js';

/** A screenshot stays readable at 2560 px on its longer side; larger is only bigger. */
export const SUPPORT_IMAGE_MAX_SIDE = 2560;
export const SUPPORT_IMAGE_MIME = 'image/webp';

/**
 * The bytes decide the kind (JPEG, PNG or WebP, as for profile photos); the image is then decoded
 * (under the pixel limit, one at a time: image-decode.ts) and drawn anew from its pixels:
 * upright, at most 2560 px a side, WebP, with no EXIF, GPS, ICC or comment and no trailing bytes
 * (sharp writes no metadata unless asked).
 */
export async function toSupportImage(content: Buffer): Promise<Buffer> {
  const kind = detectPhotoKind(content);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SUPPORT_MESSAGES.invalidType);
  try {
    return await decodeInTurn(async () => {
      const image = openImage(content);
      const { format } = await image.metadata();
      if (format !== kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SUPPORT_MESSAGES.invalidType);
      return image
        .rotate()
        .resize(SUPPORT_IMAGE_MAX_SIDE, SUPPORT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (overPixelLimit(error)) throw new AppError('PAYLOAD_TOO_LARGE', SUPPORT_MESSAGES.tooManyPixels);
    throw new AppError('VALIDATION_FAILED', SUPPORT_MESSAGES.unreadableImage, {}, { cause: error });
  }
}
