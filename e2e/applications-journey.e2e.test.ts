import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { storedAccount } from './support/documents.js';
import { editorText, setEditorText, storedContent } from './support/editor.js';
import { scriptModelAnswer } from './support/llm-control.js';
import { arrowToMenuItem } from './support/menu.js';
import { setDarkMode } from './support/onboarding.js';

// Issue 30's journey, as a person runs their search: generate → the application is on the board →
// mark applied → edit the resume → the sent copy is unchanged and downloads → move to
// Interviewing with the keyboard → a thank-you note streams → interview prep → CSV export;
// axe on the board and the application page in both themes at both sizes.
const baseUrl = inject('baseUrl');
const llmControlUrl = inject('llmControlUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const JOB = 'Payments Data Analyst';
const RESUME_TITLE = `Resume – ${JOB} at Flutterwave`;
const DETAILS = {
  'Full name': 'Ngozi Adeyemi',
  Phone: '+234 803 555 0101',
  Email: 'ngozi@example.com',
  Location: 'Ibadan, Nigeria',
  'Course of study': 'Statistics',
  School: 'University of Ibadan',
};
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const column = (page: Page, status: string) =>
  page.getByRole('region', { name: new RegExp(`^${status} \\(\\d+\\)$`) });
const card = (scope: Locator, title: string) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByRole('link', { name: title, exact: true }) });
const section = (page: Page, name: string) => page.getByRole('region', { name });

async function expectAxeClean(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** What an interview coach model answers: 8 questions, the first naming an employer the person never gave. */
const PREP = JSON.stringify({
  questions: Array.from({ length: 8 }, (_, i) => ({
    question: `Question ${i + 1}: how would you turn payment data into a decision for a product team?`,
    outline:
      i === 0
        ? 'Describe the fraud dashboard you built at Interswitch and what it changed.'
        : 'Use your Statistics degree from the University of Ibadan and your SQL practice.',
  })),
});

describe('applications: the whole search (issue 30)', () => {
  it.skipIf(!llmControlUrl)(
    'generate → board → applied → edit → sent copy → interviewing → notes, prep, CSV',
    async () => {
      const email = await storedAccount('journey', 'Ngozi Adeyemi');
      const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP, acceptDownloads: true }));
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page, email);

      // Generate a letter and a resume for a job: the application is made with them.
      await page.goto(`${baseUrl}/generate`);
      await page.getByLabel('Job title').fill(JOB);
      await page.getByLabel('Company name').fill('Flutterwave');
      await page.getByLabel('Company location (optional)').fill('Lagos, Nigeria');
      await page
        .getByLabel('Job description')
        .fill(
          'Analyse payment data, build dashboards in SQL and Power BI, and present insights to product teams.',
        );
      await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
      await page.getByRole('checkbox', { name: 'Optimize Resume' }).check();
      await page.getByLabel("I don't have an existing resume").check();
      for (const [label, value] of Object.entries(DETAILS))
        await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Generate Documents', exact: true }).click();
      await page.getByRole('heading', { name: 'Generated Documents' }).waitFor({ timeout: 60_000 });
      await page.getByRole('link', { name: /View application/ }).click();
      await page.waitForURL(/\/applications\/[0-9a-f-]{36}$/);
      const applicationUrl = page.url();

      // On the board, in Saved.
      await page.goto(`${baseUrl}/applications`);
      await card(column(page, 'Saved'), JOB).waitFor();

      // Mark as applied from its page: the sent copies are frozen.
      await card(column(page, 'Saved'), JOB).getByRole('link', { name: JOB, exact: true }).click();
      await page.waitForURL(applicationUrl);
      await page.getByRole('button', { name: 'Mark as applied' }).click();
      await page
        .getByRole('alertdialog', { name: 'Mark as applied?' })
        .getByRole('button', { name: 'Mark as applied' })
        .click();
      const sent = section(page, 'What you sent');
      await sent.getByRole('heading', { name: RESUME_TITLE }).waitFor();

      // Edit the resume after applying.
      await section(page, 'Documents')
        .getByRole('link', { name: new RegExp(RESUME_TITLE) })
        .click();
      await page.waitForURL(/\/edit\//);
      await expect.poll(() => editorText(page)).toContain('Experience');
      const original = await storedContent(page, page.url().split('/edit/')[1] ?? '');
      await setEditorText(page, '# Ngozi Adeyemi\n## Experience\n- A line written after applying');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('All changes saved').waitFor();

      // The sent copy is what was sent, and it downloads.
      await page.goto(applicationUrl);
      const sentResume = sent
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: RESUME_TITLE }) });
      await sentResume.getByText(`Show the text as sent of ${RESUME_TITLE}`).click();
      const firstLine = original.split('\n').find((line) => line.startsWith('- ')) ?? '';
      await sentResume.getByText(firstLine.replace(/^- /, '')).first().waitFor();
      await expect(sentResume.innerText()).resolves.not.toContain('A line written after applying');
      const [pdf] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        sentResume.getByRole('button', { name: `Download PDF of ${RESUME_TITLE} as sent` }).click(),
      ]);
      expect((await readFile((await pdf.path()) as string)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // Interviewing, moved on the board with the keyboard alone.
      await page.goto(`${baseUrl}/applications`);
      const applied = column(page, 'Applied');
      await card(applied, JOB).getByRole('link', { name: JOB, exact: true }).focus();
      await page.keyboard.press('Tab');
      const move = page.getByRole('button', { name: `Move ${JOB} to another status` });
      await expect.poll(() => move.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      await arrowToMenuItem(page, 'Interviewing');
      await page.keyboard.press('Enter');
      await card(column(page, 'Interviewing'), JOB).waitFor();
      await page.reload();
      await card(column(page, 'Interviewing'), JOB).waitFor();

      // A thank-you note streams in, then is kept with the application.
      await page.goto(applicationUrl);
      await expect(page.getByRole('combobox', { name: 'Status' }).inputValue()).resolves.toBe('interviewing');
      const notes = section(page, 'Follow-up and thank-you notes');
      await notes.getByRole('button', { name: 'Write a thank-you note' }).click();
      await notes.getByRole('log', { name: 'Thank-you note being written' }).getByText(/Dear/).waitFor();
      const listed = notes.getByRole('list', { name: 'Your notes, newest first' }).getByRole('listitem');
      await listed
        .first()
        .getByRole('heading', { name: /^Thank-you note/ })
        .waitFor({ timeout: 30_000 });

      // Interview prep: questions, and the employer the person never named marked to check.
      await scriptModelAnswer(llmControlUrl as string, 'interview coach', PREP);
      const prep = section(page, 'Interview prep');
      await prep.getByRole('button', { name: 'Prepare for the interview' }).click();
      const questions = prep.getByRole('list', { name: 'Likely interview questions' }).locator(':scope > li');
      await expect.poll(() => questions.count(), { timeout: 30_000 }).toBe(8);
      await questions.first().getByText('Please check').waitFor();
      await questions
        .first()
        .getByText(/Interswitch/)
        .first()
        .waitFor();
      await page.reload();
      await expect.poll(() => questions.count()).toBe(8);

      // The CSV export opens with the application in it.
      await page.goto(`${baseUrl}/applications`);
      const [csvFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      const csv = (await readFile((await csvFile.path()) as string)).toString('utf8').replace(/^\uFEFF/, '');
      const [header, row] = csv.split('\r\n');
      expect(header).toBe(
        '"Job title","Company","Status","Applied date","Closing date","Job link","Last change"',
      );
      expect(row).toContain(`"${JOB}","Flutterwave","Interviewing"`);

      // Both screens, both themes, both sizes.
      for (const dark of [false, true]) {
        await setDarkMode(page, dark);
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          await page.goto(`${baseUrl}/applications`);
          await card(column(page, 'Interviewing'), JOB).waitFor();
          await expectAxeClean(page, `board ${dark ? 'dark' : 'light'} ${viewport.width}`);
          await page.goto(applicationUrl);
          await section(page, 'Interview prep')
            .getByRole('list', { name: 'Likely interview questions' })
            .waitFor();
          await expectAxeClean(page, `application ${dark ? 'dark' : 'light'} ${viewport.width}`);
          if (process.env.SCREENSHOTS_DIR)
            await page.screenshot({
              path: `${process.env.SCREENSHOTS_DIR}/application-${viewport.width}-${dark ? 'dark' : 'light'}.png`,
              fullPage: true,
            });
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
