import { describe, expect, it } from 'vitest';
import { isHeifBytes, SUPPORT_IMAGE_ACCEPT, supportImageVerdict } from './image-kind.js';

/** An ISO base-media file's first box: size, 'ftyp', major brand, version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const text = `ftyp${major}\0\0\0\0${compatible.join('')}`;
  return new Uint8Array([0, 0, 0, size, ...Array.from(text, (c) => c.charCodeAt(0)), 0, 0, 0, 0]);
}

describe('support images: what the chat takes', () => {
  it('offers exactly JPEG, PNG and WebP in the picker', () => {
    expect(SUPPORT_IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp');
  });

  it('tells HEIC photos apart by type or name', () => {
    expect(supportImageVerdict({ type: 'image/heic', name: 'x' })).toBe('heic');
    expect(supportImageVerdict({ type: 'image/heif-sequence', name: 'x' })).toBe('heic');
    expect(supportImageVerdict({ type: 'application/octet-stream', name: 'IMG_1.HEIC' })).toBe('heic');
    expect(supportImageVerdict({ type: 'image/webp', name: 'a.webp' })).toBe('accepted');
    expect(supportImageVerdict({ type: 'image/gif', name: 'a.gif' })).toBe('refused');
    expect(supportImageVerdict({ type: 'image/avif', name: 'a.avif' })).toBe('refused');
  });

  it('reads HEIC from the bytes, but not AVIF, MP4 or short files', () => {
    expect(isHeifBytes(ftyp('heic', 'mif1', 'heic'))).toBe(true);
    expect(isHeifBytes(ftyp('mif1', 'heic'))).toBe(true);
    expect(isHeifBytes(ftyp('msf1', 'hevc'))).toBe(true);
    expect(isHeifBytes(ftyp('avif', 'mif1', 'miaf'))).toBe(false);
    expect(isHeifBytes(ftyp('isom', 'iso2', 'mp41'))).toBe(false);
    expect(isHeifBytes(new TextEncoder().encode('GIF89a'))).toBe(false);
    expect(isHeifBytes(new Uint8Array(4))).toBe(false);
  });
});
