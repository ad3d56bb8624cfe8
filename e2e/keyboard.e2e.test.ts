import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { STAGE_LABELS } from '@app/shared/generation/stages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { storedAccount } from './support/documents.js';

/**
 * Issue 19: the core journey (sign in → generate → edit → download) with the keyboard alone,
 * focus visible at every stop, dialogs that keep focus inside and give it back, and the live
 * generation progress announced politely, stage by stage, never word by word.
 */

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const RESUME = fileURLToPath(new URL('../../shared/fixtures/resumes/john_doe.pdf', import.meta.url));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * What the focused element shows: an outline (or a Tailwind ring) on itself, or, for a visually
 * hidden native input, on its label. Returns a short description when nothing is visible.
 */
const unseenFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // Past the last control focus leaves for the browser's own interface: nothing to draw here.
    if (!el || el === document.body) return null;
    const shows = (e: Element) => {
      const s = getComputedStyle(e);
      const outline =
        s.outlineStyle !== 'none' &&
        Number.parseFloat(s.outlineWidth) > 0 &&
        s.outlineColor !== 'rgba(0, 0, 0, 0)';
      const ring = s.getPropertyValue('--tw-ring-shadow').trim();
      return outline || (ring !== '' && !ring.startsWith('0 0 #0000'));
    };
    const box = el.getBoundingClientRect();
    const drawn = box.width > 2 && box.height > 2;
    const labels = 'labels' in el ? Array.from((el as HTMLInputElement).labels ?? []) : [];
    if ((drawn && shows(el)) || labels.some(shows)) return null;
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}> "${name}" has no visible focus indicator`;
  });

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that the focus can
 * be seen; problems are gathered in `unseen`.
 */
async function tabTo(page: Page, target: Locator, unseen: string[], backwards = false): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const problem = await unseenFocus(page);
    if (problem) unseen.push(`${new URL(page.url()).pathname}: ${problem}`);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Records what every polite live region says, each time it changes, from now on: what a screen
 * reader would announce.
 */
const recordAnnouncements = (page: Page) =>
  page.evaluate(() => {
    const heard: string[] = [];
    const last = new WeakMap<Element, string>();
    Object.assign(window, { heardAnnouncements: heard });
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live="polite"], [role="status"]')) {
        const text = (region.textContent ?? '').trim();
        if (text && last.get(region) !== text) heard.push(text);
        last.set(region, text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

const announcements = (page: Page) =>
  page.evaluate(() => (window as unknown as { heardAnnouncements: string[] }).heardAnnouncements);

describe('keyboard', () => {
  it('signs in, generates, edits and downloads with the keyboard alone, focus always visible', async () => {
    const email = await storedAccount('kbd', 'Ngozi Adeyemi');
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP, acceptDownloads: true }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    const unseen: string[] = [];

    // Sign in.
    await page.goto(`${baseUrl}/login`);
    await tabTo(page, page.getByLabel('Email', { exact: true }), unseen);
    await page.keyboard.type(email);
    await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }), unseen);
    await page.keyboard.type(PASSWORD);
    await tabTo(page, page.getByRole('button', { name: 'Sign In', exact: true }), unseen);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard`);

    // The header's theme switch works from the keyboard too (this journey then runs dark).
    await tabTo(page, page.getByRole('button', { name: 'Switch to dark theme' }), unseen);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();

    // Generate: the job, a cover letter, the resume file (the picker opens on Space).
    await tabTo(page, page.getByRole('link', { name: 'Generate Document' }), unseen);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/generate`);
    await tabTo(page, page.getByLabel('Job title'), unseen);
    await page.keyboard.type('Data Analyst');
    await tabTo(page, page.getByLabel('Company name'), unseen);
    await page.keyboard.type('Flutterwave');
    await tabTo(page, page.getByLabel('Job description'), unseen);
    await page.keyboard.type('Analyse payment data and build dashboards in SQL and Power BI.');
    await tabTo(page, page.getByRole('checkbox', { name: 'Cover Letter' }), unseen);
    await page.keyboard.press('Space');
    // Listening first: Playwright takes over the native picker only once it is listening.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, page.getByLabel('Upload your resume'), unseen);
    await page.keyboard.press('Space');
    await (await chooser).setFiles(RESUME);
    await page.getByText('File Uploaded', { exact: true }).waitFor();

    await recordAnnouncements(page);
    await tabTo(page, page.getByRole('button', { name: 'Generate Documents', exact: true }), unseen);
    await page.keyboard.press('Enter');
    const writing = page.getByRole('region', { name: 'Cover letter, as it is written' });
    await writing.waitFor();
    // The text being written is outside every live region: it is read when visited, not announced.
    await expect(
      writing.evaluate((el) =>
        el.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="log"]'),
      ),
    ).resolves.toBeNull();
    // The writing screen in the dark theme passes axe as well (the light one: accessibility.e2e).
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    const done = page.getByRole('heading', { name: 'Generated Documents' });
    await done.waitFor({ timeout: 45_000 });
    // Announced: the stages (politely), never the letter's words.
    const heard = await announcements(page);
    const stages = Object.values(STAGE_LABELS).map((label) => `${label}…`);
    const progress = heard.filter((text) => stages.includes(text));
    expect(progress).toContain(`${STAGE_LABELS.writing_cover_letter}…`);
    expect(heard.filter((text) => /Dear Hiring Team|Sincerely/.test(text))).toEqual([]);
    expect(heard.length, heard.join('\n')).toBeLessThan(15);

    // Edit the cover letter.
    await tabTo(page, page.getByRole('link', { name: /^Edit/ }).first(), unseen);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/edit\//);
    const text = page.getByLabel('Document content');
    await tabTo(page, text, unseen);
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nP.S. I can start in January.');
    // Save Changes is in the bar above the text (it stays in reach on a long document).
    await tabTo(page, page.getByRole('button', { name: 'Save Changes' }), unseen, true);
    await page.keyboard.press('Enter');
    await page.getByText('All changes saved', { exact: true }).waitFor();
    // The text stays in place and editable: focus goes back to it, not to the top of the page.
    await expect.poll(() => isFocused(text)).toBe(true);

    // Download the saved version as a PDF (the header's buttons are above the text).
    await tabTo(page, page.getByRole('button', { name: /^PDF/ }), unseen, true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect(unseen, unseen.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('dialogs keep focus inside while open and give it back on Escape', async () => {
    const email = await storedAccount('kbd-dialogs', 'Tunde Bakare');
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    const unseen: string[] = [];
    await signIn(page, email);

    /** Opens the dialog from `opener` with Enter, cycles Tab and Shift+Tab, closes with Escape. */
    const trapsAndReturns = async (opener: Locator, name: string) => {
      await tabTo(page, opener, unseen, true);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
      await expect.poll(inside).toBe(true);
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        await expect(inside(), `${key} left the ${name} dialog`).resolves.toBe(true);
        const problem = await unseenFocus(page);
        if (problem) unseen.push(`${name} dialog: ${problem}`);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(opener)).toBe(true);
    };

    await trapsAndReturns(page.getByRole('button', { name: /^Contact Support/ }), 'Contact Support');

    // The phone navigation is a dialog too.
    await page.setViewportSize({ width: 390, height: 844 });
    await trapsAndReturns(page.getByRole('button', { name: 'Open menu' }), 'Menu');

    expect(unseen, unseen.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
