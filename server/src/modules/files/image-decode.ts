import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../errors.js';
import type { PhotoKind } from '../users/photo-kind.js';

// libvips keeps recent operations and their pixels for reuse (up to 50 MB and 100 operations by
// default). An upload is decoded once, so nothing is worth keeping once its image is drawn.
sharp.cache(false);

/**
 * The largest canvas an upload may announce. A profile photo is shown at 512 px and a screenshot
 * at 2560 px; 25 megapixels takes what phone cameras save by default (12 MP, and 24 MP on recent
 * ones: 5712 × 4284) and large screenshots (6K: 20 MP). Past it sharp refuses from the header,
 * before decoding anything (a 5 MB file can announce a huge canvas).
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/**
 * Images decoded at once in this process. A decode's pixels and libvips' buffers are freed
 * after it, but the memory allocator keeps much of what several decodes at once took: one at a
 * time bounds that to one image's worth (decisions: issue 27).
 */
const AT_ONCE = 1;
let active = 0;
const waiting: Array<() => void> = [];

/** Runs `work` (decoding and drawing one upload) when no other image is being decoded. */
export async function decodeInTurn<T>(work: () => Promise<T>): Promise<T> {
  if (active < AT_ONCE) active += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // handed the slot by release
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }
}

/** An upload opened for decoding: the pixel limit, errors fail it, only its first frame. */
const openImage = (content: Buffer): Sharp =>
  sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });

/** sharp refused the image for announcing more than MAX_INPUT_PIXELS. */
const overPixelLimit = (error: unknown): boolean =>
  error instanceof Error && /pixel limit/i.test(error.message);

/** What a refused upload is told, in the words of the screen it came from. */
export interface UploadRefusals {
  invalidType: string;
  tooManyPixels: string;
  unreadable: string;
}

/**
 * Decodes an uploaded image (under the pixel limit, one at a time) as the kind its bytes say,
 * turns it upright by its EXIF orientation and has `draw` make the new file from its pixels.
 * Nothing of the original survives but the pixels (sharp writes no metadata unless asked): no
 * EXIF, GPS position, camera serial, ICC profile or comment, and no trailing bytes a polyglot
 * file might hide. Every failure is a 4xx with one of `refusals`.
 */
export async function redrawUpload(
  content: Buffer,
  kind: PhotoKind,
  draw: (upright: Sharp) => Sharp,
  refusals: UploadRefusals,
): Promise<Buffer> {
  try {
    return await decodeInTurn(async () => {
      const image = openImage(content);
      const { format } = await image.metadata();
      // The decoder must agree with the signature: no other format is let through sharp.
      if (format !== kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', refusals.invalidType);
      return draw(image.rotate()).toBuffer();
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (overPixelLimit(error)) throw new AppError('PAYLOAD_TOO_LARGE', refusals.tooManyPixels);
    throw new AppError('VALIDATION_FAILED', refusals.unreadable, {}, { cause: error });
  }
}
