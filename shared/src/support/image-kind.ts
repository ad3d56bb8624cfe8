/**
 * Which images the support chat takes: JPEG, PNG and WebP (the server reads them by their bytes
 * and redraws them as WebP). The picker offers only these, and a HEIC/HEIF photo (an iPhone's
 * default) is told apart from other refusals so the person learns how to send it.
 */
export const SUPPORT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The file input's `accept`: the types, and their extensions for systems that go by the name. */
export const SUPPORT_IMAGE_ACCEPT = [...SUPPORT_IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

const ACCEPTED_EXTENSION = /\.(jpe?g|png|webp)$/i;
const HEIF_TYPE = /^image\/hei[cf](-sequence)?$/i;
const HEIF_EXTENSION = /\.hei[cf]$/i;

/** The ISO base-media `ftyp` brands of HEIC pictures (HEIF holding HEVC). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
/** HEIF's generic brands: AVIF names them too, so they count only as the major brand. */
const HEIF_MAJOR_BRANDS = new Set([...HEIC_BRANDS, 'mif1', 'msf1']);

export type SupportImageVerdict = 'accepted' | 'heic' | 'refused';

/** What the browser says of a chosen file (its type may be empty where the system does not know it). */
export function supportImageVerdict(file: { type: string; name: string }): SupportImageVerdict {
  if (HEIF_TYPE.test(file.type) || HEIF_EXTENSION.test(file.name)) return 'heic';
  if ((SUPPORT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'accepted';
  return file.type === '' && ACCEPTED_EXTENSION.test(file.name) ? 'accepted' : 'refused';
}

/** True when the bytes start like a HEIF/HEIC image: a `ftyp` box whose brand is a HEIF one. */
export function isHeifBytes(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  if (text(4) !== 'ftyp') return false;
  if (HEIF_MAJOR_BRANDS.has(text(8))) return true;
  // The compatible brands follow the major brand and its version: a HEIC may name itself only there.
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(bytes.length, boxSize > 0 ? boxSize : bytes.length);
  for (let at = 16; at + 4 <= end; at += 4) if (HEIC_BRANDS.has(text(at))) return true;
  return false;
}
