import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { RESUME_TEXT, seedDocuments, storedAccount } from './support/documents.js';
import { caretToEnd, editorText, selectedInEditor } from './support/editor.js';
import { setDarkMode } from './support/onboarding.js';

/**
 * Issue 16, the ATS match report as a person meets it: the score on the /generate result cards,
 * the editor's panel following the typing, and the badge on /documents.
 *
 * The fake model (server/test/fakes/fake-llm.ts) always writes the same resume, whose skills line
 * is "TypeScript, React, Node.js, SQL": the job description below also asks for Kubernetes,
 * Docker, GraphQL and Terraform, which it leaves out.
 */

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const JOB_DESCRIPTION = `We are hiring a Frontend Engineer to build the merchant dashboard of a payments company.

Requirements:
- Three years of TypeScript and React in production.
- Node.js and SQL for the APIs behind the dashboard.
- You deploy with Docker and run services on Kubernetes.
- You design GraphQL schemas.

Nice to have: Terraform.`;

/** The personal details path: the same person the fake model writes about, skills partly given. */
const DETAILS = {
  'Full name': 'Ada Obi',
  Phone: '+234 801 234 5678',
  Email: 'ada@example.com',
  Location: 'Lagos, Nigeria',
  'Course of study': 'Computer Science',
  School: 'University of Lagos',
};

const RESUME_TITLE = 'Resume – Frontend Engineer at Paystack';
const LETTER_TITLE = 'Cover Letter – Frontend Engineer at Paystack';

/** Shared by the journeys of this file, which run in order. */
const state = { email: '', resumeId: '', letterId: '', generationId: '', savedScore: -1 };

async function newPage(viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(asNewVisitor({ viewport }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, state.email);
  return { page, errors };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The score an "ATS match N out of 100…" figure shows, read from its accessible name. */
async function scoreOf(figure: Locator): Promise<number> {
  const name = (await figure.getAttribute('aria-label')) ?? '';
  const match = /^ATS match (\d+) out of 100/.exec(name);
  if (!match) throw new Error(`Not a score: ${name}`);
  return Number(match[1]);
}

const scoreFigure = (scope: Locator) => scope.getByRole('img', { name: /^ATS match \d+ out of 100/ }).first();
const reportPanel = (page: Page) => page.getByRole('region', { name: 'ATS match', exact: true });
/** A cover letter's report is its job fit (issue 28), not an ATS match. */
const letterPanel = (page: Page) => page.getByRole('region', { name: 'Job fit', exact: true });
const ADDRESSES = /^Addresses (\d+) of (\d+) key requirements?$/;

/** What a letter's report must never say: a resume's band words or a comparison with the resume. */
async function expectNoResumeWording(scope: Locator): Promise<void> {
  const text = (await scope.innerText()).replace(/\s+/g, ' ');
  expect(text).not.toMatch(/Your (?:resume|details)|Weak match|Fair match|Strong match|ATS match/);
  await expect(scope.getByRole('img', { name: /^ATS match/ }).count()).resolves.toBe(0);
}

/** N of "Addresses N of M key requirements". */
async function addressedIn(scope: Locator): Promise<number> {
  const text = await scope.getByText(ADDRESSES).first().innerText();
  return Number(ADDRESSES.exec(text.trim())?.[1] ?? Number.NaN);
}

describe('ATS match report', () => {
  it('shows the score, missing keywords and claims to check on the result cards', async () => {
    state.email = await storedAccount('report', 'Ada Obi');
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/generate`);
    await page.getByRole('heading', { name: 'Generate Documents', level: 1 }).waitFor();
    await page.getByLabel('Job title').fill('Frontend Engineer');
    await page.getByLabel('Company name').fill('Paystack');
    await page.getByLabel('Job description').fill(JOB_DESCRIPTION);
    await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
    await page.getByRole('checkbox', { name: 'Optimize Resume' }).check();
    await page.getByLabel("I don't have an existing resume").check();
    for (const [label, value] of Object.entries(DETAILS))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Skills (optional)').fill('TypeScript, React');
    await page.getByRole('button', { name: 'Generate Documents', exact: true }).click();
    await page.getByRole('heading', { name: 'Generated Documents' }).waitFor({ timeout: 45_000 });

    // The resume card: its score with before → after (the typed details scored too).
    const card = page.getByRole('article', { name: RESUME_TITLE });
    const figure = card.getByRole('img', { name: /^ATS match \d+ out of 100 \(your details: \d+\)$/ });
    await figure.waitFor();
    const name = (await figure.getAttribute('aria-label')) ?? '';
    const [, after, before] = /^ATS match (\d+) out of 100 \(your details: (\d+)\)$/.exec(name) ?? [];
    expect(Number(after)).toBeGreaterThan(Number(before));
    expect(Number(after)).toBeLessThan(100);
    // The heaviest missing keywords, and only missing ones.
    const missing = await card
      .getByRole('list', { name: 'Missing keywords' })
      .getByRole('listitem')
      .allTextContents();
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.length).toBeLessThanOrEqual(5);
    expect(missing).toContain('Kubernetes');
    expect(missing).not.toContain('TypeScript');
    await card.getByText(/Please check: \d+ claims? to check|Nothing to check/).waitFor();

    // The cover letter card speaks of the letter: the job's key requirements it addresses, in a
    // letter's words, with no "Weak match" and no "Your details 38 → 38" (issue 28).
    const letterCard = page.getByRole('article', { name: LETTER_TITLE });
    await letterCard.getByText(ADDRESSES).first().waitFor();
    await expect(letterCard.getByText(ADDRESSES).first().innerText()).resolves.toMatch(
      / of 6 key requirements$/,
    );
    const open = await letterCard
      .getByRole('list', { name: 'Key requirements not yet addressed' })
      .getByRole('listitem')
      .allTextContents();
    expect(open).toContain('TypeScript');
    // "Terraform" is a nice-to-have and "Frontend" the job's title: neither is a key requirement.
    expect(open).not.toContain('Terraform');
    expect(open).not.toContain('frontend');
    await expectNoResumeWording(letterCard.getByRole('region', { name: 'Job fit report' }));
    state.letterId =
      (await letterCard.getByRole('link', { name: /^Edit/ }).getAttribute('href'))?.split('/').at(-1) ?? '';
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    state.generationId =
      (await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('running_generation:'));
        return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { id?: string }).id : undefined;
      })) ?? '';
    await card.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(/\/edit\/[0-9a-f-]{36}$/);
    state.resumeId = page.url().split('/').at(-1) ?? '';
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('in the editor, follows the typing: a missing keyword raises the score, an invented figure is listed', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/edit/${state.resumeId}`);
    const panel = reportPanel(page);
    const figure = scoreFigure(panel);
    await figure.waitFor();
    const first = await scoreOf(figure);
    const missingList = panel.getByRole('list', { name: /^Missing/ });
    const foundList = panel.getByRole('list', { name: /^Found/ });
    await missingList.getByRole('button', { name: 'Kubernetes', exact: true }).waitFor();
    await foundList.getByRole('button', { name: 'TypeScript', exact: true }).waitFor();

    // A keyword shows where the job description asks for it; Enter works as well as a click.
    const kubernetes = missingList.getByRole('button', { name: 'Kubernetes', exact: true });
    await kubernetes.focus();
    await page.keyboard.press('Enter');
    await expect(kubernetes.getAttribute('aria-expanded')).resolves.toBe('true');
    await panel.getByText('Where the job asks for “Kubernetes”').waitFor();
    await panel.getByText('You deploy with Docker and run services on Kubernetes.').waitFor();
    await page.keyboard.press('Enter');
    await expect(kubernetes.getAttribute('aria-expanded')).resolves.toBe('false');

    // Typing a missing keyword raises the score, with no reload and no save.
    // A new bullet at the end of the text (Enter, then the bullet shortcut).
    const bullet = async (line: string) => {
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+Shift+8');
      await page.keyboard.type(line);
    };
    await caretToEnd(page);
    await bullet('Ran our services on Kubernetes');
    await expect.poll(() => scoreOf(figure)).toBeGreaterThan(first);
    await foundList.getByRole('button', { name: 'Kubernetes', exact: true }).waitFor();
    await expect(missingList.getByRole('button', { name: 'Kubernetes', exact: true }).count()).resolves.toBe(
      0,
    );

    // An invented figure is listed to check, never removed; choosing it selects it in the text.
    await bullet('Grew revenue by 73%');
    const claim = panel.getByRole('button', { name: /73%/ });
    await claim.waitFor();
    await panel.getByText(/^\d+ claims? to check$/).waitFor();
    // Grouped by the harm they do, under headings: an invented employer before any figure.
    await bullet('Ran settlements at Zenith Bank');
    await panel
      .getByRole('list', { name: /^Employers and roles/ })
      .getByRole('button', { name: /Zenith Bank/ })
      .waitFor();
    await panel
      .getByRole('list', { name: /^Figures/ })
      .getByRole('button', { name: /73%/ })
      .waitFor();
    const groups = await panel.getByRole('heading', { level: 4 }).allTextContents();
    const at = (name: string) => groups.findIndex((g) => g.startsWith(name));
    expect(at('Employers and roles')).toBeGreaterThanOrEqual(0);
    expect(at('Employers and roles')).toBeLessThan(at('Figures'));
    await claim.click();
    await expect.poll(selectedInEditor(page)).toEqual({ label: 'Document content', picked: '73%' });
    await expect(editorText(page)).resolves.toContain('Grew revenue by 73%');
    await expectNoAxeViolations(page);

    // Saved: the files are checked as the person downloads them, and read back faithfully.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('All changes saved').waitFor();
    await panel.getByRole('button', { name: 'Check the downloaded files' }).click();
    await panel.getByText('PDF reads back exactly').waitFor({ timeout: 45_000 });
    await panel.getByText('DOCX reads back exactly').waitFor();
    state.savedScore = await scoreOf(figure);
    await expectNoAxeViolations(page);

    // After the save the editor is still there: a claim is selected in it again.
    await panel.getByRole('button', { name: /73%/ }).click();
    await expect.poll(selectedInEditor(page)).toEqual({ label: 'Document content', picked: '73%' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/documents shows each scored document with its score badge', async () => {
    const [olderId] = await seedDocuments(state.email, [
      {
        type: 'resume',
        jobTitle: 'Data Analyst',
        companyName: 'Kuda',
        content: RESUME_TEXT,
        ageMinutes: 600,
      },
    ]);
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/documents`);
    const resume = page.getByRole('article', { name: RESUME_TITLE });
    // The score saved with the text is the one the editor showed for it.
    await resume.getByRole('img', { name: `ATS match ${state.savedScore} out of 100` }).waitFor();
    // The letter's badge is its job fit, not an ATS match.
    const letter = page.getByRole('article', { name: LETTER_TITLE });
    await letter.getByRole('img', { name: /^Addresses \d+% of the job's key requirements$/ }).waitFor();
    await expect(letter.getByRole('img', { name: /^ATS match/ }).count()).resolves.toBe(0);
    // A document stored without a score (before this feature) shows no badge.
    const older = page.getByRole('article', { name: 'Resume – Data Analyst at Kuda' });
    await older.waitFor();
    await expect(older.getByRole('img', { name: /^ATS match/ }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    // Its editor says why there is no score, and still checks its structure.
    await page.goto(`${baseUrl}/edit/${olderId}`);
    const panel = reportPanel(page);
    await panel.getByText(/^No score: this document was not written from a job description/).waitFor();
    await panel.getByRole('heading', { name: 'Structure' }).waitFor();
    await expect(panel.getByRole('img', { name: /^ATS match/ }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a cover letter's panel lists the key requirements it addresses and follows the typing", async () => {
    expect(state.letterId).toMatch(/^[0-9a-f-]{36}$/);
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/edit/${state.letterId}`);
    const panel = letterPanel(page);
    await panel.getByText(ADDRESSES).first().waitFor();
    const first = await addressedIn(panel);
    await expectNoResumeWording(panel);
    // The requirements left, each with the job's sentence asking for it.
    const open = panel.getByRole('list', { name: /^Not yet addressed/ });
    const named = (term: string) => ({ has: page.getByText(term, { exact: true }) });
    const typescript = open.getByRole('listitem').filter(named('TypeScript'));
    await typescript.getByText('Three years of TypeScript and React in production.').waitFor();
    await expectNoAxeViolations(page);

    // Naming one in the letter moves it to "Addressed" and counts it, with no save.
    await caretToEnd(page);
    await page.keyboard.press('Enter');
    await page.keyboard.type('I have written TypeScript in production for three years.');
    await expect.poll(() => addressedIn(panel)).toBe(first + 1);
    await panel
      .getByRole('list', { name: /^Addressed/ })
      .getByRole('listitem')
      .filter(named('TypeScript'))
      .waitFor();
    await expect(typescript.count()).resolves.toBe(0);
    await expectNoResumeWording(panel);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('All changes saved').waitFor();

    // On a phone, in dark mode: still the letter's words, nothing overflows, axe passes.
    await page.setViewportSize(PHONE);
    await setDarkMode(page, true);
    await page.reload();
    await letterPanel(page).getByText(ADDRESSES).first().waitFor();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.goto(`${baseUrl}/generate?id=${state.generationId}`);
    await page.getByRole('article', { name: LETTER_TITLE }).getByText(ADDRESSES).first().waitFor();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await setDarkMode(page, false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a 390 px phone the panel sits below the editor, nothing overflows, and axe passes in dark mode', async () => {
    const { page, errors } = await newPage(PHONE);
    await page.goto(`${baseUrl}/edit/${state.resumeId}`);
    const panel = reportPanel(page);
    await scoreFigure(panel).waitFor();
    const textBox = await page.getByRole('textbox', { name: 'Document content' }).boundingBox();
    const panelBox = await panel.boundingBox();
    expect(panelBox?.y ?? 0).toBeGreaterThan((textBox?.y ?? 0) + (textBox?.height ?? 0));
    await expectNoHorizontalOverflow(page);
    await setDarkMode(page, true);
    await page.reload();
    await scoreFigure(reportPanel(page)).waitFor();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.goto(`${baseUrl}/generate?id=${state.generationId}`);
    await scoreFigure(page.getByRole('article', { name: RESUME_TITLE })).waitFor();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.goto(`${baseUrl}/documents`);
    await scoreFigure(page.getByRole('article', { name: RESUME_TITLE })).waitFor();
    await expectNoHorizontalOverflow(page);
    await setDarkMode(page, false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // SCREENSHOTS_DIR=/tmp/report-shots npx vitest run --project e2e e2e/report.e2e.test.ts
  it.runIf(Boolean(process.env.SCREENSHOTS_DIR))(
    'screens: cards, panel and list at each size and theme',
    async () => {
      const dir = process.env.SCREENSHOTS_DIR as string;
      await mkdir(dir, { recursive: true });
      const { page } = await newPage();
      for (const viewport of [DESKTOP, PHONE])
        for (const theme of ['light', 'dark'] as const) {
          await page.setViewportSize(viewport);
          await setDarkMode(page, theme === 'dark');
          const at = `${viewport.width}-${theme}`;
          await page.goto(`${baseUrl}/generate?id=${state.generationId}`);
          const card = page.getByRole('article', { name: RESUME_TITLE });
          await scoreFigure(card).waitFor();
          await page.screenshot({ path: `${dir}/generate-${at}.png` });
          await card.screenshot({ path: `${dir}/generate-card-${at}.png` });
          await page.goto(`${baseUrl}/edit/${state.resumeId}`);
          const panel = reportPanel(page);
          await scoreFigure(panel).waitFor();
          await panel
            .getByRole('list', { name: /^Missing/ })
            .getByRole('button')
            .first()
            .click();
          await panel.getByRole('button', { name: 'Check the downloaded files' }).click();
          await panel.getByText('PDF reads back exactly').waitFor({ timeout: 45_000 });
          await panel.screenshot({ path: `${dir}/edit-panel-${at}.png` });
          await panel.getByRole('button', { name: /73%/ }).click();
          await page.screenshot({ path: `${dir}/edit-${at}.png` });
          const letterCard = page.getByRole('article', { name: LETTER_TITLE });
          await page.goto(`${baseUrl}/generate?id=${state.generationId}`);
          await letterCard.getByText(ADDRESSES).first().waitFor();
          await letterCard.screenshot({ path: `${dir}/generate-letter-card-${at}.png` });
          await page.goto(`${baseUrl}/edit/${state.letterId}`);
          await letterPanel(page).getByText(ADDRESSES).first().waitFor();
          await page.screenshot({ path: `${dir}/edit-letter-${at}.png` });
          await letterPanel(page).screenshot({ path: `${dir}/edit-letter-panel-${at}.png` });
          await page.goto(`${baseUrl}/documents`);
          await scoreFigure(page.getByRole('article', { name: RESUME_TITLE })).waitFor();
          await page.screenshot({ path: `${dir}/documents-${at}.png` });
        }
      await setDarkMode(page, false);
      await page.context().close();
    },
  );
});
