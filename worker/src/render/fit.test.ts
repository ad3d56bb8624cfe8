import { FIT_LEVELS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  FEW_LINES_SHARE,
  levelsToTry,
  MAX_FIT_PAGES,
  pageHeightPx,
  pagesNeeded,
  pdfPageCount,
} from './fit.js';

/** Heights per level for a document `pages` pages of the natural page long, each level `saving` shorter. */
const heights = (pages: number, saving = 0.04) =>
  FIT_LEVELS.map((_, level) => pages * pageHeightPx(0) * (1 - saving * level));

describe('the fit step', () => {
  it('leaves a document that fits its pages alone', () => {
    expect(levelsToTry(heights(0.6), pagesNeeded(heights(0.6)[0] ?? 0, 0))).toEqual([]);
    expect(levelsToTry(heights(2.9), 3)).toEqual([]);
  });

  it('tries the levels that save the last page, lowest first, when only a few lines spill', () => {
    // Two lines over one page: every level saves it (margins alone give more room).
    expect(levelsToTry(heights(1.03), 2)).toEqual([1, 2, 3]);
    // More spilled: only the tighter levels can save it.
    expect(levelsToTry(heights(1.1), 2)).toEqual([2, 3]);
  });

  it('never squeezes away a page of real content (more than a few lines over)', () => {
    expect(levelsToTry(heights(1 + FEW_LINES_SHARE * 1.05, 0.2), 2)).toEqual([]);
    expect(levelsToTry(heights(2.5, 0.2), 3)).toEqual([]);
  });

  it('weighs again against what printed when kept-together lines moved to a new page', () => {
    // Measured as fitting two pages, but it printed three: the tightening is tried.
    expect(levelsToTry(heights(1.98), 3)).toEqual([1, 2, 3]);
  });

  it('keeps every level within the readable limits', () => {
    for (const level of FIT_LEVELS) {
      expect(level.gap).toBeGreaterThanOrEqual(0.5);
      expect(level.lineHeight).toBeGreaterThanOrEqual(0.9);
      expect(Math.min(level.marginTopMm, level.marginBottomMm)).toBeGreaterThanOrEqual(12);
    }
  });

  it('counts the pages of a PDF, not its page tree', () => {
    const pdf = Buffer.from(
      '1 0 obj << /Type /Pages /Kids [2 0 R 3 0 R] >> endobj 2 0 obj << /Type /Page >> endobj 3 0 obj <</Type/Page/Parent 1 0 R>> endobj',
      'latin1',
    );
    expect(pdfPageCount(pdf)).toBe(2);
  });
});

describe('the fit step on long documents', () => {
  it('prints a document longer than MAX_FIT_PAGES as designed (each try would print it all again)', () => {
    expect(levelsToTry(heights(MAX_FIT_PAGES + 0.02), MAX_FIT_PAGES + 1)).toEqual([]);
    expect(levelsToTry(heights(MAX_FIT_PAGES - 1 + 0.02), MAX_FIT_PAGES)).not.toEqual([]);
  });
});
