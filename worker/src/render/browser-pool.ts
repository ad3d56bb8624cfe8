import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, findRenderChromium } from './chromium.js';
import { PrintPage } from './print-page.js';
import { Slots } from './slots.js';

export interface RenderPoolOptions {
  /** CHROMIUM_PATH; unset, the usual system paths are tried. */
  executablePath?: string | undefined;
  /** Pages rendering at once (WORKER_CONCURRENCY_RENDER). */
  size: number;
  /** Wall time of one render, from taking a page to the last byte (RENDER_TIMEOUT_MS). */
  timeoutMs: number;
  /** A browser is replaced after this many renders (RENDER_RESTART_EVERY), bounding slow leaks. */
  restartEvery: number;
  logger?: Logger | undefined;
}

export class RenderTimeoutError extends Error {
  constructor(ms: number) {
    super(`The render took longer than ${ms} ms and was stopped`);
    this.name = 'RenderTimeoutError';
  }
}

/** One launched browser and its ready pages. */
interface Generation {
  browser: Browser;
  pid: number | undefined;
  /** Renders started on it. */
  renders: number;
  inFlight: number;
  /** No new render goes to it; it is closed when its last render ends. */
  retiring: boolean;
  /** Pages waiting for a render: opened in advance, or given back after a good print. */
  spare: Promise<PrintPage>[];
}

/**
 * One long-lived Chromium and a pool of pages (DECISIONS: render queue). Each render takes a
 * ready page (print-page.ts: JavaScript off, every request refused, the font loaded), prints the
 * document there and gives the page back for the next render. Reusing pages rather than opening
 * one per render saves most of a render's Chromium CPU: a new page costs a tab in the browser
 * process, a renderer process to start, and the font decoded again. A page whose render failed
 * (timed out, crashed) or that held a foreign page (it fetched or navigated) is closed, and a
 * fresh one opens behind it. The browser is launched on first use, replaced after a crash or
 * disconnect (the render that was running fails and its job is retried), and retired after
 * `restartEvery` renders, its pages with it.
 *
 * Events: 'launch' (pid), 'render' (pid, when a page starts loading a document), 'blocked' (url).
 */
export class RenderPool extends EventEmitter {
  readonly stats = { launches: 0, renders: 0, crashes: 0, blockedRequests: 0, pagesOpened: 0 };
  readonly #options: RenderPoolOptions;
  readonly #slots: Slots;
  #current: Promise<Generation> | null = null;
  /** The browser starting up to take over from one that reached `restartEvery` renders. */
  #successor: Promise<Generation> | null = null;
  readonly #all = new Set<Generation>();
  #closed = false;

  constructor(options: RenderPoolOptions) {
    super();
    this.#options = options;
    this.#slots = new Slots(options.size);
  }

  /** The pid of the browser new renders go to (tests kill it to check recovery). */
  async browserPid(): Promise<number | undefined> {
    return (await this.#generation()).pid;
  }

  /**
   * Prints an HTML page (already complete, fonts inlined) as an A4 PDF; with `fit`, a document
   * that spills a few lines onto its last page is tightened to save it (print-page.ts). Throws
   * RenderTimeoutError past the time limit and ChromiumMissingError without a browser.
   */
  async pdf(html: string, options: { outline?: boolean; fit?: boolean } = {}): Promise<Buffer> {
    return this.#slots.run(async () => {
      const generation = await this.#generation();
      generation.renders += 1;
      generation.inFlight += 1;
      this.stats.renders += 1;
      if (generation.renders >= this.#options.restartEvery) this.#replace(generation);
      let page: PrintPage | undefined;
      let timer: NodeJS.Timeout | undefined;
      let printed = false;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new RenderTimeoutError(this.#options.timeoutMs)),
            this.#options.timeoutMs,
          );
        });
        const work = (async () => {
          page = await this.#takePage(generation);
          this.emit('render', generation.pid);
          return page.print(html, {
            outline: options.outline ?? false,
            fit: options.fit ?? false,
            timeoutMs: this.#options.timeoutMs,
          });
        })();
        // The losing promise's rejection is handled: a closed page makes the work fail late.
        work.catch(() => {});
        const bytes = await Promise.race([work, timeout]);
        printed = true;
        return bytes;
      } finally {
        clearTimeout(timer);
        const used = page as PrintPage | undefined;
        if (used) await this.#giveBack(generation, used, printed);
        generation.inFlight -= 1;
        this.#afterRender(generation);
      }
    });
  }

  /** Closes every browser; renders in progress fail. */
  async close(): Promise<void> {
    this.#closed = true;
    const all = [...this.#all];
    this.#all.clear();
    this.#current = null;
    this.#successor = null;
    await Promise.all(all.map((g) => g.browser.close().catch(() => {})));
  }

  async #generation(): Promise<Generation> {
    if (this.#closed) throw new Error('The render pool is closed');
    if (this.#current) {
      const pending = this.#current;
      const generation = await pending.catch((error: unknown) => {
        // A failed launch is not cached: the next render tries again (Chromium may be installed now).
        if (this.#current === pending) this.#current = null;
        throw error;
      });
      if (generation.browser.connected && !generation.retiring) return generation;
      if (this.#current === pending) this.#current = null;
    }
    // After a crash, a replacement already starting is taken rather than a second one launched.
    this.#current ??= this.#successor ?? this.#launch();
    return this.#generation();
  }

  async #launch(): Promise<Generation> {
    const executablePath = findRenderChromium(this.#options.executablePath);
    // Imported at the first launch: a worker that never renders never holds puppeteer (~30 MB).
    const { default: puppeteer } = await import('puppeteer-core');
    const browser = await puppeteer.launch({
      executablePath,
      headless: true,
      pipe: true,
      args: CHROMIUM_ARGS,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      // A hung DevTools call must not outlive the render's own limit by minutes.
      protocolTimeout: Math.max(this.#options.timeoutMs * 2, 5_000),
    });
    const generation: Generation = {
      browser,
      pid: browser.process()?.pid,
      renders: 0,
      inFlight: 0,
      retiring: false,
      spare: [],
    };
    this.#all.add(generation);
    this.stats.launches += 1;
    browser.once('disconnected', () => {
      this.#all.delete(generation);
      if (!generation.retiring && !this.#closed) {
        this.stats.crashes += 1;
        this.#options.logger?.warn(
          { pid: generation.pid },
          'Chromium disconnected; the next render starts a new one',
        );
      }
      generation.retiring = true;
      generation.spare = [];
    });
    if (this.#closed) {
      await browser.close().catch(() => {});
      throw new Error('The render pool is closed');
    }
    for (let i = 0; i < this.#options.size; i += 1) generation.spare.push(this.#openPage(generation));
    this.#options.logger?.info({ pid: generation.pid, executablePath }, 'Chromium started');
    this.emit('launch', generation.pid);
    return generation;
  }

  #openPage(generation: Generation): Promise<PrintPage> {
    this.stats.pagesOpened += 1;
    return PrintPage.open(generation.browser, (url) => {
      this.stats.blockedRequests += 1;
      this.emit('blocked', url);
    });
  }

  async #takePage(generation: Generation): Promise<PrintPage> {
    const ready = generation.spare.shift();
    if (ready) {
      const page = await ready.catch(() => undefined);
      if (page?.reusable) return page;
      await page?.close();
    }
    return this.#openPage(generation);
  }

  /**
   * A page that printed and only ever held our documents waits for the next render. One whose
   * render failed may still be busy with its document (a timeout) or be half gone (a crash).
   */
  async #giveBack(generation: Generation, page: PrintPage, printed: boolean): Promise<void> {
    if (printed && page.reusable && !generation.retiring && generation.browser.connected) {
      generation.spare.push(Promise.resolve(page));
      return;
    }
    await page.close();
  }

  #afterRender(generation: Generation): void {
    if (generation.retiring) {
      if (generation.inFlight === 0 && this.#all.delete(generation)) {
        void Promise.all(generation.spare.map((p) => p.then((page) => page.close()).catch(() => {})));
        generation.spare = [];
        generation.browser.close().catch(() => {});
      }
      return;
    }
    this.#refill(generation);
  }

  /** Keeps `size` pages, waiting or printing, on a live browser (replacing the ones closed). */
  #refill(generation: Generation): void {
    if (generation.retiring || !generation.browser.connected) return;
    while (generation.spare.length + generation.inFlight < this.#options.size) {
      const page = this.#openPage(generation);
      page.catch(() => {});
      generation.spare.push(page);
    }
  }

  /**
   * A browser that reached `restartEvery` renders keeps printing while its successor starts in
   * the background; renders move over once the successor's pages are ready, and the old browser
   * closes when its last render ends. Launching in line instead held up every render queued
   * behind the restart for the whole start of a browser (1–3 s on a loaded 2-core machine:
   * the slowest PDF downloads of the load benchmark). If the successor cannot start, the old
   * browser goes on, and the next render tries again.
   */
  #replace(old: Generation): void {
    if (old.retiring || this.#successor) return;
    const next = this.#launch();
    this.#successor = next;
    next
      .then(async (fresh) => {
        await Promise.allSettled(fresh.spare);
        if (this.#successor !== next) return;
        this.#successor = null;
        if (this.#closed) return;
        this.#current = next;
        this.#retire(old);
        this.#afterRender(old);
      })
      .catch((error: unknown) => {
        if (this.#successor === next) this.#successor = null;
        this.#options.logger?.warn(
          { err: (error as Error).message },
          'The replacement Chromium did not start; the current one goes on',
        );
      });
  }

  /** New renders go to a new browser; this one closes when its last render ends. */
  #retire(generation: Generation): void {
    if (generation.retiring) return;
    generation.retiring = true;
    this.#options.logger?.info({ pid: generation.pid, renders: generation.renders }, 'Chromium retired');
  }
}
