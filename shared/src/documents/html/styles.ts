import type { TemplateId } from '../templates.js';
import { fitCss, MIN_LINE_HEIGHT } from './fit.js';

/** A vertical gap of `pt` points, scaled by the fit level (fit.ts: never below half of it). */
const gap = (pt: number): string => `calc(${pt}pt * var(--fit-gap, 1))`;

/**
 * The designs' CSS. Browser-safe (no node: imports): the client shows the same page in a sandboxed
 * frame. Every design is one column in source order; what an applicant tracking system reads is
 * what a person reads.
 *
 * Rules every design shares:
 * - ligatures off (`font-variant-ligatures` and the OpenType features both), so "fi" and "fl"
 *   come back out of the PDF as two letters;
 * - a section's pieces stay together across a page break (Chromium's print engine honours
 *   `break-before/after: avoid` between blocks and list items, and orphans/widows in a
 *   paragraph):
 *   - a heading never splits and keeps with its first two lines (`break-after: avoid` on the
 *     heading, `break-before: avoid` on a list's second item), so it is never left alone at the
 *     bottom of a page; a line that introduces a list (a job's title and dates) keeps with it
 *     the same way;
 *   - a bullet never splits; a list's last three bullets keep together, and a section's last
 *     block keeps with the one before it (`:has(+ h2)`), so a page never begins with only the
 *     last line or two of a section (the Modern design used to put two lone bullets on page 2);
 *   - a paragraph leaves at least three lines on each side of a break;
 * - the vertical rhythm (line height, gaps) is written in terms of the fit level's variables
 *   (fit.ts), so the renderer can tighten a document that overflows by a few lines;
 * - long unbroken text wraps (`overflow-wrap: anywhere`) instead of running off the page;
 * - the font stack starts with the embedded Inter (which has ₦) and falls back to the system
 *   sans-serif where no font is inlined (the live preview).
 */
const BASE = `
${fitCss()}
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; --lh: 1.45; }
body {
  margin: 0;
  font-family: 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: 10.5pt;
  line-height: max(${MIN_LINE_HEIGHT}, calc(var(--lh) * var(--fit-lh, 1)));
  color: #1f2937;
  font-variant-ligatures: none;
  font-feature-settings: "liga" 0, "clig" 0;
  font-kerning: normal;
  overflow-wrap: anywhere;
  text-rendering: geometricPrecision;
}
h1, h2 { break-after: avoid; page-break-after: avoid; break-inside: avoid; page-break-inside: avoid; }
h1 { margin: 0; font-weight: 700; line-height: 1.2; }
h2 { margin: ${gap(14)} 0 ${gap(5)}; font-weight: 700; line-height: 1.25; }
p { margin: 0 0 ${gap(6)}; white-space: pre-line; orphans: 3; widows: 3; }
ul { margin: 0 0 ${gap(6)}; padding-left: 14pt; }
li { margin: 0 0 ${gap(2.5)}; break-inside: avoid; page-break-inside: avoid; }
li:nth-child(2), li:nth-last-child(-n + 2) { break-before: avoid; page-break-before: avoid; }
p:has(+ ul) { break-after: avoid; page-break-after: avoid; }
main > :has(+ h2), main > :last-child { break-before: avoid; page-break-before: avoid; }
li::marker { color: #6b7280; }
@media screen {
  html { background: #e5e7eb; }
  body { box-sizing: border-box; max-width: 210mm; min-height: 297mm; margin: 0 auto; padding: 16mm 17mm 18mm; background: #ffffff; }
}
`;

const DESIGNS: Record<TemplateId, string> = {
  classic: `
body { color: #111827; }
h1 { text-align: center; font-size: 20pt; letter-spacing: 0.01em; }
h1 + p { text-align: center; color: #4b5563; font-size: 9.5pt; margin-top: ${gap(3)}; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 0.04em; padding-bottom: 2pt; border-bottom: 0.75pt solid #111827; }
`,
  modern: `
html { --lh: 1.5; }
h1 { font-size: 24pt; color: #0f766e; }
h1 + p { color: #4b5563; font-size: 9.5pt; margin-top: ${gap(3)}; margin-bottom: ${gap(10)}; }
h2 { font-size: 12pt; color: #0f766e; margin-top: ${gap(16)}; padding-left: 6pt; border-left: 3pt solid #0f766e; }
li::marker { color: #0f766e; }
`,
  executive: `
body { color: #1e293b; }
h1 { font-size: 21pt; color: #0f172a; background: #e2e8f0; padding: 10pt 12pt; border-bottom: 2pt solid #334155; }
h1 + p { background: #f1f5f9; color: #334155; font-size: 9.5pt; padding: 4pt 12pt; margin: 0 0 ${gap(8)}; }
h2 { font-size: 11pt; font-variant-caps: small-caps; letter-spacing: 0.03em; color: #0f172a; border-bottom: 0.5pt solid #94a3b8; padding-bottom: 2pt; }
`,
  standard: `
html { --lh: 1.55; }
body { font-size: 11pt; }
h1 { font-size: 16pt; margin-bottom: ${gap(10)}; }
p { margin-bottom: ${gap(10)}; }
`,
  letterhead: `
html { --lh: 1.55; }
body { font-size: 11pt; }
header.letterhead { margin: 0 0 ${gap(18)}; padding-bottom: 8pt; border-bottom: 1.5pt solid #1e3a8a; }
header.letterhead .name { font-size: 20pt; font-weight: 700; color: #1e3a8a; margin: 0; line-height: 1.2; }
h1 { font-size: 20pt; color: #1e3a8a; margin-bottom: ${gap(18)}; padding-bottom: 8pt; border-bottom: 1.5pt solid #1e3a8a; }
p { margin-bottom: ${gap(10)}; }
`,
};

/** The page CSS of a design; an unknown id gets the shared rules only. */
export const designCss = (id: TemplateId): string => BASE + (Object.hasOwn(DESIGNS, id) ? DESIGNS[id] : '');
