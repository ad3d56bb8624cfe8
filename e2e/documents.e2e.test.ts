import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import {
  LETTER_TEXT,
  RESUME_TEXT,
  type SeedDocument,
  seedDocuments,
  storedAccount,
} from './support/documents.js';
import { editorBox, editorText, setEditorText, storedContent } from './support/editor.js';
import { setDarkMode } from './support/onboarding.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANIES = ['Flutterwave', 'Paystack', 'Andela', 'Interswitch', 'Kuda', 'Moniepoint', 'Opay'];

/** Seven documents, newest first: cover letters at even places, resumes at odd ones. */
const SEVEN: SeedDocument[] = COMPANIES.map((companyName, i) => ({
  type: i % 2 === 0 ? 'cover_letter' : 'resume',
  jobTitle: 'Data Analyst',
  companyName,
  content: i % 2 === 0 ? LETTER_TEXT : RESUME_TEXT,
  ageMinutes: (i + 1) * 10,
}));

async function signedIn(tag: string, viewport = { width: 1366, height: 900 }) {
  const email = await storedAccount(tag);
  const ids = await seedDocuments(email, SEVEN);
  const context = await browser.newContext(asNewVisitor({ viewport, acceptDownloads: true }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
  return { page, errors, ids, email };
}

async function expectFile(download: Download, kind: 'pdf' | 'docx'): Promise<void> {
  const path = await download.path();
  const bytes = await readFile(path);
  const magic = kind === 'pdf' ? '%PDF-' : 'PK';
  expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
  expect(bytes.length).toBeGreaterThan(1000);
  expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${kind}$`));
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/** The download buttons, named by what they give (one per format). */
const DOWNLOAD_NAMES = { pdf: /^PDF /, docx: /^Word \(DOCX\) / } as const;

const article = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

describe('documents', () => {
  it('dashboard lists the five most recent, /documents filters them by tab', async () => {
    const { page, errors } = await signedIn('docs-list');
    const recent = page.getByRole('region', { name: 'Recent Documents' });
    await recent.getByRole('article').first().waitFor();
    const titles = await recent.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual(
      COMPANIES.slice(0, 5).map(
        (c, i) => `${i % 2 === 0 ? 'Cover Letter' : 'Resume'} – Data Analyst at ${c}`,
      ),
    );
    await expectNoAxeViolations(page);

    await recent.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL(`${baseUrl}/documents`);
    await page.getByRole('heading', { name: 'My Documents', level: 1 }).waitFor();
    await expect(page.getByRole('tab').allTextContents()).resolves.toEqual([
      'All7',
      'Cover Letters4',
      'Resumes3',
    ]);
    await expect(page.getByRole('article').count()).resolves.toBe(7);

    // Keyboard: arrows move between the tabs and select them.
    await page.getByRole('tab', { name: /^All/ }).focus();
    for (const name of [/^Cover Letters/, /^Resumes/]) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
    }
    await page.waitForURL(`${baseUrl}/documents?tab=resume`);
    const resumes = page.getByRole('tabpanel');
    await expect(resumes.getByRole('article').count()).resolves.toBe(3);
    // Preview is offered for resumes only, in a new tab.
    const preview = resumes.getByRole('link', { name: /^Preview/ }).first();
    await expect(preview.getAttribute('target')).resolves.toBe('_blank');
    await expect(preview.getAttribute('href')).resolves.toMatch(
      /^\/api\/documents\/[0-9a-f-]+\/html-preview$/,
    );
    await page.getByRole('tab', { name: /^Cover Letters/ }).click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('link', { name: /^Preview/ })
        .count(),
    ).resolves.toBe(0);

    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('edits, warns before leaving unsaved text, keeps a draft over a reload, saves', async () => {
    const { page, errors, ids } = await signedIn('docs-edit');
    const title = 'Resume – Data Analyst at Paystack';
    await page.goto(`${baseUrl}/documents`);
    await article(page, title).getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(`${baseUrl}/edit/${ids[1]}`);
    const text = editorBox(page);
    await expect.poll(() => editorText(page)).toContain('Ngozi Adeyemi');
    // Read as formatted text: the stored Markdown, its signs unseen, counted in its canonical form
    // (blank lines between blocks), which is not an unsaved change.
    await expect(editorText(page)).resolves.not.toMatch(/^(#|-) /m);
    const saveButton = page.getByRole('button', { name: 'Save Changes' });
    await expect(saveButton.isDisabled()).resolves.toBe(true);
    await page.getByText('All changes saved').waitFor();
    const canonical = RESUME_TEXT.replace(/^(#{1,2} .*)\n(?!\n)/gm, '$1\n\n');
    await page.getByText(`${canonical.length.toLocaleString('en-NG')} characters`).waitFor();
    await page.getByTitle(`Live preview of ${title}`).waitFor();
    // One download per format, named by what it gives (a "Designed PDF" was the same file as "PDF").
    const downloads = await page
      .getByRole('button', { name: new RegExp(`^(PDF|Word \\(DOCX\\)|Designed PDF) ${title}$`) })
      .allTextContents();
    expect(downloads.map((name) => name.replace(title, '').trim())).toEqual(['PDF', 'Word (DOCX)']);
    await expectNoAxeViolations(page);

    await setEditorText(page, `${RESUME_TEXT}\n- Led the Lagos data guild`);
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    await expect(saveButton.isEnabled()).resolves.toBe(true);

    // In-app navigation asks first; staying keeps the text.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const leave = page.getByRole('alertdialog', { name: 'You have unsaved changes' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.url()).toBe(`${baseUrl}/edit/${ids[1]}`);

    // A reload asks the browser's own question; the draft is offered back afterwards.
    let warned = false;
    page.once('dialog', (dialog) => {
      warned = dialog.type() === 'beforeunload';
      void dialog.accept();
    });
    await page.reload();
    expect(warned).toBe(true);
    await page.getByRole('region', { name: 'Unsaved draft' }).waitFor();
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expect.poll(() => editorText(page)).toContain('Led the Lagos data guild');
    await saveButton.click();
    await page.getByText('All changes saved').waitFor();
    // Saved in place: the editor stays, editable, with nothing to switch back to.
    await expect(text.getAttribute('contenteditable')).resolves.toBe('true');
    await expect(page.getByRole('button', { name: 'Edit', exact: true }).count()).resolves.toBe(0);
    await expect(storedContent(page, ids[1] ?? '')).resolves.toMatch(/\n- Led the Lagos data guild$/);

    await page.reload();
    await expect.poll(() => editorText(page)).toContain('Led the Lagos data guild');
    await expect(page.getByRole('region', { name: 'Unsaved draft' }).count()).resolves.toBe(0);

    // Discard changes returns to the saved text; the editor stays editable.
    await setEditorText(page, 'Something I do not want');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByText('All changes saved').waitFor();
    await expect(editorText(page)).resolves.toContain('Led the Lagos data guild');
    await expect(editorText(page)).resolves.not.toContain('Something I do not want');

    // Someone else's (or no) document.
    await page.goto(`${baseUrl}/edit/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Document Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Documents' }).click();
    await page.waitForURL(`${baseUrl}/documents`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('deletes only after confirmation', async () => {
    const { page } = await signedIn('docs-delete');
    await page.goto(`${baseUrl}/documents`);
    const title = 'Cover Letter – Data Analyst at Kuda';
    await article(page, title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(article(page, title).count()).resolves.toBe(1);
    await article(page, title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Document Deleted', { exact: true }).waitFor();
    await expect(article(page, title).count()).resolves.toBe(0);
    await expect(page.getByRole('tab', { name: /^All/ }).textContent()).resolves.toBe('All6');
    await page.reload();
    await page.getByRole('tab', { name: /^All/ }).waitFor();
    await expect(article(page, title).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('Copy puts plain text on the clipboard: headings as lines, • bullets, no Markdown signs', async () => {
    const { page, errors } = await signedIn('docs-copy');
    await page.goto(`${baseUrl}/documents`);
    const copied = async (title: string) => {
      await article(page, title).getByRole('button', { name: /^Copy/ }).click();
      await article(page, title)
        .getByRole('button', { name: /^Copied/ })
        .waitFor();
      return page.evaluate(() => navigator.clipboard.readText());
    };

    const resume = await copied('Resume – Data Analyst at Paystack');
    const lines = resume.split('\n');
    expect(lines.filter((line) => /^\s*(#|- |\* )/.test(line))).toEqual([]);
    expect(resume).not.toMatch(/\*\*|__/);
    expect(lines.slice(0, 5)).toEqual([
      'Ngozi Adeyemi',
      'ngozi@example.com · +234 803 555 0101 · Ibadan, Nigeria',
      '',
      'Summary',
      'Data analyst who turns payment data into decisions. Fluent in SQL, Power BI and Python.',
    ]);
    expect(lines).toContain('• Built the fraud dashboard at Paystack, cutting chargebacks by 18%');
    expect(lines).toContain('Experience');

    // A letter has no structure signs: it is copied as written.
    await expect(copied('Cover Letter – Data Analyst at Flutterwave')).resolves.toBe(LETTER_TEXT);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('downloads PDF and DOCX from /documents', async () => {
    const { page } = await signedIn('docs-download');
    await page.goto(`${baseUrl}/documents`);
    const row = article(page, 'Resume – Data Analyst at Paystack');
    for (const kind of ['pdf', 'docx'] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 45_000 }),
        row.getByRole('button', { name: DOWNLOAD_NAMES[kind] }).click(),
      ]);
      await expectFile(download, kind);
      expect(download.suggestedFilename()).toBe(`Resume - Data Analyst - Paystack.${kind}`);
    }
    await page.context().close();
  });

  it('downloads PDF and DOCX from the /generate result card, and opens it in the editor', async () => {
    const email = await storedAccount('docs-generate');
    const page = await browser.newPage(
      asNewVisitor({ viewport: { width: 1366, height: 900 }, acceptDownloads: true }),
    );
    await signIn(page, email);
    await page.goto(`${baseUrl}/generate`);
    await page.getByLabel('Job title').fill('Data Analyst');
    await page.getByLabel('Company name').fill('Flutterwave');
    await page
      .getByLabel('Job description')
      .fill(
        'Analyse payment data, build dashboards in SQL and Power BI, and present insights to product teams.',
      );
    await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
    await page.getByRole('button', { name: 'Generate Documents', exact: true }).click();
    const card = page.getByRole('article', { name: 'Cover Letter – Data Analyst at Flutterwave' });
    await card.waitFor({ timeout: 45_000 });
    for (const kind of ['pdf', 'docx'] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 45_000 }),
        card.getByRole('button', { name: DOWNLOAD_NAMES[kind] }).click(),
      ]);
      await expectFile(download, kind);
      expect(download.suggestedFilename()).toBe(`Cover Letter - Data Analyst - Flutterwave.${kind}`);
    }
    await card.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(/\/edit\/[0-9a-f-]+$/);
    await expect.poll(() => editorText(page)).toContain('Dear');
    await page.context().close();
  });

  // SCREENSHOTS_DIR=/tmp/shots npx vitest run --project e2e e2e/documents.e2e.test.ts -t screens
  it.runIf(Boolean(process.env.SCREENSHOTS_DIR))('screens: each size and theme, axe-clean', async () => {
    const dir = process.env.SCREENSHOTS_DIR as string;
    const { page, ids } = await signedIn('docs-screens');
    const screens = { dashboard: '/dashboard', documents: '/documents', edit: `/edit/${ids[1]}` };
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ])
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize(viewport);
        await setDarkMode(page, theme === 'dark');
        for (const [name, path] of Object.entries(screens)) {
          await page.goto(`${baseUrl}${path}`);
          await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
          await page.getByRole('status', { name: 'Loading documents' }).waitFor({ state: 'detached' });
          await page.screenshot({ path: `${dir}/${name}-${viewport.width}-${theme}.png`, fullPage: true });
          if (name === 'edit') {
            // On a phone the preview is behind its tab.
            const previewTab = page.getByRole('tab', { name: 'Preview' });
            if (await previewTab.isVisible()) await previewTab.click();
            await page.getByRole('complementary', { name: 'Design preview' }).scrollIntoViewIfNeeded();
            await page.waitForTimeout(800); // offscreen cross-origin frames paint a moment after they scroll in
            await page.screenshot({ path: `${dir}/${name}-${viewport.width}-${theme}-preview.png` });
          }
          await expectNoAxeViolations(page);
        }
      }
    await page.goto(`${baseUrl}/documents`);
    await page
      .getByRole('button', { name: /^Design/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Choose a design' }).waitFor();
    await page.screenshot({ path: `${dir}/design-dialog.png` });
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it.runIf(Boolean(process.env.SCREENSHOTS_DIR))(
    'screens: empty and not-found states, axe-clean',
    async () => {
      const dir = process.env.SCREENSHOTS_DIR as string;
      const email = await storedAccount('docs-empty');
      for (const viewport of [
        { width: 1366, height: 900 },
        { width: 390, height: 844 },
      ])
        for (const theme of ['light', 'dark'] as const) {
          const context = await browser.newContext(asNewVisitor({ viewport }));
          const page = await context.newPage();
          await signIn(page, email);
          await setDarkMode(page, theme === 'dark');
          const screens = {
            'dashboard-empty': '/dashboard',
            'documents-empty': '/documents',
            'edit-not-found': '/edit/00000000-0000-4000-8000-000000000000',
          };
          for (const [name, path] of Object.entries(screens)) {
            await page.goto(`${baseUrl}${path}`);
            await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
            await page.getByRole('status', { name: 'Loading documents' }).waitFor({ state: 'detached' });
            await page.screenshot({ path: `${dir}/${name}-${viewport.width}-${theme}.png`, fullPage: true });
            await expectNoAxeViolations(page);
          }
          await context.close();
        }
    },
  );
});
