import { mkdirSync } from 'node:fs';
import { checkJob } from '@app/shared/job-check/check';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { storedAccount } from './support/documents.js';

// The job check and the application choice on /generate, and the dashboard's applications panel
// (issues 30 and 31 §1). SCREENSHOTS_DIR=/tmp/shots keeps a picture of each screen checked by axe.
const baseUrl = inject('baseUrl');
const SHOTS = process.env.SCREENSHOTS_DIR;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const SCAM = {
  jobTitle: 'Graduate Trainee',
  companyName: 'Shell Nigeria',
  jobDescription:
    'Shell Nigeria is recruiting graduate trainees in Lagos. Successful applicants will pay a registration fee of N5,000 before the interview. Send your BVN and account number to our HR manager on WhatsApp 08031234567. Candidates must have a minimum of Second Class Upper (2:1) degree. Completed NYSC is required.',
};

const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

async function signedIn(tag: string): Promise<{ page: Page; errors: string[] }> {
  const email = await storedAccount(tag);
  const context = await browser.newContext(asNewVisitor({ viewport: SIZES[0] }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
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

/** A saved application, made through the documented REST call from the signed-in page. */
async function saveApplication(page: Page, body: Record<string, unknown>): Promise<string> {
  const answer = await page.evaluate(async (json) => {
    const res = await fetch('/api/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    return { status: res.status, body: (await res.json()) as { application?: { id: string } } };
  }, body);
  if (answer.status !== 201 || !answer.body.application)
    throw new Error(`POST /api/applications: ${answer.status}`);
  return answer.body.application.id;
}

/** YYYY-MM-DD in Lagos, `days` from today. */
function lagosDay(days: number): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const d = new Date(Date.UTC(part('year'), part('month') - 1, part('day') + days));
  return d.toISOString().slice(0, 10);
}

const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Documents', exact: true });

describe('/generate: the job check (issue 31 §1)', () => {
  it('shows a scam advert’s signs in its own words and asks before writing; Write anyway goes on', async () => {
    const { page, errors } = await signedIn('check-scam');
    await page.goto(`${baseUrl}/generate`);
    await page.getByRole('heading', { name: 'Generate Documents', level: 1 }).waitFor();

    // Nothing while the advert is short.
    await page.getByLabel('Job title').fill(SCAM.jobTitle);
    await page.getByLabel('Company name').fill(SCAM.companyName);
    await page.getByLabel('Job description').fill('Graduate trainees wanted in Lagos.');
    await page.waitForTimeout(600);
    await expect(page.getByRole('region', { name: /^Job check/ }).count()).resolves.toBe(0);

    await page.getByLabel('Job description').fill(SCAM.jobDescription);
    const panel = page.getByRole('region', { name: 'Job check: High risk' });
    await panel.waitFor();
    const expected = checkJob(SCAM);
    expect(expected.flags.length).toBeGreaterThanOrEqual(2);
    const flags = panel.getByRole('list', { name: 'Warning signs' }).getByRole('listitem');
    await expect(flags.count()).resolves.toBe(expected.flags.length);
    for (const [i, flag] of expected.flags.entries()) {
      // The advert's own words, quoted exactly, with the sign's label and why it matters.
      expect(SCAM.jobDescription).toContain(flag.evidence);
      await expect(flags.nth(i).textContent()).resolves.toContain(`“${flag.evidence}”`);
      await expect(flags.nth(i).textContent()).resolves.toContain(flag.label);
      await expect(flags.nth(i).textContent()).resolves.toContain(flag.explanation);
    }
    // The requirements it states, unknown without profile details.
    await panel.getByText('Degree class', { exact: true }).waitFor();
    await expect(panel.getByText("We can't tell yet").count()).resolves.toBe(expected.eligibility.length);
    await expectAxeClean(page, 'generate-check');

    await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
    await generateButton(page).click();
    const dialog = page.getByRole('alertdialog', { name: 'This advert looks like a scam' });
    await dialog.waitFor();
    await dialog.getByText(`${expected.flags[0]?.label}: “${expected.flags[0]?.evidence}”`).waitFor();
    // Go back: nothing was written, and the focus is on the check.
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('job-check');
    await expect(page.getByRole('progressbar', { name: 'Generation progress' }).count()).resolves.toBe(0);

    await generateButton(page).click();
    await dialog.waitFor();
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await dialog.getByRole('button', { name: 'Write anyway' }).click();
    await page.getByRole('heading', { name: 'Generated Documents' }).waitFor({ timeout: 45_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/generate: which application (issue 30)', () => {
  it('preselects a saved application from ?application=, fills the form, and links to it after writing', async () => {
    const { page, errors } = await signedIn('choose-app');
    await page.goto(`${baseUrl}/dashboard`);
    const id = await saveApplication(page, {
      jobTitle: 'Credit Analyst',
      companyName: 'Moniepoint',
      companyLocation: 'Lagos, Nigeria',
      jobDescription:
        'Assess loan applications for small businesses, build credit models in Python and SQL, and report portfolio risk to the credit committee.',
    });
    await saveApplication(page, {
      jobTitle: 'Data Analyst',
      companyName: 'Kuda',
      jobDescription: 'Build dashboards for the growth team and measure every campaign.',
    });

    // An unknown application falls back to a new one, quietly.
    await page.goto(`${baseUrl}/generate?application=00000000-0000-4000-8000-000000000000`);
    await page.getByText('We could not find the application that link named', { exact: false }).waitFor();
    await expect(page.getByRole('radio', { name: /^New application/ }).isChecked()).resolves.toBe(true);

    await page.goto(`${baseUrl}/generate?application=${id}`);
    await expect.poll(() => page.getByLabel('Job title').inputValue()).toBe('Credit Analyst');
    await expect(page.getByLabel('Company name').inputValue()).resolves.toBe('Moniepoint');
    await expect(page.getByLabel('Company location (optional)').inputValue()).resolves.toBe('Lagos, Nigeria');
    await expect(page.getByLabel('Job description').inputValue()).resolves.toContain(
      'Assess loan applications',
    );
    await expect(
      page.getByRole('radio', { name: /^Add to an existing application/ }).isChecked(),
    ).resolves.toBe(true);
    const select = page.getByRole('combobox', { name: 'Application' });
    await expect(select.inputValue()).resolves.toBe(id);
    await expect(select.locator('option:checked').textContent()).resolves.toBe('Credit Analyst — Moniepoint');
    // The link's parameter is used once: a reload later shows the generation, not a new form.
    await page.waitForURL(`${baseUrl}/generate`);
    // A plain advert: one quiet line, no dialog before writing.
    await page.getByRole('region', { name: 'Job check: Low risk' }).waitFor();

    await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
    await generateButton(page).click();
    await page.getByRole('heading', { name: 'Generated Documents' }).waitFor({ timeout: 45_000 });
    const view = page.getByRole('link', { name: 'View application' });
    await expect(view.getAttribute('href')).resolves.toBe(`/applications/${id}`);
    // Kept across a reload, like the generation.
    await page.reload();
    await page.getByRole('heading', { name: 'Generated Documents' }).waitFor({ timeout: 45_000 });
    await view.click();
    await page.waitForURL(`${baseUrl}/applications/${id}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('dashboard: the applications panel (issue 30)', () => {
  it('starts empty with a way in, then shows counts and what closes soon', async () => {
    const { page, errors } = await signedIn('dash-apps');
    const section = page.getByRole('region', { name: 'Your Applications' });
    await section.getByRole('heading', { name: 'No applications yet' }).waitFor();
    await expect(
      section.getByRole('link', { name: 'Paste a job advert' }).getAttribute('href'),
    ).resolves.toBe('/generate');
    await expectAxeClean(page, 'dashboard-empty');

    await saveApplication(page, {
      jobTitle: 'Graduate Trainee',
      companyName: 'Access Bank',
      jobDescription: 'A two-year graduate programme across the bank’s divisions.',
      closingDate: lagosDay(1),
    });
    await saveApplication(page, {
      jobTitle: 'Product Designer',
      companyName: 'Paystack',
      jobDescription: 'Design the merchant dashboard with the product and research teams.',
      closingDate: lagosDay(20),
    });
    await page.reload();
    const counts = section.getByRole('list', { name: 'Applications by status' });
    await counts.waitFor();
    await expect(counts.getByRole('listitem').filter({ hasText: 'Saved' }).textContent()).resolves.toBe(
      'Saved2',
    );
    await expect(counts.getByRole('listitem').filter({ hasText: 'Applied' }).textContent()).resolves.toBe(
      'Applied0',
    );
    const closing = section.getByRole('region', { name: /^Closing soon/ });
    const soon = closing.getByRole('link', { name: /Graduate Trainee — Access Bank/ });
    await expect(soon.textContent()).resolves.toContain('Closes tomorrow');
    // Twenty days away is not "soon".
    await expect(closing.getByText('Product Designer').count()).resolves.toBe(0);
    await section
      .getByRole('region', { name: /^Follow-ups due/ })
      .getByText('No follow-ups due', { exact: false })
      .waitFor();
    await expectAxeClean(page, 'dashboard-panel');
    await soon.click();
    await page.waitForURL(/\/applications\/[0-9a-f-]{36}$/);
    await page.goBack();
    await section.getByRole('link', { name: 'View all applications' }).click();
    await page.waitForURL(`${baseUrl}/applications`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
