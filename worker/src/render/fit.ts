import { contentHeightMm, FIT_LEVELS } from '@app/shared';

/**
 * The fit step's decisions (DECISIONS "Rendering and designs"), kept free of Chromium so they
 * can be tested alone. The print page measures the document's height at every tightening level
 * (print-page.ts), these functions say which levels may save the last page, and the print page
 * prints them in order until one does: deterministic (the same document and design always end
 * at the same level) and bounded (at most FIT_LEVELS.length + 1 prints).
 */

const PX_PER_MM = 96 / 25.4;

/**
 * The most a document may spill onto its last page and still be tightened: a sixth of a page
 * (about eight lines of body text). Past that the extra page is real content, and squeezing it
 * away would need more than the levels' readable limits allow.
 */
export const FEW_LINES_SHARE = 1 / 6;

/**
 * Documents longer than this print as designed: each try prints the whole document again, and
 * saving the 6th page of a long document is not worth several prints of it. Resumes and
 * letters are one to three pages.
 */
export const MAX_FIT_PAGES = 5;

/** The text area's height of a page at a level, in CSS pixels. */
export const pageHeightPx = (level: number): number => contentHeightMm(level) * PX_PER_MM;

/** Pages a document of this unbroken height fills at a level (page breaks can only add to it). */
export const pagesNeeded = (heightPx: number, level: number): number =>
  Math.max(1, Math.ceil(heightPx / pageHeightPx(level)));

/**
 * Whether a document of this height as designed, taking `naturalPages` pages, is one the fit
 * step tightens: more than one page, at most MAX_FIT_PAGES, and only a few lines on the last.
 */
export function worthFitting(naturalHeight: number, naturalPages: number): boolean {
  if (naturalPages <= 1 || naturalPages > MAX_FIT_PAGES) return false;
  const spill = naturalHeight - (naturalPages - 1) * pageHeightPx(0);
  return spill <= FEW_LINES_SHARE * pageHeightPx(0);
}

/**
 * The tightening levels worth printing, lowest first, for a document of the measured heights
 * (one per level, in CSS pixels) that takes `naturalPages` pages as designed: none unless it is
 * worth fitting; else each level whose height needs fewer pages.
 */
export function levelsToTry(heights: readonly number[], naturalPages: number): number[] {
  const natural = heights[0];
  if (natural === undefined || !worthFitting(natural, naturalPages)) return [];
  const levels: number[] = [];
  for (let level = 1; level < FIT_LEVELS.length; level += 1) {
    const height = heights[level];
    if (height !== undefined && pagesNeeded(height, level) < naturalPages) levels.push(level);
  }
  return levels;
}

/**
 * The pages of a PDF Chromium printed: its page objects (`/Type /Page`, not the `/Pages` tree).
 * Skia writes every object uncompressed at the top level, so a plain scan finds them all.
 */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0
  );
}
