import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { findChromium } from '../../server/src/launch/chromium.js';

/** CHROMIUM_PATH (`npm test` sets it), else the usual places. */
export const CHROMIUM_PATH = findChromium(process.env.CHROMIUM_PATH);

/**
 * The system's Chromium, headless; the background-networking flags keep it off the closed network.
 * Playwright gives each launch a fresh temporary profile itself.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Collects page errors so a journey can assert the page stayed healthy. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

let visitors = 0;

/**
 * Context options that make each browser context a visitor from its own address: the e2e product
 * trusts the loopback proxy (TRUST_PROXY=loopback), so per-address sign-in limits (30 per 15
 * minutes) apply per journey as they would per person, not to the whole suite at once.
 */
export function asNewVisitor(options: BrowserContextOptions = {}): BrowserContextOptions {
  visitors += 1;
  const ip = `10.${process.pid % 250}.${(visitors >> 8) & 255}.${visitors & 255}`;
  return { ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, 'x-forwarded-for': ip } };
}
