/** What the bytes say an image is, whatever its name or declared type claims. */
export type PhotoKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF", then the size, then "WEBP"
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** JPEG, PNG or WebP from their signatures; anything else (GIF, SVG, HEIC, a renamed text) is null. */
export function detectPhotoKind(bytes: Uint8Array): PhotoKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}
