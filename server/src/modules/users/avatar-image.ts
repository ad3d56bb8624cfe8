import { AVATAR_SIZE, PHOTO_MESSAGES } from '@app/shared';
import { redrawUpload } from '../files/image-decode.js';
import type { PhotoKind } from './photo-kind.js';

export const AVATAR_MIME = 'image/webp';

/** The upload drawn anew as a centre-cropped 512×512 WebP (image-decode.ts says what survives). */
export function toAvatar(content: Buffer, kind: PhotoKind): Promise<Buffer> {
  return redrawUpload(
    content,
    kind,
    (image) =>
      image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }),
    PHOTO_MESSAGES,
  );
}
