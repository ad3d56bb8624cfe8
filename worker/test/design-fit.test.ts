import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_TEMPLATES, documentHtml, type PrintableDocument } from '@app/shared';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RenderPool } from '../src/render/browser-pool.js';
import { findChromium, findHeadlessShell } from '../src/render/chromium.js';
import { renderPdf } from '../src/render/pdf.js';
import {
  DESIGN_DOCUMENTS,
  EXPECTED_PAGES,
  LENGTHS,
  type Length,
  RESUME_HEADINGS,
} from './fixtures/design-lengths.js';
import { firstWordOutOfOrder, sourceWords } from './fixtures/render-samples.js';

/**
 * Every design × a short, a one-page-plus-a-little and a three-page document, printed by the real
 * Chromium: the page count a person expects, no page that holds only the last line or two of a
 * section, and every word still there after any tightening. Each page is written as a PNG to
 * test-results/designs/ (gitignored) so a person can look at them.
 */
const CHROMIUM = findHeadlessShell() ?? findChromium(process.env.CHROMIUM_PATH);
const ARTEFACTS = fileURLToPath(new URL('../../test-results/designs/', import.meta.url));
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let pool: RenderPool;
beforeAll(async () => {
  pool = new RenderPool({ executablePath: CHROMIUM, size: 1, timeoutMs: 30_000, restartEvery: 1_000 });
  // Emptied first: a page left by an earlier run (a document that no longer reaches page 2) would
  // show a person a page the design no longer prints.
  await rm(ARTEFACTS, { recursive: true, force: true });
  await mkdir(ARTEFACTS, { recursive: true });
});
afterAll(async () => {
  await pool.close();
});

/** The text lines of each page, as a reader (or an applicant tracking system) gets them. */
async function pageLines(pdf: Buffer): Promise<string[][]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { pages } = await parser.getText();
    return pages.map((page) =>
      page.text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
  } finally {
    await parser.destroy();
  }
}

async function writePageImages(pdf: Buffer, name: string): Promise<void> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const shots = await parser.getScreenshot({ scale: 1, imageBuffer: true, imageDataUrl: false });
    for (const page of shots.pages)
      await writeFile(`${ARTEFACTS}${name}-page${page.pageNumber}.png`, Buffer.from(page.data));
  } finally {
    await parser.destroy();
  }
}

/** A job's title line in resumeText ("…, Flutterwave (2024 to now)"): it introduces a list. */
const JOB_LINE = /\(\d{4} to (now|\d{4})\)$/;

/**
 * Pages after the first that begin with the last one or two lines of the section before (the
 * lines above the page's first heading), and pages that end on a heading or on a job's title
 * line: each leaves a piece of a section cut off from the rest of it.
 */
function strandedPieces(pages: string[][], headings: string[]): string[] {
  const isHeading = (line: string) => headings.some((h) => h.toLowerCase() === line.toLowerCase());
  const introduces = (line: string) => isHeading(line) || JOB_LINE.test(line);
  const problems: string[] = [];
  pages.forEach((lines, index) => {
    if (index > 0) {
      const first = lines.findIndex(isHeading);
      const tail = first < 0 ? lines.length : first;
      if (tail > 0 && tail <= 2)
        problems.push(`page ${index + 1} starts with ${tail} line(s) cut off: ${lines[0]}`);
    }
    const last = lines.at(-1);
    if (index < pages.length - 1 && last && introduces(last))
      problems.push(`page ${index + 1} ends on "${last}"`);
  });
  return problems;
}

const slug = (length: Length) => length.replace(/ /g, '-');

describe.each(DOCUMENT_TEMPLATES.map((t) => [t.id, t] as const))('the %s design', (id, template) => {
  const docOf = (length: Length): PrintableDocument => ({
    type: template.kind,
    title: `${template.name} ${length}`,
    content: DESIGN_DOCUMENTS[id]?.[length] ?? '',
    author: 'Ada Obi',
  });
  const headings = template.kind === 'resume' ? RESUME_HEADINGS : [];

  it.each(LENGTHS)('prints the %s document on the pages expected, no section cut off', async (length) => {
    const doc = docOf(length);
    const pdf = await renderPdf(pool, doc, template);
    await writePageImages(pdf, `${id}-${slug(length)}`);
    const pages = await pageLines(pdf);
    expect(pages.length, `${id} ${length}`).toBe(EXPECTED_PAGES[length]);
    expect(strandedPieces(pages, headings)).toEqual([]);
    // Tightening moves lines, never drops them.
    const text = pages.map((lines) => lines.join(' ')).join(' ');
    expect(firstWordOutOfOrder(sourceWords(doc.content), text)).toBeUndefined();
  });

  it('the one-page-plus-a-little document does spill onto page 2 when not fitted', async () => {
    const natural = await pool.pdf(documentHtml(docOf('one page plus a little'), template));
    const pages = await pageLines(natural);
    expect(pages.length).toBe(2);
    // Even unfitted, what spills is more than a lone line or two of a section.
    expect(strandedPieces(pages, headings)).toEqual([]);
  });
});
