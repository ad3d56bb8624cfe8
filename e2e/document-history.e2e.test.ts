import { VERSION_MESSAGES } from '@app/shared/documents/versions';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { RESUME_TEXT } from './support/documents.js';
import { signedInWithResume } from './support/editor.js';
import { setDarkMode } from './support/onboarding.js';

/**
 * Issue 32: every save of a document is kept. The History panel of /edit/{id} lists the versions,
 * compares two (a word diff) and restores an old one as a new save, from the keyboard alone, and
 * passes axe on both themes on a laptop and a phone. The editor itself is another part's: this
 * file reads the History panel, the API and the page's visible text.
 */

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const FIRST_EDIT = RESUME_TEXT.replace('Power BI and Python', 'Looker and dbt');
const SECOND_EDIT = `${FIRST_EDIT}\n- Led the Lagos data guild of 40 analysts`;

/** A call to the API with the page's session. */
function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('auth_token');
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>;
}

/** A signed-in person whose resume was saved twice through the API: versions 1 (the text before), 2 and 3. */
async function openWithVersions(tag: string, viewport = DESKTOP) {
  const { page, errors, id } = await signedInWithResume(browser, tag, viewport, 30);
  for (const content of [FIRST_EDIT, SECOND_EDIT]) {
    const saved = await api(page, 'PUT', `/api/documents/${id}`, { content });
    expect(saved.status).toBe(200);
  }
  await page.goto(`${baseUrl}/edit/${id}`);
  await historyButton(page).waitFor();
  return { page, errors, id };
}

const historyButton = (page: Page) => page.getByRole('button', { name: 'History', exact: true });
const versionRow = (page: Page, n: number) => page.getByTestId(`version-${n}`);

/** Presses Tab until the focused element is named `name` (at most 60 presses). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : el.closest('label');
      return (el.getAttribute('aria-label') ?? label?.textContent ?? el.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim();
    });
    if (focused === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}"`);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

describe('document history', () => {
  it('lists the saves, compares two and restores the oldest, from the keyboard alone', async () => {
    const { page, errors, id } = await openWithVersions('history-keys');
    const listed = await api<{ versions: { n: number }[] }>(page, 'GET', `/api/documents/${id}/versions`);
    expect(listed.json.versions.map((v) => v.n)).toEqual([3, 2, 1]);

    // Open the panel from the keyboard.
    await historyButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(historyButton(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await versionRow(page, 1).waitFor();
    const newest = versionRow(page, 3);
    await expect(newest.innerText()).resolves.toContain('Current');
    await expect(newest.innerText()).resolves.toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M/);
    await expect(newest.innerText()).resolves.toContain('Classic design');
    // The newest has no Restore: it is the current text.
    await expect(newest.getByRole('button', { name: /^Restore/ }).count()).resolves.toBe(0);

    // Compare the oldest with the newest.
    await tabTo(page, 'Compare version 3');
    await page.keyboard.press('Space');
    await page.getByText('Version 3 chosen. Choose one more version to compare.').waitFor();
    await tabTo(page, 'Compare version 1');
    await page.keyboard.press('Space');
    const diff = page.getByRole('region', { name: 'Version 3 with the changes from version 1 marked' });
    await diff.waitFor();
    const added = await diff.locator('ins').allInnerTexts();
    const removed = await diff.locator('del').allInnerTexts();
    expect(added.join(' ')).toContain('Looker');
    expect(added.join(' ')).toContain('Lagos data guild');
    expect(removed.join(' ')).toContain('Power BI');
    // Screen readers hear what each marked part is, not a colour.
    expect(await diff.innerText()).toContain('[added:');
    await page.getByText(/\d+ words? added, \d+ words? removed\./).waitFor();

    // Restore the oldest: the dialog says the current text is kept.
    await tabTo(page, 'Restore version 1');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Restore version 1?' });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(dialog.innerText()).resolves.toContain('The current text is kept in History');
    await expect(dialog.innerText()).resolves.not.toContain('unsaved changes');
    await tabTo(page, 'Restore version 1');
    await page.keyboard.press('Enter');
    await page.getByText(VERSION_MESSAGES.restored(1)).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The document holds the old text again, as a new version, on the server and on screen.
    const doc = await api<{ content: string }>(page, 'GET', `/api/documents/${id}`);
    expect(doc.json.content).toBe(RESUME_TEXT);
    await versionRow(page, 4).waitFor();
    await expect(versionRow(page, 4).innerText()).resolves.toContain('Current');
    await expect(versionRow(page, 3).innerText()).resolves.not.toContain('Current');
    const after = await api<{ versions: { n: number }[] }>(page, 'GET', `/api/documents/${id}/versions`);
    expect(after.json.versions.map((v) => v.n)).toEqual([4, 3, 2, 1]);
    await page.getByRole('button', { name: 'Close comparison' }).click();
    await expect.poll(() => page.locator('main').innerText()).not.toContain('Lagos data guild');
    await expect(page.locator('main').innerText()).resolves.toContain('Power BI and Python');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const [label, viewport] of [
    ['laptop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    it(`passes axe on both themes with a comparison and the restore dialog open (${label})`, async () => {
      const { page, errors } = await openWithVersions(`history-axe-${label}`, viewport);
      for (const dark of [false, true]) {
        await setDarkMode(page, dark);
        await page.reload();
        await historyButton(page).click();
        await versionRow(page, 1).waitFor();
        await page.getByRole('checkbox', { name: 'Compare version 1' }).check();
        await page.getByRole('checkbox', { name: 'Compare version 2' }).check();
        await page
          .getByRole('region', { name: 'Version 2 with the changes from version 1 marked' })
          .waitFor();
        await page.getByText(/words? added/).waitFor();
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.getByRole('button', { name: 'Restore version 2' }).click();
        await page.getByRole('alertdialog', { name: 'Restore version 2?' }).waitFor();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
});
