import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { adminAccount } from './support/documents.js';
import { setDarkMode } from './support/onboarding.js';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The OpenAI-compatible card in edit mode (Set up, or Edit when another journey saved it). */
async function openCustomForm(page: Page) {
  await page.goto(`${baseUrl}/admin`);
  const card = page.getByRole('article', { name: 'OpenAI-compatible endpoint' });
  await card
    .getByRole('button', { name: /^(Set up|Edit)/ })
    .first()
    .click();
  const field = card.getByLabel('Base URL');
  await field.waitFor();
  return { card, field };
}

describe('the base-URL field of a local model', () => {
  it('says before anything is typed that this (non-production) server accepts the local address it suggests', async () => {
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, await adminAccount('provider-url'));
    const { field } = await openCustomForm(page);
    await expect(field.getAttribute('placeholder')).resolves.toBe('http://localhost:11434/v1');
    // The help is the field's description, so a screen reader says it with the field.
    await expect
      .poll(() =>
        field.evaluate(
          (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        ),
      )
      .toBe(
        'Local and private addresses (localhost, 192.168.x.x, 10.x.x.x) are allowed because this server is not running in production. Link-local and cloud metadata addresses are always refused.',
      );

    const dir = process.env.SCREENSHOTS_DIR;
    for (const viewport of dir ? [DESKTOP, PHONE] : [DESKTOP])
      for (const theme of dir ? (['light', 'dark'] as const) : (['light'] as const)) {
        await page.setViewportSize(viewport);
        await setDarkMode(page, theme === 'dark');
        const { card } = await openCustomForm(page);
        await card.scrollIntoViewIfNeeded();
        if (dir) await card.screenshot({ path: `${dir}/provider-url-${viewport.width}-${theme}.png` });
        const violations = await axeViolations(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      }
    expect(errors).toEqual([]);
    await context.close();
  });
});
