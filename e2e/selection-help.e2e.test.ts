import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { RESUME_TEXT, storedAccount } from './support/documents.js';
import { editorBox, editorText, storedContent } from './support/editor.js';
import { setDarkMode } from './support/onboarding.js';

/**
 * Issue 32: AI help on a selection. A bullet of a generated resume is selected with the
 * keyboard, made Stronger (the suggestion streams in as a word diff), accepted and undone; a
 * keyword the person's own resume does not support is refused with a sentence and changes
 * nothing; the help passes axe on both themes, on a laptop and a phone.
 */

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the person gave the generation: their own resume (no Tableau in it). */
const SOURCE = `Ngozi Adeyemi
Ibadan, Nigeria
Experience
Data Analyst, Paystack (2021 - present)
- Built the fraud dashboard, cutting chargebacks by 18%
- Automated the monthly ₦20,000 float reconciliation
Skills
SQL, Power BI, Python`;

const JOB =
  'We are hiring a data analyst. Requirements: SQL, Power BI and Tableau; experience with fraud analytics and stakeholder reporting.';

const BULLET = 'Automated the monthly ₦20,000 float reconciliation';

/** A resume written by a generation from SOURCE, as the worker stores one. */
async function seedGeneratedResume(email: string): Promise<string> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const user = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    const userId = user.rows[0]?.id;
    if (!userId) throw new Error(`No user ${email}`);
    const generation = await client.query<{ id: string }>(
      `INSERT INTO generations (user_id, status, job_title, company_name, job_description, generate_cover_letter, optimize_resume, source_text, source_kind)
       VALUES ($1, 'succeeded', 'Data Analyst', 'Paystack', $2, false, true, $3, 'resume') RETURNING id`,
      [userId, JOB, SOURCE],
    );
    const doc = await client.query<{ id: string }>(
      `INSERT INTO documents (user_id, type, title, content, job_title, company_name, company_location, generation_id)
       VALUES ($1, 'resume', 'Resume – Data Analyst at Paystack', $2, 'Data Analyst', 'Paystack', 'Lagos, Nigeria', $3)
       RETURNING id`,
      [userId, RESUME_TEXT, generation.rows[0]?.id],
    );
    return doc.rows[0]?.id as string;
  } finally {
    await client.end();
  }
}

async function openEditor(tag: string, viewport = DESKTOP) {
  const email = await storedAccount(tag);
  const id = await seedGeneratedResume(email);
  const context = await browser.newContext(asNewVisitor({ viewport }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.goto(`${baseUrl}/edit/${id}`);
  await editorBox(page).waitFor();
  await page.getByText('All changes saved', { exact: true }).waitFor();
  return { page, errors, id };
}

const selectedText = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? '');

/**
 * Puts the caret at the start of the bullet and selects its text with the keyboard: Shift+End,
 * then (where the line wraps, on a phone) Shift+→ to the end of the bullet.
 */
async function selectBullet(page: Page): Promise<void> {
  await editorBox(page)
    .getByText(BULLET, { exact: true })
    .click({ position: { x: 1, y: 4 } });
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  for (let i = 0; i < BULLET.length && (await selectedText(page)).length < BULLET.length; i += 1)
    await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => selectedText(page)).toBe(BULLET);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Alt+A from the text: the first action has the focus. */
async function toActions(page: Page): Promise<void> {
  await page.keyboard.press('Alt+a');
  await expect.poll(() => focusedText(page)).toBe('Stronger');
}

const help = (page: Page) => page.getByTestId('selection-help');

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

describe('selection help', () => {
  it('select a bullet → Stronger → the streamed diff → Accept → Ctrl+Z brings it back', async () => {
    const { page, errors, id } = await openEditor('selection-stronger');
    const before = await editorText(page);
    await selectBullet(page);
    await help(page).waitFor();
    await help(page).getByText('Alt+A').waitFor();

    // From the text to the actions with the keyboard, and Escape back to the same selection.
    await toActions(page);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('role')))
      .toBe('textbox');
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe(BULLET);

    await toActions(page);
    await page.keyboard.press('Enter');
    const status = page.getByTestId('selection-help-status');
    await status.getByText('Writing a suggestion…').waitFor();
    const suggestion = page.getByTestId('selection-suggestion');
    // Streams: some added words appear before the suggestion is complete.
    await suggestion.locator('ins').first().waitFor();
    await status.getByText('Suggestion ready.').waitFor({ timeout: 20_000 });
    await expect(suggestion.locator('ins').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Strengthened team delivery:'),
    ]);
    await expect(suggestion.locator('del').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Automated'),
    ]);
    // Labelled for screen readers, not by colour alone.
    await expect(suggestion.textContent()).resolves.toContain('[added: ');
    await expect(page.getByTestId('selection-help-claims').count()).resolves.toBe(0);

    // Accept has the focus: the bullet's text is replaced on screen, one undo step brings it back.
    await expect.poll(() => focusedText(page)).toBe('Accept');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => editorText(page))
      .toContain('Strengthened team delivery: automated the monthly ₦20,000 float reconciliation');
    await expect(editorText(page)).resolves.not.toContain(`\n${BULLET}`);
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => editorText(page)).toBe(before);
    await expect(storedContent(page, id)).resolves.toBe(RESUME_TEXT);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses a keyword the person’s own resume does not mention, with a sentence, and changes nothing', async () => {
    const { page, errors } = await openEditor('selection-keyword');
    const before = await editorText(page);
    await selectBullet(page);
    await help(page).getByRole('button', { name: 'Work in a keyword' }).click();
    await help(page).getByRole('button', { name: 'Tableau', exact: true }).click();
    const alert = page.getByTestId('selection-help-error');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe(
      'Your own resume does not mention "Tableau", so we did not add it. Add it yourself only if it is true.',
    );
    await expect(help(page).getByRole('button', { name: 'Accept' }).count()).resolves.toBe(0);
    await expect(editorText(page)).resolves.toBe(before);
    // The sentence stays until dismissed.
    await page.waitForTimeout(500);
    await alert.waitFor();
    await help(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert.count()).resolves.toBe(0);
    await expect(editorText(page)).resolves.toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const [label, viewport] of [
    ['1366×900', DESKTOP],
    ['390×844', PHONE],
  ] as const) {
    it(`passes axe with a suggestion open, on both themes (${label})`, async () => {
      const { page, errors } = await openEditor(`selection-axe-${viewport.width}`, viewport);
      for (const dark of [false, true]) {
        // The account's theme applies on the next load.
        await setDarkMode(page, dark);
        await page.reload();
        await editorBox(page).waitFor();
        await page.getByText('All changes saved', { exact: true }).waitFor();
        await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(
          dark,
        );
        await selectBullet(page);
        await toActions(page);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => focusedText(page)).toBe('Shorter');
        await page.keyboard.press('Enter');
        await page
          .getByTestId('selection-help-status')
          .getByText('Suggestion ready.')
          .waitFor({ timeout: 20_000 });
        const box = await help(page).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
        await expectNoAxeViolations(page);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
