import { CONTENT_WIDTH_MM, FIT_LEVELS } from '@app/shared';
import type { Browser, CDPSession, HTTPRequest, Page } from 'puppeteer-core';
import { levelsToTry, pagesNeeded, pdfPageCount, worthFitting } from './fit.js';
import { loadEmbeddedFonts } from './page-fonts.js';

/**
 * Documents printed between two garbage collections of a page. Blink collects a reused page's
 * old documents lazily: about 1 MiB a printed resume piles up until its heap nears 100 MiB, per
 * page. A collection every few documents keeps a page near the size of a fresh one, for about
 * a millisecond of CPU per document.
 */
const COLLECT_EVERY = 10;

export interface PrintOptions {
  outline: boolean;
  timeoutMs: number;
  /**
   * Tighten a document that spills a few lines onto its last page (fit.ts), using the
   * `data-fit` levels of the designs' CSS. Off, the page is printed as it is.
   */
  fit?: boolean;
}

interface MeasureGlobals {
  document: {
    documentElement: { setAttribute(name: string, value: string): void; removeAttribute(name: string): void };
    body: { style: { width: string }; removeAttribute(name: string): void };
    querySelector(selector: string): { getBoundingClientRect(): { bottom: number } } | null;
  };
}

/**
 * One Chromium tab that prints documents one after another: JavaScript off, every request
 * refused but inline data, the embedded font loaded once (page-fonts.ts).
 *
 * Each print replaces the whole previous document (setContent: document.open() + write()), so
 * no text, style or rule of an earlier document survives into the next. What could survive is
 * a navigation the earlier document scheduled (a meta refresh: document.open() does not cancel
 * it), which would replace a later document mid-print. Our documents cannot start one (every
 * text is escaped, nothing is ever fetched), so a page that tried to fetch anything or
 * navigated is foreign: it is never reused, and a print during which the page navigated fails
 * instead of delivering whatever the page showed.
 */
export class PrintPage {
  readonly #page: Page;
  readonly #session: CDPSession;
  #printed = 0;
  /** Main-frame navigations (each replaces the Document, our font faces with it). */
  #navigations = 0;
  #requestedOutside = false;
  /** DevTools failed on it after a print: it is probably going away. */
  #broken = false;

  private constructor(page: Page, session: CDPSession) {
    this.#page = page;
    this.#session = session;
  }

  static async open(browser: Browser, onBlocked: (url: string) => void): Promise<PrintPage> {
    const page = await browser.newPage();
    const printPage = new PrintPage(page, await page.createCDPSession());
    await page.setJavaScriptEnabled(false);
    // Laid out as it prints (no @media screen rules), so the fit step measures what prints.
    await page.emulateMediaType('print');
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      const url = request.url();
      if (url.startsWith('data:')) {
        request.continue().catch(() => {});
        return;
      }
      printPage.#requestedOutside = true;
      onBlocked(url);
      request.abort('blockedbyclient').catch(() => {});
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) printPage.#navigations += 1;
    });
    try {
      await loadEmbeddedFonts(page);
    } catch (error) {
      await printPage.close();
      throw error;
    }
    return printPage;
  }

  /** Whether the next document may be printed here: the page only ever held our documents. */
  get reusable(): boolean {
    return !this.#requestedOutside && this.#navigations === 0 && !this.#broken && !this.#page.isClosed();
  }

  /** An A4 PDF of a complete HTML page (tagged, for screen readers; bookmarks on request). */
  async print(html: string, options: PrintOptions): Promise<Buffer> {
    const navigations = this.#navigations;
    await this.#page.setContent(html, { waitUntil: 'load', timeout: options.timeoutMs });
    const bytes = options.fit ? await this.#printFitted(options) : await this.#pdf(options);
    if (this.#navigations !== navigations)
      throw new Error('The page navigated away from the document while it printed');
    this.#printed += 1;
    // The PDF is complete: a page that cannot collect is not reused, the document is delivered.
    if (this.#printed % COLLECT_EVERY === 0)
      await this.#session.send('HeapProfiler.collectGarbage').catch(() => {
        this.#broken = true;
      });
    return Buffer.from(bytes);
  }

  #pdf(options: PrintOptions): Promise<Uint8Array> {
    return this.#page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      tagged: true,
      outline: options.outline,
      timeout: options.timeoutMs,
    });
  }

  /**
   * The document on as few pages as the tightening levels allow: measured as designed, then (when
   * it spills a few lines) at every level, and printed at the lowest level that saves its last
   * page (fit.ts). A document that fits, spills more than a few lines or is long prints once, as
   * designed. When the printed page count is more than its height says (a kept-together section
   * moved to the next page), the levels are weighed again against what printed.
   */
  async #printFitted(options: PrintOptions): Promise<Uint8Array> {
    const designedHeight = (await this.#measure(1))[0] ?? 0;
    let natural = pagesNeeded(designedHeight, 0);
    let heights = worthFitting(designedHeight, natural)
      ? await this.#measure(FIT_LEVELS.length)
      : [designedHeight];
    let levels = levelsToTry(heights, natural);
    let designed: Uint8Array | undefined;
    if (levels.length === 0) {
      designed = await this.#pdf(options);
      const printed = pdfPageCount(designed);
      if (printed <= natural || !worthFitting(designedHeight, printed)) return designed;
      natural = printed;
      if (heights.length === 1) heights = await this.#measure(FIT_LEVELS.length);
      levels = levelsToTry(heights, natural);
    }
    for (const level of levels) {
      await this.#setFitLevel(level);
      const tightened = await this.#pdf(options);
      if (pdfPageCount(tightened) < natural) return tightened;
    }
    await this.#setFitLevel(0);
    return designed ?? this.#pdf(options);
  }

  /**
   * The document's height at the first `levels` fit levels, in CSS pixels: the bottom of <main>
   * with the body as wide as the page's text area (the page is laid out for print, so no screen
   * rules apply).
   */
  #measure(levels: number): Promise<number[]> {
    return this.#page.evaluate(
      (count: number, widthMm: number) => {
        const { document } = globalThis as unknown as MeasureGlobals;
        const main = document.querySelector('main');
        if (!main) return [];
        document.body.style.width = `${widthMm}mm`;
        const heights: number[] = [];
        for (let level = 0; level < count; level += 1) {
          if (level === 0) document.documentElement.removeAttribute('data-fit');
          else document.documentElement.setAttribute('data-fit', String(level));
          heights.push(main.getBoundingClientRect().bottom);
        }
        document.documentElement.removeAttribute('data-fit');
        document.body.removeAttribute('style');
        return heights;
      },
      levels,
      CONTENT_WIDTH_MM,
    );
  }

  #setFitLevel(level: number): Promise<void> {
    return this.#page.evaluate((value: number) => {
      const root = (globalThis as unknown as MeasureGlobals).document.documentElement;
      if (value === 0) root.removeAttribute('data-fit');
      else root.setAttribute('data-fit', String(value));
    }, level);
  }

  async close(): Promise<void> {
    await this.#page.close().catch(() => {});
  }
}
