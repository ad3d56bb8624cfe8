import { describe, expect, it } from 'vitest';
import { detectPhotoKind } from './photo-kind.js';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v)] : [v])));

describe('detectPhotoKind', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(detectPhotoKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(detectPhotoKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectPhotoKind(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, whatever its name would say', () => {
    expect(detectPhotoKind(bytes('GIF89a'))).toBeNull();
    expect(detectPhotoKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectPhotoKind(bytes('%PDF-1.7'))).toBeNull();
    expect(detectPhotoKind(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(detectPhotoKind(bytes(0xff, 0xd8))).toBeNull();
    expect(detectPhotoKind(new Uint8Array())).toBeNull();
  });
});
