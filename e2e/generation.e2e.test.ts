import { fileURLToPath } from 'node:url';
import { STAGE_LABELS } from '@app/shared/generation/stages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, verifiedAccount } from './support/accounts.js';
import { launchBrowser, watchErrors } from './support/browser.js';

const baseUrl = inject('baseUrl');
const RESUME = fileURLToPath(new URL('../../shared/fixtures/resumes/john_doe.pdf', import.meta.url));
const WRITING = [STAGE_LABELS.reading_resume, STAGE_LABELS.writing_cover_letter, STAGE_LABELS.writing_resume];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A verified user, signed in, on /generate (reached the way a person would: from the dashboard). */
async function openGenerate(tag: string): Promise<{ page: Page; errors: string[] }> {
  const email = await verifiedAccount(tag, 'Ngozi Adeyemi');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.getByRole('link', { name: 'Generate Document' }).click();
  await page.waitForURL(`${baseUrl}/generate`);
  await page.getByRole('heading', { name: 'Generate Documents', level: 1 }).waitFor();
  return { page, errors };
}

async function fillJob(page: Page): Promise<void> {
  await page.getByLabel('Job title').fill('Data Analyst');
  await page.getByLabel('Company name').fill('Flutterwave');
  await page.getByLabel('Company location (optional)').fill('Lagos, Nigeria');
  await page
    .getByLabel('Job description')
    .fill(
      'Analyse payment data, build dashboards in SQL and Power BI, and present insights to product teams.',
    );
}

const DETAILS = {
  'Full name': 'Ngozi Adeyemi',
  Phone: '+234 803 555 0101',
  Email: 'ngozi@example.com',
  Location: 'Ibadan, Nigeria',
  'Course of study': 'Statistics',
  School: 'University of Ibadan',
};

const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Documents', exact: true });

describe('generation', () => {
  it('uploads a resume, shows the documents being written live, then both cards', async () => {
    const { page, errors } = await openGenerate('gen');
    await fillJob(page);
    await page.getByLabel('Upload your resume').setInputFiles(RESUME);
    await page.getByText('File Uploaded', { exact: true }).waitFor();
    await page.getByText('john_doe.pdf', { exact: true }).waitFor();

    await expect(page.getByRole('checkbox', { name: 'Both' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
    await page.getByRole('checkbox', { name: 'Optimize Resume' }).check();
    await generateButton(page).click();

    // The progress bar names the stage it is at.
    const bar = page.getByRole('progressbar', { name: 'Generation progress' });
    await bar.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(WRITING.join('|')) })
      .waitFor();

    // The cover letter appears word by word, before the generation is done.
    const liveLetter = page.getByRole('region', { name: 'Cover letter, as it is written' });
    await liveLetter.getByText('Dear Hiring Team,').waitFor();
    await expect(page.getByRole('heading', { name: 'Generated Documents' }).count()).resolves.toBe(0);
    const partial = await liveLetter.innerText();
    expect(partial).not.toContain('Sincerely,');

    await page.getByRole('heading', { name: 'Generated Documents' }).waitFor({ timeout: 45_000 });
    await page.getByRole('heading', { name: 'Cover Letter – Data Analyst at Flutterwave' }).waitFor();
    await page.getByRole('heading', { name: 'Resume – Data Analyst at Flutterwave' }).waitFor();
    const letter = page.getByRole('article', { name: 'Cover Letter – Data Analyst at Flutterwave' });
    await letter.getByText('Dear Hiring Team,').waitFor();
    await expect(letter.getByRole('link', { name: /^Edit/ }).getAttribute('href')).resolves.toMatch(
      /^\/edit\//,
    );
    // Two of the three trial credits are spent; the shell says so.
    await expect
      .poll(() => page.getByTestId('credits-summary').first().textContent(), { timeout: 10_000 })
      .toBe('1 credit');

    await page.getByRole('button', { name: 'Generate New Documents' }).click();
    await expect(page.getByLabel('Job title').inputValue()).resolves.toBe('');
    await expect(page.getByRole('heading', { name: 'Generated Documents' }).count()).resolves.toBe(0);

    // The trial's only resume credit is spent: a new resume is refused with a way to the plans.
    await fillJob(page);
    await page.getByRole('checkbox', { name: 'Optimize Resume' }).check();
    await page.getByLabel("I don't have an existing resume").check();
    await generateButton(page).click();
    await page.getByText('Information Required', { exact: true }).waitFor();
    await expect(page.getByText('Full name is required').isVisible()).resolves.toBe(true);
    for (const [label, value] of Object.entries(DETAILS))
      await page.getByLabel(label, { exact: true }).fill(value);
    await generateButton(page).click();
    await page.getByText('Subscription Required', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'View Plans' }).click();
    await page.waitForURL(`${baseUrl}/subscription`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('makes one generation of a double click, and picks it up again after a reload', async () => {
    const { page } = await openGenerate('gen-reload');
    await fillJob(page);
    await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
    await generateButton(page).dblclick();
    await page.getByRole('region', { name: 'Cover letter, as it is written' }).getByText('Dear').waitFor();
    await page.reload();
    // The text written so far comes back at once, then the rest follows.
    await page.getByRole('region', { name: 'Cover letter, as it is written' }).getByText('Dear').waitFor();
    await page.getByRole('heading', { name: 'Cover Letter – Data Analyst at Flutterwave' }).waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(1);
    // One cover letter credit of the trial's three credits, not two.
    await expect
      .poll(() => page.getByTestId('credits-summary').first().textContent(), { timeout: 10_000 })
      .toBe('2 credits');
    await page.reload();
    // Finished and forgotten: the form is back.
    await generateButton(page).waitFor();
    await expect(page.getByRole('heading', { name: 'Generated Documents' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('asks for a selection when neither document is ticked', async () => {
    const { page } = await openGenerate('gen-none');
    await fillJob(page);
    await generateButton(page).click();
    await page.getByText('Selection Required', { exact: true }).waitFor();
    await page.getByText('Please select at least one option to generate', { exact: true }).waitFor();
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    await page.context().close();
  });
});
