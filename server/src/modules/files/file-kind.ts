/** What the bytes say a file is, whatever its name claims. */
export type ResumeKind = 'pdf' | 'docx' | 'doc';

export const RESUME_MIME: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File Binary (Word 97)

/**
 * Detects PDF, DOCX and DOC from their first bytes. A PDF may have up to 1 KB of junk before its
 * header (readers accept it). A zip only counts as DOCX when it names the Word document part;
 * the full structure is checked again, safely, when the worker opens it.
 */
export function detectResumeKind(bytes: Uint8Array): ResumeKind | null {
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + PDF.length <= head.length; i += 1) {
    if (startsWith(head, PDF, i)) return 'pdf';
  }
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP)) {
    const sample = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 256 * 1024))).toString('latin1');
    return sample.includes('word/') || sample.includes('[Content_Types].xml') ? 'docx' : null;
  }
  return null;
}
