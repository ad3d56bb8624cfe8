import { readFile } from 'node:fs/promises';
import { APPLICATION_MESSAGES } from '@app/shared/applications/messages';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { storedAccount } from './support/documents.js';
import { editorText, setEditorText } from './support/editor.js';
import { setDarkMode } from './support/onboarding.js';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const RESUME_TITLE = 'Resume – Data Analyst at Flutterwave';
const LETTER_TITLE = 'Cover Letter – Data Analyst at Flutterwave';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/**
 * Writes a cover letter and a resume with the fake model, as the generate form sends them (the
 * person's session, multipart), and answers the application the generation made.
 */
async function generateDocuments(page: Page): Promise<string> {
  const answer = await page.evaluate(async () => {
    const form = new FormData();
    const fields: Record<string, string> = {
      jobTitle: 'Data Analyst',
      companyName: 'Flutterwave',
      companyLocation: 'Lagos, Nigeria',
      jobDescription:
        'Analyse payment data, build dashboards in SQL and Power BI, and present insights to product teams.',
      generateCoverLetter: 'true',
      optimizeResume: 'true',
      isCreatingNewResume: 'true',
      fullName: 'Ngozi Adeyemi',
      phone: '+234 803 555 0101',
      email: 'ngozi@example.com',
      location: 'Ibadan, Nigeria',
      major: 'Statistics',
      school: 'University of Ibadan',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const token = localStorage.getItem('auth_token');
    const res = await fetch('/api/generate', {
      method: 'POST',
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { applicationId?: string } };
  });
  expect(answer.status).toBe(200);
  expect(answer.body.applicationId).toMatch(/^[0-9a-f-]{36}$/);
  return answer.body.applicationId as string;
}

/** An interview preparation as the worker stores it (the fake model writes letters, not JSON). */
async function storePreparation(applicationId: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const questions = Array.from({ length: 8 }, (_, i) => ({
      question: `Question ${i + 1}: how would you present payment insights to a product team?`,
      outline: i === 0 ? 'Open with the fraud dashboard you built at Interswitch.' : 'Use your SQL work.',
      claims:
        i === 0
          ? [
              {
                kind: 'employer',
                value: 'Interswitch',
                sentence: 'Open with the fraud dashboard you built at Interswitch.',
                start: 45,
                end: 56,
              },
            ]
          : [],
    }));
    await client.query(
      `INSERT INTO application_interview_prep (id, application_id, user_id, questions)
       SELECT gen_random_uuid(), a.id, a.user_id, $2::jsonb FROM applications a WHERE a.id = $1`,
      [applicationId, JSON.stringify(questions)],
    );
  } finally {
    await client.end();
  }
}

const notesBox = (page: Page) => page.getByRole('textbox', { name: 'Your notes' });
const section = (page: Page, name: string) => page.getByRole('region', { name });

describe('the application page (issue 30)', () => {
  it('marks applied, keeps what was sent through an edit, downloads it, writes notes and prep', async () => {
    const email = await storedAccount('app-page');
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP, acceptDownloads: true }));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, email);
    const id = await generateDocuments(page);

    await page.goto(`${baseUrl}/applications/${id}`);
    await page.getByRole('heading', { name: 'Data Analyst', level: 1 }).waitFor();
    await page.getByText('Flutterwave · Lagos, Nigeria').waitFor();
    await expect(page.getByRole('combobox', { name: 'Status' }).inputValue()).resolves.toBe('saved');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Applications', exact: true }).getAttribute('href'),
    ).resolves.toBe('/applications');
    const documents = section(page, 'Documents');
    const resumeLink = documents.getByRole('link', { name: new RegExp(RESUME_TITLE) });
    await expect(resumeLink.getAttribute('href')).resolves.toMatch(/^\/edit\/[0-9a-f-]{36}$/);
    await documents.getByRole('link', { name: new RegExp(LETTER_TITLE) }).waitFor();
    await expect(
      documents.getByRole('link', { name: 'Write another document for this job' }).getAttribute('href'),
    ).resolves.toBe(`/generate?application=${id}`);
    await expect(section(page, 'What you sent').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'light, desktop, saved');

    // Notes save themselves after a pause, and a draft typed just before a reload comes back.
    await notesBox(page).fill('Spoke to Amaka in HR.');
    await section(page, 'Notes').getByText('Saved', { exact: true }).waitFor();
    await notesBox(page).fill('Spoke to Amaka in HR. Second interview next week.');
    await page.reload();
    await expect
      .poll(() => notesBox(page).inputValue())
      .toBe('Spoke to Amaka in HR. Second interview next week.');
    await section(page, 'Notes').getByText('Saved', { exact: true }).waitFor();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `application_notes_draft:${id}`),
    ).toBeNull();
    await page.reload();
    await expect
      .poll(() => notesBox(page).inputValue())
      .toBe('Spoke to Amaka in HR. Second interview next week.');

    // Mark as applied: the confirmation says what is kept; then the sent copies show.
    await page.getByRole('button', { name: 'Mark as applied' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mark as applied?' });
    await confirm.getByText(/kept exactly as sent/).waitFor();
    await confirm.getByRole('button', { name: 'Mark as applied' }).click();
    const sent = section(page, 'What you sent');
    await sent.getByRole('heading', { name: RESUME_TITLE }).waitFor();
    await sent.getByRole('heading', { name: LETTER_TITLE }).waitFor();
    await expect(page.getByRole('combobox', { name: 'Status' }).inputValue()).resolves.toBe('applied');
    await expect(page.getByRole('button', { name: 'Mark as applied' }).count()).resolves.toBe(0);
    await expect(
      section(page, 'Timeline')
        .getByRole('list', { name: 'Status changes, newest first' })
        .getByRole('listitem')
        .allInnerTexts(),
    ).resolves.toEqual([expect.stringMatching(/^Applied/), expect.stringMatching(/^Saved/)]);

    // Edit the resume in the editor and save it.
    await resumeLink.click();
    await page.waitForURL(/\/edit\//);
    await expect.poll(() => editorText(page)).toContain('Led front-end development');
    await setEditorText(page, '# Ngozi Adeyemi\n## Experience\n- Rewrote everything after applying');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('All changes saved').waitFor();

    // Back on the application, the sent copy is what was sent, not the edit.
    await page.goto(`${baseUrl}/applications/${id}`);
    const sentResume = sent
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: RESUME_TITLE }) });
    await sentResume.getByText(`Show the text as sent of ${RESUME_TITLE}`).click();
    await sentResume.getByText(/Led front-end development of a payments dashboard/).waitFor();
    await expect(sentResume.innerText()).resolves.not.toContain('Rewrote everything');
    // The saved resume now has a score on the line.
    await expect
      .poll(() => section(page, 'Score history').getByRole('table').count(), { timeout: 10_000 })
      .toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      sentResume.getByRole('button', { name: `Download PDF of ${RESUME_TITLE} as sent` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Resume - Data Analyst - Flutterwave.pdf');
    const file = await readFile((await download.path()) as string);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Interviewing, chosen with the keyboard.
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.selectOption('interviewing');
    await page.getByText('This application is now Interviewing.', { exact: true }).waitFor();

    // A thank-you note streams in, then is listed with Copy.
    const notes = section(page, 'Follow-up and thank-you notes');
    await notes.getByRole('button', { name: 'Write a thank-you note' }).click();
    const live = notes.getByRole('log', { name: 'Thank-you note being written' });
    await live.getByText(/Dear Hiring Team/).waitFor();
    await expect(notes.getByRole('list', { name: 'Your notes, newest first' }).count()).resolves.toBe(0);
    const listed = notes.getByRole('list', { name: 'Your notes, newest first' }).getByRole('listitem');
    await listed
      .first()
      .getByText(/Sincerely/)
      .waitFor({ timeout: 30_000 });
    await expect(listed.count()).resolves.toBe(1);
    await listed
      .first()
      .getByRole('heading', { name: /^Thank-you note/ })
      .waitFor();
    await listed.first().getByRole('button', { name: /^Copy/ }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('Dear Hiring Team');

    // Interview prep: progress, never the model's raw text. The fake model answers a letter, not
    // the JSON asked for: asked once more, then a failure that stays, with the server's sentence.
    const prep = section(page, 'Interview prep');
    await prep.getByRole('button', { name: 'Prepare for the interview' }).click();
    await prep.getByRole('progressbar', { name: 'Interview preparation' }).waitFor();
    await prep
      .getByText('The first answer was not usable; asking the AI again…')
      .waitFor({ timeout: 30_000 });
    await expect(prep.innerText()).resolves.not.toContain('Dear Hiring Team');
    const failed = prep.getByRole('alert');
    await failed.getByText(APPLICATION_MESSAGES.prepInvalid).waitFor({ timeout: 30_000 });
    await failed.getByRole('button', { name: 'Try again' }).waitFor();

    // A preparation the worker stored shows as questions with what to check.
    await storePreparation(id);
    await page.reload();
    const questions = prep.getByRole('list', { name: 'Likely interview questions' }).locator(':scope > li');
    await expect.poll(() => questions.count()).toBe(8);
    await questions.first().getByText('Please check').waitFor();
    await questions.first().getByText('Employer: Interswitch').waitFor();
    await prep.getByRole('button', { name: 'Prepare again' }).waitFor();

    for (const [viewport, dark] of [
      [DESKTOP, false],
      [DESKTOP, true],
      [PHONE, true],
      [PHONE, false],
    ] as const) {
      await setDarkMode(page, dark);
      await page.setViewportSize(viewport);
      await page.reload();
      await section(page, 'What you sent').waitFor();
      await sentResume.getByText(`Show the text as sent of ${RESUME_TITLE}`).click();
      await page.getByText('Show the full job description').click();
      await expectNoAxeViolations(page, `${dark ? 'dark' : 'light'}, ${viewport.width}px`);
    }

    // Delete: the documents stay; back to the board with the server's sentence.
    await page.getByRole('button', { name: 'Delete application' }).click();
    const sure = page.getByRole('alertdialog', { name: 'Delete this application?' });
    await sure.getByText(/Its documents stay in My Documents/).waitFor();
    await sure.getByRole('button', { name: 'Delete application' }).click();
    await page.waitForURL(`${baseUrl}/applications`);
    await page
      .getByText('Application deleted. Its documents are still in My Documents.', { exact: true })
      .waitFor();
    await page.goto(`${baseUrl}/applications/${id}`);
    await page.getByRole('heading', { name: 'Application not found', level: 1 }).waitFor();
    await page.getByText(APPLICATION_MESSAGES.notFound).waitFor();
    await expectNoAxeViolations(page, 'not found');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains that there is nothing to send yet, with a way to write it', async () => {
    const email = await storedAccount('app-page-empty');
    const context = await browser.newContext(asNewVisitor({ viewport: PHONE }));
    const page = await context.newPage();
    await signIn(page, email);
    const created = await page.evaluate(async () => {
      const token = localStorage.getItem('auth_token');
      const res = await fetch('/api/applications', {
        method: 'POST',
        credentials: 'include',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          jobTitle: 'Graduate Trainee',
          companyName: 'Access Bank',
          jobDescription: 'A twelve-month graduate programme across branches in Lagos and Abuja.',
          jobUrl: 'https://example.com/jobs/graduate-trainee',
          closingDate: '2099-12-03',
        }),
      });
      return (await res.json()) as { application: { id: string } };
    });
    const id = created.application.id;
    await page.goto(`${baseUrl}/applications/${id}`);
    await page.getByRole('heading', { name: 'Graduate Trainee', level: 1 }).waitFor();
    await page.getByText('Closes 3 December 2099').waitFor();
    await section(page, 'Score history').getByText('Scores appear when you save the resume.').waitFor();
    const advert = page.getByRole('link', { name: /Job advert/ });
    await expect(advert.getAttribute('target')).resolves.toBe('_blank');
    await expect(advert.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await page.getByRole('button', { name: 'Mark as applied' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mark as applied?' });
    await confirm.getByRole('button', { name: 'Mark as applied' }).click();
    await confirm.getByRole('alert').getByText(APPLICATION_MESSAGES.nothingToSend).waitFor();
    await expect(
      confirm.getByRole('link', { name: 'Write documents for this job' }).getAttribute('href'),
    ).resolves.toBe(`/generate?application=${id}`);
    await expectNoAxeViolations(page, 'nothing to send, phone');
    await context.close();
  });
});
