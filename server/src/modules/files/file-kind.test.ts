import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectResumeKind } from './file-kind.js';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../../shared/fixtures/resumes/${name}`, import.meta.url)));

describe('detectResumeKind', () => {
  it('recognises the sample resumes by their bytes', () => {
    expect(detectResumeKind(fixture('john_doe.pdf'))).toBe('pdf');
    expect(detectResumeKind(fixture('barry_allen_fe.pdf'))).toBe('pdf');
    expect(detectResumeKind(fixture('chinmaya_shah.docx'))).toBe('docx');
  });

  it('refuses executables, random bytes, plain zips and text renamed to .pdf', () => {
    expect(detectResumeKind(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull(); // MZ (Windows executable)
    expect(detectResumeKind(new Uint8Array([0x7f, 0x45, 0x4c, 0x46]))).toBeNull(); // ELF
    expect(
      detectResumeKind(new Uint8Array(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))),
    ).toBeNull();
    expect(
      detectResumeKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('photos/cat.jpg')])),
    ).toBeNull();
    expect(detectResumeKind(new TextEncoder().encode('Hello, I am a resume'))).toBeNull();
  });

  it('recognises a Word 97 document by its compound-file header', () => {
    expect(detectResumeKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe(
      'doc',
    );
  });
});
