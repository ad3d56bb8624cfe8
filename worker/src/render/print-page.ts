import type { Browser, CDPSession, HTTPRequest, Page } from 'puppeteer-core';
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
    const bytes = await this.#page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      tagged: true,
      outline: options.outline,
      timeout: options.timeoutMs,
    });
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

  async close(): Promise<void> {
    await this.#page.close().catch(() => {});
  }
}
