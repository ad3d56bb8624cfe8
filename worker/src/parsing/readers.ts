import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import WordExtractor from 'word-extractor';
import { checkPdfStreams } from './pdf-guard.js';
import { ResumeReadError } from './read-error.js';
import { readZipParts } from './zip-guard.js';
import { storedZip } from './zip-writer.js';

export type ResumeKind = 'pdf' | 'docx' | 'doc';

/** Pages read from a PDF, from the first; a resume longer than this is not read further. */
export const MAX_PDF_PAGES = 10;

async function pdfText(buffer: Buffer): Promise<string> {
  checkPdfStreams(buffer);
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    // pdf-parse's `last: n` means the last n pages: a long upload would lose page 1 (the name).
    return (await parser.getText({ first: MAX_PDF_PAGES, pageJoiner: '' })).text;
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new ResumeReadError(name === 'PasswordException' ? 'encrypted' : 'corrupt', { cause: error });
  } finally {
    await parser.destroy().catch(() => {});
  }
}

async function docxText(buffer: Buffer): Promise<string> {
  // Mammoth would inflate whatever the upload's zip declares; it gets the parts already read
  // under a hard cap instead, stored uncompressed.
  const parts = await readZipParts(buffer);
  try {
    return (await mammoth.extractRawText({ buffer: storedZip(parts) })).value;
  } catch (error) {
    throw new ResumeReadError('corrupt', { cause: error });
  }
}

async function docText(buffer: Buffer): Promise<string> {
  try {
    return (await new WordExtractor().extract(buffer)).getBody();
  } catch (error) {
    throw new ResumeReadError('corrupt', { cause: error });
  }
}

/** Raw text of a file, by kind. Runs inside an extraction thread. */
export const READERS: Record<ResumeKind, (buffer: Buffer) => Promise<string>> = {
  pdf: pdfText,
  docx: docxText,
  doc: docText,
};
