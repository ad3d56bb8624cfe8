import { fileURLToPath } from 'node:url';
import { STAGE_LABELS } from '@app/shared/generation/stages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, verifiedAccount } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { failModelCalls } from './support/llm-control.js';

const baseUrl = inject('baseUrl');
const llmControlUrl = inject('llmControlUrl');
const RESUME = fileURLToPath(new URL('../../shared/fixtures/resumes/john_doe.pdf', import.meta.url));
const WRITING = [STAGE_LABELS.reading_resume, STAGE_LABELS.writing_cover_letter, STAGE_LABELS.writing_resume];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A verified user, signed in, on /generate (reached the way a person would: from the dashboard). */
async function openGenerate(tag: string): Promise<{ page: Page; errors: string[]; email: string }> {
  const email = await verifiedAccount(tag, 'Ngozi Adeyemi');
  const context = await browser.newContext(asNewVisitor({ viewport: { width: 1280, height: 900 } }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.getByRole('link', { name: 'Generate Document' }).click();
  await page.waitForURL(`${baseUrl}/generate`);
  await page.getByRole('heading', { name: 'Generate Documents', level: 1 }).waitFor();
  return { page, errors, email };
}

const JOB_DESCRIPTION =
  'Analyse payment data, build dashboards in SQL and Power BI, and present insights to product teams.';

/** The locked form shows the details that were really sent. */
async function expectSentDetails(page: Page): Promise<void> {
  await expect(page.getByLabel('Job title').inputValue()).resolves.toBe('Data Analyst');
  await expect(page.getByLabel('Company location (optional)').inputValue()).resolves.toBe('Lagos, Nigeria');
  await expect(page.getByLabel('Job description').inputValue()).resolves.toBe(JOB_DESCRIPTION);
  await expect(page.getByRole('checkbox', { name: 'Cover Letter' }).isChecked()).resolves.toBe(true);
  await expect(page.getByLabel('Job title').isDisabled()).resolves.toBe(true);
}

/** The id of the last generation, as the page remembers it. */
const lastGenerationId = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('running_generation:'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { id?: string }).id : undefined;
  });

async function fillJob(page: Page): Promise<void> {
  await page.getByLabel('Job title').fill('Data Analyst');
  await page.getByLabel('Company name').fill('Flutterwave');
  await page.getByLabel('Company location (optional)').fill('Lagos, Nigeria');
  await page.getByLabel('Job description').fill(JOB_DESCRIPTION);
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

/**
 * Samples the page until `finished` settles: each time, in one snapshot, every document card's
 * status ('Waiting', 'Writing…', 'Written') and its step in the progress checklist (ticked, under
 * way, to do) must say the same thing. Answers the mismatches seen and how many card/step pairs
 * were compared.
 */
async function checklistAgreesWithCards(
  page: Page,
  finished: Promise<unknown>,
): Promise<{ mismatches: string[]; compared: number }> {
  let done = false;
  void finished.finally(() => {
    done = true;
  });
  const mismatches: string[] = [];
  let compared = 0;
  while (!done) {
    const sample = await page.evaluate(() => {
      const card = (name: string) =>
        document
          .querySelector(`section[aria-label="${name}, as it is written"] [data-testid="document-status"]`)
          ?.textContent?.trim() ?? null;
      const step = (label: string) => {
        const item = [...document.querySelectorAll('ol[aria-label="Stages"] li')].find((li) =>
          li.textContent?.startsWith(label),
        );
        if (!item) return null;
        const text = item.textContent ?? '';
        return text.includes('(done)') ? 'done' : text.includes('(to do)') ? 'to do' : 'under way';
      };
      return [
        ['cover letter', card('Cover letter'), step('Writing your cover letter')],
        ['resume', card('Optimized resume'), step('Optimizing your resume')],
      ] as const;
    });
    const expected: Record<string, string> = { Written: 'done', 'Writing…': 'under way', Waiting: 'to do' };
    for (const [what, status, step] of sample) {
      if (status === null || step === null) continue;
      compared += 1;
      if (expected[status] !== step) mismatches.push(`${what}: card "${status}", step ${step}`);
    }
    await new Promise((r) => setTimeout(r, 40));
  }
  return { mismatches, compared };
}

describe('generation', () => {
  it('uploads a resume, shows the documents being written live, then both cards', async () => {
    const { page, errors, email } = await openGenerate('gen');
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

    // Both documents are written at once, each with its own bar.
    await page.getByRole('progressbar', { name: 'Cover letter progress' }).waitFor();
    await page.getByRole('progressbar', { name: 'Optimized resume progress' }).waitFor();
    // The checklist and the cards agree all along: a document is ticked exactly when its card
    // says "Written" (issue 28).
    const agreement = checklistAgreesWithCards(
      page,
      page.getByRole('heading', { name: 'Generated Documents' }).waitFor({ timeout: 45_000 }),
    );

    // The cover letter appears word by word, before the generation is done.
    const liveLetter = page.getByRole('region', { name: 'Cover letter, as it is written' });
    await liveLetter.getByText('Dear Hiring Team,').waitFor();
    await expect(page.getByRole('heading', { name: 'Generated Documents' }).count()).resolves.toBe(0);
    const partial = await liveLetter.innerText();
    expect(partial).not.toContain('Sincerely,');

    await page.getByRole('heading', { name: 'Generated Documents' }).waitFor({ timeout: 45_000 });
    const { mismatches, compared } = await agreement;
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(10);
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

    // The trial's only resume credit is spent: the form says so before any submit, with the
    // plan action of the refusal.
    await expect
      .poll(() => page.getByTestId('credits-left').textContent(), { timeout: 10_000 })
      .toBe('Cover letters: 1 left · Resumes: 0 left');
    const marked = page.getByTestId('option-refusal');
    await expect(marked.count()).resolves.toBe(1);
    await expect(marked.getByRole('link', { name: 'View Plans' }).getAttribute('href')).resolves.toBe(
      '/subscription',
    );
    await expect(
      page.getByRole('checkbox', { name: 'Optimize Resume' }).getAttribute('aria-describedby'),
    ).resolves.toContain(await marked.getAttribute('id'));

    await expect(axeViolations(page)).resolves.toEqual([]);

    // A new resume needs the details first (checked on submit, with a cover letter still possible).
    await fillJob(page);
    await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
    await page.getByLabel("I don't have an existing resume").check();
    // Prefilled from the account; the optional free text is offered.
    await expect(page.getByLabel('Full name', { exact: true }).inputValue()).resolves.toBe('Ngozi Adeyemi');
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(email);
    await page.getByLabel('Experience (optional)').fill('Two years of data entry at a logistics firm.');
    await page.getByLabel('Skills (optional)').fill('Excel, SQL');
    await page.getByRole('checkbox', { name: 'Optimize Resume' }).check();
    for (const [label, value] of Object.entries(DETAILS))
      await page.getByLabel(label, { exact: true }).fill(value);

    // "Resumes: 0 left" and a resume ticked: the submit cannot be used, and the form says why
    // beside it, with the way to the plans; nothing is sent (issue 28).
    const blocked = page.getByTestId('submit-blocked');
    await blocked
      .getByText(
        'You have no resume credits left. Untick Optimize Resume to write the cover letter alone, or get more credits with a plan.',
      )
      .waitFor();
    await expect(generateButton(page).isDisabled()).resolves.toBe(true);
    await expect(generateButton(page).getAttribute('aria-describedby')).resolves.toBe(
      await blocked.getAttribute('id'),
    );
    // Enter in a field sends nothing either.
    await page.getByLabel('Job title').press('Enter');
    await expect(page.getByRole('progressbar', { name: 'Generation progress' }).count()).resolves.toBe(0);
    await expect(page.getByText('Subscription Required', { exact: true }).count()).resolves.toBe(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
    // Unticking the resume frees the button; ticking it again blocks it.
    await page.getByRole('checkbox', { name: 'Optimize Resume' }).uncheck();
    await expect(generateButton(page).isEnabled()).resolves.toBe(true);
    await expect(blocked.textContent()).resolves.toBe('');
    await page.getByRole('checkbox', { name: 'Cover Letter' }).uncheck();
    await page.getByRole('checkbox', { name: 'Optimize Resume' }).check();
    await blocked
      .getByText(
        'You have no resume credits left, so this cannot be generated. Get more credits with a plan.',
      )
      .waitFor();
    // The plans are one keyboard step away.
    const plans = blocked.getByRole('link', { name: 'View Plans' });
    await plans.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/subscription`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('still asks for the details of a new resume when there is credit for it', async () => {
    const { page } = await openGenerate('gen-details');
    await fillJob(page);
    await page.getByRole('checkbox', { name: 'Optimize Resume' }).check();
    await page.getByLabel("I don't have an existing resume").check();
    await page.getByLabel('Phone', { exact: true }).fill('');
    await generateButton(page).click();
    await page.getByText('Information Required', { exact: true }).waitFor();
    await expect(page.getByText('Phone is required').isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('makes one generation of a double click, and picks it up again after a reload', async () => {
    const { page } = await openGenerate('gen-reload');
    await fillJob(page);
    await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
    await generateButton(page).dblclick();
    await page.getByRole('region', { name: 'Cover letter, as it is written' }).getByText('Dear').waitFor();
    await page.reload();
    // The text written so far comes back at once, with the details that were sent, then the rest follows.
    await page.getByRole('region', { name: 'Cover letter, as it is written' }).getByText('Dear').waitFor();
    await expectSentDetails(page);
    await page.getByRole('heading', { name: 'Cover Letter – Data Analyst at Flutterwave' }).waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(1);
    // One cover letter credit of the trial's three credits, not two.
    await expect
      .poll(() => page.getByTestId('credits-summary').first().textContent(), { timeout: 10_000 })
      .toBe('2 credits');
    // Finished, and still shown after a reload and in a new tab, with what was sent.
    await page.reload();
    await page.getByRole('heading', { name: 'Generated Documents' }).waitFor();
    await expectSentDetails(page);
    const tab = await page.context().newPage();
    await tab.goto(`${baseUrl}/generate`);
    await tab.getByRole('heading', { name: 'Cover Letter – Data Analyst at Flutterwave' }).waitFor();
    await expectSentDetails(tab);
    await tab.close();

    // Generate New Documents clears it, for good.
    const id = await lastGenerationId(page);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Generate New Documents' }).click();
    await expect(page.getByLabel('Job title').inputValue()).resolves.toBe('');
    await page.reload();
    await generateButton(page).waitFor();
    await expect(page.getByRole('heading', { name: 'Generated Documents' }).count()).resolves.toBe(0);

    // A link opens a given generation again.
    await page.goto(`${baseUrl}/generate?id=${id}`);
    await page.getByRole('heading', { name: 'Cover Letter – Data Analyst at Flutterwave' }).waitFor();
    await expect(page.getByLabel('Job title').inputValue()).resolves.toBe('Data Analyst');
    await page.getByRole('button', { name: 'Generate New Documents' }).click();
    await page.waitForURL(`${baseUrl}/generate`);
    await expect(page.getByLabel('Job title').inputValue()).resolves.toBe('');
    await page.context().close();
  });

  // Needs the fake model's failure switch: global setup serves it with serveLlmControl(llm).
  it.skipIf(!llmControlUrl)('announces retries, then leaves a failure card with Try again', async () => {
    const { page, errors } = await openGenerate('gen-fail');
    await fillJob(page);
    await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
    await failModelCalls(llmControlUrl ?? '', 'cover_letter', 500, 3);
    await generateButton(page).click();

    // Each retry is announced in the progress's live region.
    await page
      .getByRole('status')
      .filter({ hasText: /The AI service had a problem — trying again, [23] of 3/ })
      .waitFor({ timeout: 20_000 });

    // The final failure stays in the results area, with the credit given back.
    const card = page.getByRole('region', { name: 'Generation Failed' });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText('1 cover letter credit was returned to your account.').waitFor();
    await expect
      .poll(() => page.getByTestId('credits-summary').first().textContent(), { timeout: 10_000 })
      .toBe('3 credits');
    await expect(axeViolations(page)).resolves.toEqual([]);
    // A reload shows the same failure and what was sent.
    await page.reload();
    await card.waitFor();
    await expectSentDetails(page);

    // Try again sends the same details; the model answers this time.
    await card.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Cover Letter – Data Analyst at Flutterwave' }).waitFor({
      timeout: 45_000,
    });
    await expectSentDetails(page);
    expect(errors).toEqual([]);
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
