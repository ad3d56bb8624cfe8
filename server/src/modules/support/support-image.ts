import { isHeifBytes, SUPPORT_MESSAGES } from '@app/shared';
import { AppError } from '../../errors.js';
import { redrawUpload } from '../files/image-decode.js';
import { detectPhotoKind } from '../users/photo-kind.js';

/** A screenshot stays readable at 2560 px on its longer side; larger is only bigger. */
export const SUPPORT_IMAGE_MAX_SIDE = 2560;
export const SUPPORT_IMAGE_MIME = 'image/webp';

/**
 * The bytes decide the kind (JPEG, PNG or WebP, as for profile photos); the image is then drawn
 * anew (image-decode.ts): at most 2560 px a side, WebP. A HEIC photo, whatever its name, is told
 * how to send it instead.
 */
export async function toSupportImage(content: Buffer): Promise<Buffer> {
  const kind = detectPhotoKind(content);
  if (!kind)
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      isHeifBytes(content) ? SUPPORT_MESSAGES.heicPhoto : SUPPORT_MESSAGES.invalidType,
    );
  return redrawUpload(
    content,
    kind,
    (image) =>
      image
        .resize(SUPPORT_IMAGE_MAX_SIDE, SUPPORT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 }),
    { ...SUPPORT_MESSAGES, unreadable: SUPPORT_MESSAGES.unreadableImage },
  );
}
