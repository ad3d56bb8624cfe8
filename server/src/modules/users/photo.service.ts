import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, type PhotoResult } from '@app/shared';
import { enforce } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { insertFile, lockAccountFiles } from '../files/files.repo.js';
import { makeRoom, STORAGE_FULL_MESSAGE } from '../files/storage-quota.js';
import { ACCOUNT_RULES } from './account-limits.js';
import { AVATAR_MIME, toAvatar } from './avatar-image.js';
import { deletePhotos, findPhoto } from './photo.repo.js';
import { detectPhotoKind } from './photo-kind.js';
import { accountGone } from './profile.service.js';
import { toUserDto } from './users.dto.js';
import { type PublicUserRow, updateUser } from './users.repo.js';

type PhotoDeps = Pick<Deps, 'db' | 'redis' | 'env' | 'clock' | 'sessionCache'>;

/** Where the navigation loads the avatar from: a new upload is a new file, so a new address. */
export const photoUrl = (fileId: string): string => `/api/profile/photo/${fileId}`;

function answer(deps: PhotoDeps, row: PublicUserRow | undefined, message: string): PhotoResult {
  if (!row) throw accountGone();
  deps.sessionCache?.evictUser(row.id);
  return { user: toUserDto(row, deps.clock.now()), profileImageUrl: row.profile_image_url, message };
}

/**
 * Checks the upload by its bytes, re-encodes it (avatar-image.ts) and stores the result in place
 * of the old photo, in one transaction under the account's files lock: two uploads at once leave
 * exactly one photo. The stored avatar (tens of KB) counts in the account's storage like any
 * upload; making room may remove old resumes no generation needs, as for a resume upload.
 */
export async function uploadPhoto(
  deps: PhotoDeps,
  userId: string,
  upload: { content: Buffer },
): Promise<PhotoResult> {
  await enforce(deps, [[ACCOUNT_RULES.photo, userId]]);
  if (upload.content.length === 0) throw new AppError('VALIDATION_FAILED', PHOTO_MESSAGES.missing);
  if (upload.content.length > PHOTO_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
  const kind = detectPhotoKind(upload.content);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.invalidType);
  const avatar = await toAvatar(upload.content, kind);
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockAccountFiles(trx, userId);
    await deletePhotos(trx, userId);
    if (!(await makeRoom(trx, userId, avatar.length)))
      throw new AppError('PAYLOAD_TOO_LARGE', STORAGE_FULL_MESSAGE);
    const file = await insertFile(trx, {
      userId,
      purpose: 'photo',
      filename: 'avatar.webp',
      mimeType: AVATAR_MIME,
      content: avatar,
    });
    return updateUser(trx, userId, { profile_image_url: photoUrl(file.id) });
  });
  return answer(deps, row, PHOTO_MESSAGES.updated);
}

export async function removePhoto(deps: PhotoDeps, userId: string): Promise<PhotoResult> {
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockAccountFiles(trx, userId);
    await deletePhotos(trx, userId);
    return updateUser(trx, userId, { profile_image_url: null });
  });
  return answer(deps, row, PHOTO_MESSAGES.removed);
}

/** The photo for its owner or an administrator; anyone else gets the same 404 as a missing one. */
export async function readPhoto(
  deps: Pick<Deps, 'db'>,
  viewer: { userId: string; isAdmin: boolean },
  fileId: string,
): Promise<{ content: Buffer; mimeType: string }> {
  const photo = await findPhoto(deps.db, fileId);
  if (!photo || (photo.user_id !== viewer.userId && !viewer.isAdmin))
    throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
  return { content: photo.content, mimeType: photo.mime_type };
}
