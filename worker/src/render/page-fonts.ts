import type { Page } from 'puppeteer-core';
import { type EmbeddedFont, embeddedFonts } from './fonts.js';

interface LoadableFace {
  load(): Promise<unknown>;
}
interface PageGlobals {
  FontFace: new (family: string, source: string, descriptors: Record<string, string>) => LoadableFace;
  document: { fonts: { add(face: LoadableFace): void; size: number } };
}

/**
 * Loads the embedded font into a print page once, as FontFace objects of its document
 * (`document.fonts`), instead of inlining @font-face rules into every document it prints.
 * setContent() replaces a document's content with document.open(), which keeps the Document and
 * so its FontFaceSet: every later document on the page finds Inter loaded and decoded, and the
 * printed PDF is the same byte for byte as with the rules inlined. A navigation would replace
 * the Document (and drop the faces); a page that navigated is never reused (print-page.ts).
 *
 * Runs through DevTools, so it works with the page's JavaScript switched off.
 */
export async function loadEmbeddedFonts(page: Page): Promise<void> {
  const loaded = await page.evaluate(async (fonts: EmbeddedFont[]) => {
    // The page's own globals (the worker is compiled without the DOM's types).
    const { FontFace, document } = globalThis as unknown as PageGlobals;
    for (const font of fonts) {
      const face = new FontFace('Inter', `url(${font.url}) format('woff2')`, {
        style: 'normal',
        weight: String(font.weight),
        unicodeRange: font.unicodeRange,
        display: 'block',
      });
      document.fonts.add(face);
      await face.load();
    }
    return document.fonts.size;
  }, embeddedFonts());
  if (loaded !== embeddedFonts().length) throw new Error(`The print page loaded ${loaded} font faces`);
}
