import { CV_DETAIL_MESSAGES } from '@app/shared/profile/cv-details';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { storedAccount } from './support/documents.js';

// Issue 31 §2: the Nigerian CV details on /profile, saved, kept across reloads, and clean for axe.
const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const panel = (page: Page) => page.getByRole('region', { name: 'Nigerian CV details' });

async function openProfile(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/profile`);
  await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
  await panel(page).getByLabel('NYSC status').waitFor();
}

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

async function setDark(page: Page, dark: boolean): Promise<void> {
  await page.goto(`${baseUrl}/settings`);
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-checked')) !== String(dark)) await toggle.click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(dark);
}

describe('Nigerian CV details on /profile', () => {
  it('fills, checks, saves and keeps the details; an unsaved change survives a reload', async () => {
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, await storedAccount('cv-details', 'Ada Obi'));
    await openProfile(page);
    const cv = panel(page);
    // Each detail says why it is asked.
    await expect(cv.getByText('Graduate schemes and banks filter on it').isVisible()).resolves.toBe(true);

    await cv.getByLabel('NYSC status').selectOption({ label: 'Completed (discharge certificate)' });
    await cv.getByLabel('NYSC year').fill('1850');
    await cv.getByLabel('Degree class or HND grade').selectOption({ label: 'Second Class Lower (2:2)' });
    await cv.getByLabel('State of origin').selectOption('Enugu');
    await cv.getByLabel('Date of birth').fill('1999-04-12');
    await cv.getByLabel("O'Level results").fill('WAEC 2015: 7 credits incl. English and Mathematics');
    await cv.getByRole('button', { name: 'Add referee' }).click();
    await cv.getByRole('textbox', { name: 'Name' }).fill('Dr. Ngozi Okafor');
    await cv.getByRole('textbox', { name: 'Role and organisation' }).fill('HOD Accounting, UNN');
    await cv.getByRole('button', { name: 'Save CV details' }).click();
    // The year is wrong: said beside it, nothing sent.
    await expect(
      cv.getByRole('alert').filter({ hasText: CV_DETAIL_MESSAGES.nyscYear }).count(),
    ).resolves.toBe(1);
    await expectAxeClean(page);

    // Unsaved: a reload keeps what was typed.
    await page.reload();
    await panel(page).getByLabel('NYSC status').waitFor();
    await expect(panel(page).getByLabel('State of origin').inputValue()).resolves.toBe('Enugu');
    await panel(page).getByLabel('NYSC year').fill('2022');
    await panel(page).getByRole('button', { name: 'Save CV details' }).click();
    await page.getByText('CV details saved').first().waitFor();

    // Saved: a fresh page shows the stored details.
    await page.evaluate(() => sessionStorage.clear());
    await openProfile(page);
    const saved = panel(page);
    await expect(saved.getByLabel('NYSC status').inputValue()).resolves.toBe('completed');
    await expect(saved.getByLabel('NYSC year').inputValue()).resolves.toBe('2022');
    await expect(saved.getByLabel('Degree class or HND grade').inputValue()).resolves.toBe(
      'second_class_lower',
    );
    await expect(saved.getByLabel('Date of birth').inputValue()).resolves.toBe('1999-04-12');
    await expect(saved.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Dr. Ngozi Okafor');
    await expect(saved.getByText('You have unsaved changes.').count()).resolves.toBe(0);

    // Removing the referee and saving clears it.
    await saved.getByRole('button', { name: 'Remove referee 1' }).click();
    await expect(saved.getByText('No referees added.').isVisible()).resolves.toBe(true);
    await saved.getByRole('button', { name: 'Save CV details' }).click();
    await expect.poll(() => page.getByText('CV details saved').count()).toBeGreaterThan(0);
    await openProfile(page);
    await expect(panel(page).getByText('No referees added.').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is clean for axe at both sizes in both themes', async () => {
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    const page = await context.newPage();
    await signIn(page, await storedAccount('cv-axe', 'Bola Ade'));
    for (const dark of [false, true]) {
      await setDark(page, dark);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        // A fresh form each time: the added referee row is an unsaved draft a reload keeps.
        await page.evaluate(() => sessionStorage.clear());
        await openProfile(page);
        await panel(page).getByRole('button', { name: 'Add referee' }).click();
        await expectAxeClean(page);
        if (process.env.SCREENSHOTS_DIR)
          await page.screenshot({
            path: `${process.env.SCREENSHOTS_DIR}/cv-details-${viewport.width}-${dark ? 'dark' : 'light'}.png`,
            fullPage: true,
          });
      }
    }
    await context.close();
  });

  it('/generate: a graduate scheme asking for a 2:1 shows "You do not meet this" for a 2:2 profile', async () => {
    const email = await storedAccount('cv-unmet', 'Tobi Ade');
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    await client.query('UPDATE users SET cv_details = $2 WHERE email = $1', [
      email,
      JSON.stringify({ degreeClass: 'second_class_lower', nyscStatus: 'completed', nyscYear: 2024 }),
    ]);
    await client.end();
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    const page = await context.newPage();
    await signIn(page, email);
    await page.goto(`${baseUrl}/generate`);
    await page.getByLabel('Job title').fill('Graduate Trainee');
    await page.getByLabel('Company name').fill('Acme Bank');
    await page
      .getByLabel('Job description')
      .fill(
        'Acme Bank Graduate Trainee Programme 2027. Requirements: a minimum of Second Class Upper (2:1) in any discipline. NYSC discharge certificate. Apply at https://acme.ng/careers before the closing date.',
      );
    const check = page.getByRole('region', { name: /^Job check/ });
    const degree = check.getByRole('listitem').filter({ hasText: 'Degree class' });
    await degree.waitFor();
    await expect(degree.textContent()).resolves.toContain('You do not meet this');
    await expect(check.getByRole('listitem').filter({ hasText: 'NYSC' }).textContent()).resolves.toContain(
      'You meet this',
    );
    await expectAxeClean(page);
    await context.close();
  });
});
