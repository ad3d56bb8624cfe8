import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { EXTRACT_LIMITS, extractResumeText, normaliseText } from '../src/parsing/extract-text.js';
import { READ_MESSAGES, ResumeReadError } from '../src/parsing/read-error.js';
import { MAX_PDF_PAGES } from '../src/parsing/readers.js';
import { pdfFile } from './pdf-file.js';

const shared = (name: string) =>
  readFileSync(new URL(`../../../shared/fixtures/resumes/${name}`, import.meta.url));
const local = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function failure(promise: Promise<unknown>): Promise<ResumeReadError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ResumeReadError))
    throw new Error(`expected a ResumeReadError, got ${String(error)}`);
  return error;
}

/** A valid one-page PDF that draws a rectangle and has no text: what a scanned resume looks like. */
function imageOnlyPdf(): Buffer {
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    '<< /Length 26 >>\nstream\n10 10 200 200 re f\nendstream',
  ]);
}

/** A PDF of `pages` pages, each saying "Page N" in Helvetica (not embedded): a long upload. */
function pagedPdf(pages: number): Buffer {
  const font = 3 + 2 * pages;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${3 + 2 * i} 0 R`).join(' ')}] /Count ${pages} >>`,
  ];
  for (let n = 1; n <= pages; n++) {
    const content = `BT /F1 14 Tf 72 720 Td (Page ${n} of the resume) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${4 + 2 * (n - 1)} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  return pdfFile(objects);
}

async function docx(entries: Record<string, string | Uint8Array>): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

describe('extractResumeText on real resumes', () => {
  it('reads the sample PDFs, the DOCX and a Word 97 .doc made by LibreOffice', async () => {
    expect(await extractResumeText(shared('john_doe.pdf'), 'pdf')).toMatch(/^JOHN DOE\n/);
    expect(await extractResumeText(shared('barry_allen_fe.pdf'), 'pdf')).toMatch(/Barry Allen|BARRY ALLEN/);
    const fromDocx = await extractResumeText(shared('chinmaya_shah.docx'), 'docx');
    const fromDoc = await extractResumeText(local('chinmaya_shah.doc'), 'doc');
    expect(fromDocx).toMatch(/^CHINMAYA SHAH/);
    expect(fromDoc).toMatch(/CHINMAYA SHAH/);
    expect(fromDoc).toMatch(/Education/);
  });

  it('reads a long PDF from its first page, up to the page limit', async () => {
    const text = await extractResumeText(pagedPdf(MAX_PDF_PAGES + 2), 'pdf');
    // The name and contact details are on page 1: a long upload must never lose them.
    expect(text).toMatch(/^Page 1 of the resume/);
    expect(text).toContain(`Page ${MAX_PDF_PAGES} of the resume`);
    expect(text).not.toContain(`Page ${MAX_PDF_PAGES + 1} of`);
  });
});

describe('extractResumeText on hostile or unreadable files', () => {
  it('tells the person to remove the password from an encrypted PDF', async () => {
    const error = await failure(extractResumeText(local('john_doe_encrypted.pdf'), 'pdf'));
    expect(error.reason).toBe('encrypted');
    expect(error.message).toBe(READ_MESSAGES.encrypted);
  });

  it('refuses a scanned (image-only) PDF instead of sending nothing to the model', async () => {
    const error = await failure(extractResumeText(imageOnlyPdf(), 'pdf'));
    expect(error.reason).toBe('no_text');
    expect(error.message).toMatch(/^We could not read text from this PDF\. It may be a scanned image\./);
  });

  it('calls random bytes and a renamed executable corrupt, whatever their claimed kind', async () => {
    const random = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 2654435761) % 256));
    expect(
      (await failure(extractResumeText(Buffer.concat([Buffer.from('%PDF-1.7\n'), random]), 'pdf'))).reason,
    ).toBe('corrupt');
    expect((await failure(extractResumeText(random, 'docx'))).reason).toBe('corrupt');
    expect(
      (
        await failure(
          extractResumeText(Buffer.from('MZ\x90\x00 this program cannot be run in DOS mode'), 'doc'),
        )
      ).reason,
    ).toBe('corrupt');
  });

  it('refuses a zip bomb before unzipping it', async () => {
    const bomb = await docx({ 'word/document.xml': new Uint8Array(40 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(200_000);
    expect((await failure(extractResumeText(bomb, 'docx'))).reason).toBe('oversized');
  });

  it('refuses a zip with an absurd number of entries', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 2_100 }, (_, i) => [`word/part${i}.xml`, '<x/>']),
    );
    expect((await failure(extractResumeText(await docx(entries), 'docx'))).reason).toBe('oversized');
  });

  it('gives up after its time limit', async () => {
    const error = await failure(
      extractResumeText(shared('barry_allen_fe.pdf'), 'pdf', { ...EXTRACT_LIMITS, timeoutMs: 1 }),
    );
    expect(error.reason).toBe('timeout');
    // The stuck thread was terminated and replaced: the next file reads normally.
    expect(await extractResumeText(shared('john_doe.pdf'), 'pdf')).toMatch(/^JOHN DOE/);
  });
});

describe('normaliseText', () => {
  it('tidies whitespace and control characters and caps the length', () => {
    expect(normaliseText('  Ada\u0007  Obi \r\n\r\n\r\n\r\nLagos\t\tNigeria  ')).toBe(
      'Ada Obi\n\nLagos Nigeria',
    );
    expect(normaliseText('x'.repeat(100), 10)).toHaveLength(10);
  });
});
