import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('first load (prerendered public pages)', () => {
  it('shows the landing heading and pricing to a browser without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Land Your Dream Job with AI-Generated Documents',
    );
    await expect(
      page.getByRole('heading', { name: 'Simple monthly plans in Naira' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText('₦10,000').first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('shows the sign-in form to a browser without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await expect(page.locator('input[type="password"]').first().isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toBe('Sign in – JobPadi');
    await context.close();
  });

  it('sends hashed assets compressed and cached for a year, pages revalidated', async () => {
    const home = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const script = (await home.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    if (!script) throw new Error('the landing page links no script under /assets');
    const asset = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Pages carry the page policies; a built asset only what a script or style needs.
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    // A missing asset is a 404, never the app's page served as a script.
    const missing = await fetch(`${baseUrl}/assets/missing-0000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('text/html');
  });

  it('becomes the live app after loading, without page errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${baseUrl}/login`);
    // The prerendered form carries method="post"; the app's own form does not.
    await page.waitForFunction(
      () => !document.querySelector('form[method="post"]') && document.forms.length > 0,
    );
    await expect(page.locator('input[type="password"]').first().isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
