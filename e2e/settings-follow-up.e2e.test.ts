import { APPLICATION_MESSAGES } from '@app/shared/applications/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { storedAccount } from './support/documents.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('settings: follow-up reminders (issue 30)', () => {
  it('turns reminders off and on and sets the days with the keyboard; both themes and sizes, axe-clean', async () => {
    const email = await storedAccount('follow-up');
    const context = await browser.newContext(asNewVisitor({ viewport: { width: 1366, height: 900 } }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, email);
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();

    const remind = page.getByRole('switch', { name: 'Remind me to follow up' });
    await expect(remind.getAttribute('aria-checked')).resolves.toBe('true');
    const days = page.getByRole('spinbutton', { name: 'Remind me after' });
    await expect(days.inputValue()).resolves.toBe('7');
    await expectNoAxeViolations(page);

    // A number out of range says so and saves nothing.
    await days.fill('90');
    await days.press('Enter');
    await page.getByRole('alert').filter({ hasText: APPLICATION_MESSAGES.followUpDays }).waitFor();
    await expectNoAxeViolations(page);
    await days.fill('14');
    await days.press('Enter');
    await page
      .getByText('We will remind you to follow up 14 days after you apply.', { exact: true })
      .waitFor();

    // The switch by keyboard: off hides the field, on brings back the chosen days.
    await remind.focus();
    await page.keyboard.press('Space');
    await page.getByText('Follow-up reminders are off.', { exact: true }).waitFor();
    await expect(days.count()).resolves.toBe(0);
    await page.keyboard.press('Space');
    await expect.poll(() => days.inputValue()).toBe('14');
    await expect.poll(() => remind.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => remind.getAttribute('aria-checked')).toBe('false');
    // Off is kept by the account.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
    await expect.poll(() => remind.getAttribute('aria-checked')).toBe('false');
    await remind.focus();
    await page.keyboard.press('Space');
    await days.waitFor();

    for (const dark of [true, false]) {
      if ((await isDark(page)) !== dark) {
        await page.getByRole('switch', { name: 'Dark mode' }).click();
        await expect.poll(() => isDark(page)).toBe(dark);
      }
      for (const viewport of [
        { width: 1366, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
