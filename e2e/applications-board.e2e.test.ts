import { readFile } from 'node:fs/promises';
import { APPLICATION_MESSAGES as M } from '@app/shared/applications/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, verifiedAccount } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { arrowToMenuItem } from './support/menu.js';
import { setDarkMode } from './support/onboarding.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** axe in both themes and both sizes, back to light and desktop afterwards. */
async function expectAxeCleanEverywhere(page: Page, ready: (page: Page) => Promise<unknown>): Promise<void> {
  for (const dark of [false, true]) {
    await setDarkMode(page, dark);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.reload();
      await ready(page);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(dark);
      const violations = await axeViolations(page);
      expect(
        violations,
        `${dark ? 'dark' : 'light'} ${viewport.width}: ${JSON.stringify(violations, null, 2)}`,
      ).toEqual([]);
    }
  }
  await setDarkMode(page, false);
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await ready(page);
}

const column = (page: Page, status: string) =>
  page.getByRole('region', { name: new RegExp(`^${status} \\(\\d+\\)$`) });
const card = (scope: Locator, title: string) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByRole('link', { name: title, exact: true }) });
const regions = (page: Page) => page.getByRole('main').getByRole('region');
const cardTitles = (scope: Locator) => scope.getByRole('listitem').getByRole('link').allTextContents();

async function saveJob(
  page: Page,
  job: { title: string; company: string; location?: string; closing?: string },
) {
  await page.getByRole('button', { name: 'Save a job' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Save a job' });
  await dialog.getByLabel('Job title').fill(job.title);
  await dialog.getByLabel('Company', { exact: true }).fill(job.company);
  if (job.location) await dialog.getByLabel('Location (optional)').fill(job.location);
  await dialog.getByLabel('Job description').fill(`${job.title} at ${job.company}: a role for graduates.`);
  if (job.closing) await dialog.getByLabel('Closing date (optional)').fill(job.closing);
  await dialog.getByRole('button', { name: 'Save job' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card(column(page, 'Saved'), job.title).waitFor();
}

describe('applications board (issue 30)', () => {
  it('saves a job, filters, moves by keyboard, exports; axe-clean empty and full', async () => {
    const email = await verifiedAccount('board');
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP, acceptDownloads: true }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, email);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();

    // Nothing yet: the page says what to do first.
    const empty = page.getByRole('heading', { name: 'No applications yet' });
    await empty.waitFor();
    await expect(
      page.getByRole('link', { name: 'Generate documents for a job' }).getAttribute('href'),
    ).resolves.toBe('/generate');
    await expectAxeCleanEverywhere(page, () => empty.waitFor());

    // The dialog: the shared messages inline, and what was typed survives a reload.
    await page.getByRole('button', { name: 'Save a job' }).last().click();
    let dialog = page.getByRole('dialog', { name: 'Save a job' });
    await dialog.getByRole('button', { name: 'Save job' }).click();
    await dialog.getByText(M.jobTitle, { exact: true }).waitFor();
    await dialog.getByText(M.companyName, { exact: true }).waitFor();
    await dialog.getByText(M.jobDescription, { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('save-job-jobTitle');
    await dialog.getByLabel('Job title').fill('Graduate Trainee');
    await dialog.getByLabel('Company', { exact: true }).fill('Zenith Bank');
    await dialog.getByLabel('Job link (optional)').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save job' }).click();
    await dialog.getByText(M.jobUrl, { exact: true }).waitFor();
    await expectNoAxe(page);
    await page.reload();
    dialog = page.getByRole('dialog', { name: 'Save a job' });
    await expect(dialog.getByLabel('Job title').inputValue()).resolves.toBe('Graduate Trainee');
    await expect(dialog.getByLabel('Company', { exact: true }).inputValue()).resolves.toBe('Zenith Bank');
    await dialog.getByLabel('Job link (optional)').fill('https://careers.zenithbank.com/gt-2026');
    await dialog.getByLabel('Location (optional)').fill('Lagos');
    await dialog
      .getByLabel('Job description')
      .fill('Two-year graduate trainee programme for first-class and 2:1 graduates.');
    await dialog.getByLabel('Closing date (optional)').fill('2030-12-03');
    await dialog.getByRole('button', { name: 'Save job' }).click();
    await page.getByText('Graduate Trainee at Zenith Bank is in Saved.').first().waitFor();
    const saved = column(page, 'Saved');
    const zenith = card(saved, 'Graduate Trainee');
    await zenith.waitFor();
    await zenith.getByText('Zenith Bank · Lagos').waitFor();
    await zenith.getByText('Closes 3 Dec 2030').waitFor();
    await zenith.getByText('No documents').waitFor();
    // Saved: the draft is gone, the dialog opens empty.
    await page.reload();
    await zenith.waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await saveJob(page, { title: 'Data Analyst', company: 'Flutterwave' });
    await saveJob(page, { title: 'Programme Officer', company: 'UNICEF', location: 'Abuja' });
    await expect(regions(page).count()).resolves.toBe(6);
    expect(await cardTitles(saved)).toEqual(['Programme Officer', 'Data Analyst', 'Graduate Trainee']);

    // Search narrows by company or title, and lands in the URL.
    const search = page.getByRole('searchbox', { name: 'Search applications' });
    await search.fill('zenith');
    await page.waitForURL(`${baseUrl}/applications?q=zenith`);
    await expect.poll(() => cardTitles(saved)).toEqual(['Graduate Trainee']);
    await search.fill('analyst');
    await expect.poll(() => cardTitles(saved)).toEqual(['Data Analyst']);
    await search.fill('nothing like this');
    await page.getByRole('heading', { name: 'No applications match' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => cardTitles(saved)).toHaveLength(3);
    await expect(search.inputValue()).resolves.toBe('');
    expect(new URL(page.url()).search).toBe('');

    // Move "Data Analyst" to Interviewing with the keyboard alone, through its Move menu.
    await card(saved, 'Data Analyst').getByRole('link', { name: 'Data Analyst' }).focus();
    await page.keyboard.press('Tab');
    const moveButton = page.getByRole('button', { name: 'Move Data Analyst to another status' });
    await expect.poll(() => moveButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual([
      'Applied',
      'Interviewing',
      'Offer',
      'Rejected',
      'Withdrawn',
    ]);
    await arrowToMenuItem(page, 'Interviewing');
    await page.keyboard.press('Enter');
    const interviewing = column(page, 'Interviewing');
    await card(interviewing, 'Data Analyst').waitFor();
    await expect.poll(() => cardTitles(saved)).toEqual(['Programme Officer', 'Graduate Trainee']);
    // Focus followed the card.
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Move Data Analyst to another status' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.getByRole('status').filter({ hasText: 'Moved Data Analyst to Interviewing.' }).waitFor();
    await page.reload();
    await card(column(page, 'Interviewing'), 'Data Analyst').waitFor();
    expect(await cardTitles(column(page, 'Saved'))).toEqual(['Programme Officer', 'Graduate Trainee']);

    // The status filter is in the URL and survives a reload.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('interviewing');
    await page.waitForURL(`${baseUrl}/applications?status=interviewing`);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' }).inputValue()).resolves.toBe('interviewing');
    await expect(regions(page).count()).resolves.toBe(1);
    expect(await cardTitles(column(page, 'Interviewing'))).toEqual(['Data Analyst']);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    await expect.poll(() => regions(page).count()).toBe(6);

    // Export CSV: a real download with the header row first and the saved jobs in it.
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/)[0]).toBe(
      '"Job title","Company","Status","Applied date","Closing date","Job link","Last change"',
    );
    expect(csv).toContain('"Graduate Trainee","Zenith Bank"');
    expect(csv).toContain('"Data Analyst","Flutterwave"');
    expect(csv).toContain('https://careers.zenithbank.com/gt-2026');

    await expectAxeCleanEverywhere(page, (p) => card(column(p, 'Interviewing'), 'Data Analyst').waitFor());
    // The Move menu open is part of the page too.
    await page.getByRole('button', { name: 'Move Graduate Trainee to another status' }).click();
    await page.getByRole('menu').waitFor();
    await expectNoAxe(page);
    await page.keyboard.press('Escape');
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Move Graduate Trainee to another status' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });
});

async function expectNoAxe(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
