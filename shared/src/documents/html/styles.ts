import type { TemplateId } from '../templates.js';

/**
 * The designs' CSS. Browser-safe (no node: imports): the client shows the same page in a sandboxed
 * frame. Every design is one column in source order; what an applicant tracking system reads is
 * what a person reads.
 *
 * Rules every design shares:
 * - ligatures off (`font-variant-ligatures` and the OpenType features both), so "fi" and "fl"
 *   come back out of the PDF as two letters;
 * - a heading keeps with what follows it (`break-after: avoid`) and never splits, so it is never
 *   left alone at the bottom of a page; bullets do not split across pages either;
 * - long unbroken text wraps (`overflow-wrap: anywhere`) instead of running off the page;
 * - the font stack starts with the embedded Inter (which has ₦) and falls back to the system
 *   sans-serif where no font is inlined (the live preview).
 */
const BASE = `
@page { size: A4; margin: 16mm 17mm 18mm; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0;
  font-family: 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: 10.5pt;
  line-height: 1.45;
  color: #1f2937;
  font-variant-ligatures: none;
  font-feature-settings: "liga" 0, "clig" 0;
  font-kerning: normal;
  overflow-wrap: anywhere;
  text-rendering: geometricPrecision;
}
h1, h2 { break-after: avoid; page-break-after: avoid; break-inside: avoid; page-break-inside: avoid; }
h1 { margin: 0; font-weight: 700; line-height: 1.2; }
h2 { margin: 14pt 0 5pt; font-weight: 700; line-height: 1.25; }
p { margin: 0 0 6pt; white-space: pre-line; orphans: 2; widows: 2; }
ul { margin: 0 0 6pt; padding-left: 14pt; }
li { margin: 0 0 2.5pt; break-inside: avoid; page-break-inside: avoid; }
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
h1 + p { text-align: center; color: #4b5563; font-size: 9.5pt; margin-top: 3pt; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 0.04em; padding-bottom: 2pt; border-bottom: 0.75pt solid #111827; }
`,
  modern: `
body { line-height: 1.5; }
h1 { font-size: 24pt; color: #0f766e; }
h1 + p { color: #4b5563; font-size: 9.5pt; margin-top: 3pt; margin-bottom: 10pt; }
h2 { font-size: 12pt; color: #0f766e; margin-top: 16pt; padding-left: 6pt; border-left: 3pt solid #0f766e; }
li::marker { color: #0f766e; }
`,
  executive: `
body { color: #1e293b; }
h1 { font-size: 21pt; color: #0f172a; background: #e2e8f0; padding: 10pt 12pt; border-bottom: 2pt solid #334155; }
h1 + p { background: #f1f5f9; color: #334155; font-size: 9.5pt; padding: 4pt 12pt; margin: 0 0 8pt; }
h2 { font-size: 11pt; font-variant-caps: small-caps; letter-spacing: 0.03em; color: #0f172a; border-bottom: 0.5pt solid #94a3b8; padding-bottom: 2pt; }
`,
  standard: `
body { font-size: 11pt; line-height: 1.55; }
h1 { font-size: 16pt; margin-bottom: 10pt; }
p { margin-bottom: 10pt; }
`,
  letterhead: `
body { font-size: 11pt; line-height: 1.55; }
header.letterhead { margin: 0 0 18pt; padding-bottom: 8pt; border-bottom: 1.5pt solid #1e3a8a; }
header.letterhead .name { font-size: 20pt; font-weight: 700; color: #1e3a8a; margin: 0; line-height: 1.2; }
h1 { font-size: 20pt; color: #1e3a8a; margin-bottom: 18pt; padding-bottom: 8pt; border-bottom: 1.5pt solid #1e3a8a; }
p { margin-bottom: 10pt; }
`,
};

/** The page CSS of a design; an unknown id gets the shared rules only. */
export const designCss = (id: TemplateId): string => BASE + (Object.hasOwn(DESIGNS, id) ? DESIGNS[id] : '');
