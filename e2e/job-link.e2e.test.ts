import { mkdirSync } from 'node:fs';
import { JOB_IMPORT_MESSAGES } from '@app/shared/job-import/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type JobPages, startJobPages } from '../server/test/fakes/job-pages.js';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { storedAccount } from './support/documents.js';

// "Fill from a job link" on /generate (issue 31 §3): the product (OUTBOUND_ALLOW_PRIVATE=true in
// e2e/setup) reads job pages served on 127.0.0.1 by the server tests' fixtures.
// SCREENSHOTS_DIR=/tmp/shots keeps a picture of each screen checked by axe.
const baseUrl = inject('baseUrl');
const SHOTS = process.env.SCREENSHOTS_DIR;
let browser: Browser;
let pages: JobPages;

beforeAll(async () => {
  browser = await launchBrowser();
  pages = await startJobPages();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await pages?.close();
});

const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

const JOBBERMAN_DESCRIPTION = [
  'Zenera Foods is hiring graduate trainees for its finance team in Ikeja.',
  '',
  'Requirements',
  '',
  '• B.Sc in Accounting with a minimum of Second Class Upper (2:1)',
  '• NYSC discharge certificate',
  '• Not older than 26 years',
  '',
  'Salary: ₦180,000 monthly & HMO.',
].join('\n');

async function onGenerate(tag: string): Promise<{ page: Page; errors: string[] }> {
  const email = await storedAccount(tag);
  const context = await browser.newContext(asNewVisitor({ viewport: SIZES[0] }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.goto(`${baseUrl}/generate`);
  await page.getByRole('heading', { name: 'Generate Documents', level: 1 }).waitFor();
  return { page, errors };
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** axe in both themes at both sizes, switching the theme with the header's button (no reload). */
async function expectAxeClean(page: Page, name: string): Promise<void> {
  for (const dark of [false, true]) {
    await page.setViewportSize(SIZES[0] as { width: number; height: number });
    if ((await isDark(page)) !== dark) {
      await page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }).click();
      await expect.poll(() => isDark(page)).toBe(dark);
    }
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const violations = await axeViolations(page);
      expect(
        violations,
        `${name} ${dark ? 'dark' : 'light'} ${size.width}: ${JSON.stringify(violations, null, 2)}`,
      ).toEqual([]);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/${name}-${dark ? 'dark' : 'light'}-${size.width}.png`,
          fullPage: true,
        });
    }
  }
  await page.setViewportSize(SIZES[0] as { width: number; height: number });
}

const linkInput = (page: Page) => page.getByRole('textbox', { name: 'Job link' });
const fillButton = (page: Page) => page.getByRole('button', { name: 'Fill the form' });
const filledNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Check the details before writing.' });
const values = (page: Page) =>
  Promise.all(
    ['Job title', 'Company name', 'Company location (optional)', 'Job description'].map((label) =>
      page.getByLabel(label, { exact: true }).inputValue(),
    ),
  );

describe('/generate: a job from its link (issue 31 §3)', () => {
  it('fills the form from a JobPosting page with Enter, says where from and when it closes, and the job check reads it', async () => {
    const { page, errors } = await onGenerate('link-jsonld');
    await linkInput(page).fill(`${pages.origin}/jobberman`);
    await linkInput(page).press('Enter');

    const note = filledNote(page);
    await note.waitFor();
    await expect(note.textContent()).resolves.toContain(
      `Filled from ${new URL(pages.origin).host}. Check the details before writing.`,
    );
    // validThrough 2026-03-15T23:59:59+01:00, a day in Lagos.
    await expect(note.textContent()).resolves.toMatch(/Close[sd] 15 March 2026\./);
    await expect(values(page)).resolves.toEqual([
      'Graduate Trainee - Finance',
      'Zenera Foods Limited',
      'Ikeja, Lagos, Nigeria',
      JOBBERMAN_DESCRIPTION,
    ]);
    // Enter read the link and did not send the generate form around it (no errors, nothing written).
    await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(0);
    await expect(page.getByRole('progressbar', { name: 'Generation progress' }).count()).resolves.toBe(0);
    // The job check reads the filled advert: its requirements, unknown without profile details.
    const check = page.getByRole('region', { name: /^Job check/ });
    await check.waitFor();
    await check.getByText('Degree class', { exact: true }).waitFor();
    await expectAxeClean(page, 'job-link-filled');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks before replacing typed text: Keep mine changes nothing, Replace fills from a page without JSON-LD', async () => {
    const { page, errors } = await onGenerate('link-replace');
    await page.getByLabel('Job title', { exact: true }).fill('Accountant');
    await page.getByLabel('Job description', { exact: true }).fill('My own notes about this job.');
    await linkInput(page).fill(`${pages.origin}/myjobmag`);
    await fillButton(page).click();

    const question = page.getByRole('group', { name: 'Replace what you typed?' });
    await question.waitFor();
    await question.getByText('The advert would replace the job title and description you typed.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Replace');
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    if (SHOTS) {
      await page.setViewportSize(SIZES[1] as { width: number; height: number });
      await question.screenshot({ path: `${SHOTS}/job-link-replace-light-390.png` });
      const theme = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
      await theme.click();
      await question.screenshot({ path: `${SHOTS}/job-link-replace-dark-390.png` });
      await theme.click();
      await page.setViewportSize(SIZES[0] as { width: number; height: number });
    }

    await question.getByRole('button', { name: 'Keep mine' }).click();
    await question.waitFor({ state: 'detached' });
    await expect(values(page)).resolves.toEqual(['Accountant', '', '', 'My own notes about this job.']);
    await expect(filledNote(page).count()).resolves.toBe(0);

    // Asked again; Escape keeps the typed text too.
    await fillButton(page).click();
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    await expect(page.getByLabel('Job title', { exact: true }).inputValue()).resolves.toBe('Accountant');

    await fillButton(page).click();
    await question.getByRole('button', { name: 'Replace' }).click();
    await filledNote(page).waitFor();
    const [title, company, location, description] = await values(page);
    expect([title, company, location]).toEqual(['Customer Service Executive', 'Kora Logistics', 'Abuja']);
    expect(description).toMatch(/^Kora Logistics is a last-mile delivery company/);
    expect(description).toContain('• Answer customer calls and messages within agreed response times');
    // The page's main text only: never its navigation, similar jobs or footer.
    expect(description).not.toMatch(/Jobs by Field|Similar Jobs|Recommended Jobs|MyJobMag ©/);
    await expect(filledNote(page).textContent()).resolves.toMatch(/Close[sd] 30 April 2026\./);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says why a link cannot be read, under the link, until the link changes or a retry succeeds', async () => {
    const { page, errors } = await onGenerate('link-errors');
    // The sentence under the link, which the input points at (aria-describedby).
    const alert = page.locator('[role="alert"][id$="-link-error"]');
    const describedBy = async () =>
      (await linkInput(page).getAttribute('aria-describedby'))
        ?.split(' ')
        .includes((await alert.getAttribute('id')) ?? '-');

    // Not a link: the same sentence as the server's 400, without asking it.
    await linkInput(page).fill('the job at Zenera');
    await fillButton(page).click();
    await alert.getByText(JOB_IMPORT_MESSAGES.invalidUrl, { exact: true }).waitFor();
    await expect(linkInput(page).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(describedBy()).resolves.toBe(true);
    // Typing a new link clears it.
    await linkInput(page).fill('http://127.0.0.1:1/job');
    await expect(alert.count()).resolves.toBe(0);

    // Nothing listens on port 1: the server's 422 sentence, which stays.
    await linkInput(page).press('Enter');
    await alert.getByText(JOB_IMPORT_MESSAGES.unreachable, { exact: true }).waitFor();
    await page.waitForTimeout(1_000);
    await expect(alert.getByText(JOB_IMPORT_MESSAGES.unreachable).count()).resolves.toBe(1);
    await expect(values(page)).resolves.toEqual(['', '', '', '']);
    await expectAxeClean(page, 'job-link-error');

    // A site that never answers: the button says the page is being read, then the time is up.
    await linkInput(page).fill(`${pages.origin}/hang`);
    await fillButton(page).click();
    const busy = page.getByRole('button', { name: 'Reading the page…' });
    await busy.waitFor();
    await expect(busy.getAttribute('aria-disabled')).resolves.toBe('true');
    // Pressed again while busy: still one request.
    await busy.press('Enter');
    await expect(busy.getAttribute('aria-busy')).resolves.toBe('true');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/job-link-busy-1366.png` });
    await alert.getByText(JOB_IMPORT_MESSAGES.timeout, { exact: true }).waitFor({ timeout: 20_000 });
    await fillButton(page).waitFor();
    // The focus stayed on the button throughout, for the keyboard.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Fill the form');
    expect(pages.requests.filter((p) => p === '/hang')).toEqual(['/hang']);

    // A page without an advert.
    await linkInput(page).fill(`${pages.origin}/login`);
    await fillButton(page).click();
    await alert.getByText(JOB_IMPORT_MESSAGES.noAdvert, { exact: true }).waitFor();
    // A link that reads takes the sentence away.
    await linkInput(page).fill(`${pages.origin}/careers`);
    await fillButton(page).click();
    await filledNote(page).waitFor();
    await expect(alert.count()).resolves.toBe(0);
    await expect(page.getByLabel('Job title', { exact: true }).inputValue()).resolves.toBe(
      'Backend Engineer (Payments)',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
