import { PHOTO_MESSAGES } from '@app/shared/profile/messages';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@app/shared/profile/schemas';

/**
 * Spec 02 §5 "Profile photo", checked before uploading so a wrong file is refused at once. The
 * server decides again from the bytes (a renamed file is caught there).
 */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.invalidType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}
