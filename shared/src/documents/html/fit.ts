/**
 * Tightening levels for a document whose last page holds only a few lines (DECISIONS "Rendering
 * and designs"). Level 0 is the design as drawn; each further level closes the spacing a little
 * more, within limits that keep a page readable: the font size never changes, line height never
 * goes below 1.3, gaps between blocks never below half their designed size, and the top and
 * bottom page margins never below 12 mm (the sides stay at 17 mm, so lines wrap the same way and
 * nothing else moves). The renderer picks the lowest level that saves the last page, or none.
 *
 * The page is A4; the renderer measures a document at each level against `contentHeightMm`.
 */
export interface FitLevel {
  /** Multiplies the design's line height (never below MIN_LINE_HEIGHT). */
  lineHeight: number;
  /** Multiplies every vertical gap between blocks: headings, paragraphs, lists, bullets. */
  gap: number;
  marginTopMm: number;
  marginBottomMm: number;
}

export const PAGE_HEIGHT_MM = 297;
export const PAGE_WIDTH_MM = 210;
export const SIDE_MARGIN_MM = 17;
export const MIN_LINE_HEIGHT = 1.3;

export const FIT_LEVELS: readonly FitLevel[] = [
  { lineHeight: 1, gap: 1, marginTopMm: 16, marginBottomMm: 18 },
  { lineHeight: 0.97, gap: 0.8, marginTopMm: 15, marginBottomMm: 16 },
  { lineHeight: 0.94, gap: 0.65, marginTopMm: 13.5, marginBottomMm: 14 },
  { lineHeight: 0.91, gap: 0.5, marginTopMm: 12, marginBottomMm: 12 },
];

/** The text area's height on a page at a level, in millimetres. */
export const contentHeightMm = (level: number): number => {
  const fit = FIT_LEVELS[level] ?? FIT_LEVELS[0];
  return fit ? PAGE_HEIGHT_MM - fit.marginTopMm - fit.marginBottomMm : PAGE_HEIGHT_MM;
};

/** The text area's width (the same at every level), in millimetres. */
export const CONTENT_WIDTH_MM = PAGE_WIDTH_MM - 2 * SIDE_MARGIN_MM;

const margin = (fit: FitLevel) => `${fit.marginTopMm}mm ${SIDE_MARGIN_MM}mm ${fit.marginBottomMm}mm`;

/**
 * The page box of level 0, and one rule set per further level, applied by `data-fit="<level>"`
 * on the root element. The page margins of a level are a named page (`page: fit-<level>`): an
 * @page rule cannot be selected by an attribute.
 */
export function fitCss(): string {
  const [natural, ...tighter] = FIT_LEVELS;
  const rules = [`@page { size: A4; margin: ${natural ? margin(natural) : '16mm 17mm 18mm'}; }`];
  tighter.forEach((fit, index) => {
    const level = index + 1;
    rules.push(
      `@page fit-${level} { size: A4; margin: ${margin(fit)}; }`,
      `html[data-fit="${level}"] { --fit-lh: ${fit.lineHeight}; --fit-gap: ${fit.gap}; }`,
      `html[data-fit="${level}"] body { page: fit-${level}; }`,
    );
  });
  return rules.join('\n');
}
