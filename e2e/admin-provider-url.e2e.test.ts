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
  const field = card.getByLabel('Base URL');
  const open = card.getByRole('button', { name: /^(Set up|Edit)/ }).first();
  // The form may already be open (a draft kept across the reload, or the admin journey editing this
  // provider from its own browser at the same time): open it only when it is not.
  // The card draws again as its queries answer (the list, then the address rule), which can take
  // the button from under a click: clicked until the form shows.
  await expect
    .poll(
      async () => {
        if (await field.isVisible()) return true;
        if (await open.isVisible()) await open.click({ timeout: 2_000 }).catch(() => {});
        return field.isVisible();
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  return { card, field };
}

describe('the base-URL field of a local model', () => {
  // After the admin journey has set this provider up, the form opens by Edit. That click once also
  // pressed Save Changes (drawn where Edit was), which saved and closed the form under this test:
  // it then waited on a field that was gone. The journey checks that Edit leaves the form open;
  // here each read of the field gives up after a few seconds, so a lost form fails, not hangs.
  it('says before anything is typed that this (non-production) server accepts the local address it suggests', async () => {
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, await adminAccount('provider-url'));
    const { field } = await openCustomForm(page);
    // The placeholder follows the server's rule, which the form asks for once it shows.
    await expect
      .poll(() => field.getAttribute('placeholder', { timeout: 2_000 }))
      .toBe('http://localhost:11434/v1');
    // The help is the field's description, so a screen reader says it with the field.
    await expect
      .poll(() =>
        field.evaluate(
          (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
          undefined,
          { timeout: 2_000 },
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
