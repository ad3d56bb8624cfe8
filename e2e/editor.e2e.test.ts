import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import {
  caretToEnd,
  editorBox,
  editorText,
  pasteIntoEditor,
  setEditorText,
  signedInWithResume,
  storedContent,
} from './support/editor.js';
import { setDarkMode } from './support/onboarding.js';

/**
 * Issue 32: the document edited as formatted text. No Markdown sign is ever shown, the stored
 * text is the same light Markdown, Save keeps the editor in place, shortcuts change the kind of
 * line, paste keeps only the structure a document has, and the page passes axe on both themes,
 * on a laptop and a phone (where the preview is behind a tab).
 */

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openEditor(tag: string, viewport = DESKTOP) {
  const opened = await signedInWithResume(browser, tag, viewport);
  await opened.page.goto(`${baseUrl}/edit/${opened.id}`);
  await editorBox(opened.page).waitFor();
  return opened;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

const pressed = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');

describe('formatted editor', () => {
  it('edits a heading and a bullet without Markdown, saves in place, keeps a draft over a reload', async () => {
    const { page, errors, id } = await openEditor('editor-edit');
    const box = editorBox(page);
    await expect(box.getAttribute('spellcheck')).resolves.toBe('true');
    await expect(box.getAttribute('lang')).resolves.toBe('en-GB');
    await expect(box.getAttribute('aria-multiline')).resolves.toBe('true');
    // The stored text is not in the canonical form (no blank lines): that is not a change.
    await page.getByText('All changes saved', { exact: true }).waitFor();
    const shown = await editorText(page);
    expect(shown).toContain('Ngozi Adeyemi');
    expect(shown).not.toMatch(/^\s*(#|-)\s/m);

    // A heading: click into "Summary", the toolbar shows it as a heading; type into it.
    await box.getByText('Summary', { exact: true }).click();
    await expect.poll(() => pressed(page, 'Heading')).toBe('true');
    await page.keyboard.press('End');
    await page.keyboard.type(' and skills');
    // A bullet: at the end of the first bullet, Enter starts another bullet.
    await box.getByText(/cutting chargebacks by 18%/).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Trained 12 analysts in SQL');
    await expect.poll(() => pressed(page, 'Bullet')).toBe('true');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    const edited = await editorText(page);
    expect(edited).toContain('Summary and skills');
    expect(edited).not.toContain('##');
    expect(edited).not.toMatch(/^- /m);

    // Saved in place: no preview, no Edit button, the editor still there and focused.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('All changes saved', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Edit', exact: true }).count()).resolves.toBe(0);
    await expect.poll(() => box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const stored = await storedContent(page, id);
    expect(stored).toContain('## Summary and skills');
    expect(stored).toContain(
      '- Built the fraud dashboard at Paystack, cutting chargebacks by 18%\n- Trained 12 analysts in SQL\n',
    );

    // Unsaved text survives a reload as a draft.
    await caretToEnd(page);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Open to relocation');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('region', { name: 'Unsaved draft' }).waitFor();
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expect.poll(() => editorText(page)).toContain('Open to relocation');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    // Discard changes returns to the saved text, still editable.
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByText('All changes saved', { exact: true }).waitFor();
    await expect(editorText(page)).resolves.not.toContain('Open to relocation');
    await expect(box.getAttribute('contenteditable')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works from the keyboard alone: shortcuts change the kind of line, "- " starts a bullet', async () => {
    const { page, errors, id } = await openEditor('editor-keys');
    await setEditorText(page, '# Ngozi Adeyemi\n\nIbadan, Nigeria');
    await caretToEnd(page);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Skills');
    await page.keyboard.press('ControlOrMeta+Alt+2');
    await expect.poll(() => pressed(page, 'Heading')).toBe('true');
    await page.keyboard.press('Enter');
    await page.keyboard.type('SQL and Power BI');
    await page.keyboard.press('ControlOrMeta+Shift+8');
    await expect.poll(() => pressed(page, 'Bullet')).toBe('true');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Python');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // an empty bullet ends the list
    await page.keyboard.type('- Excel');
    await expect.poll(() => pressed(page, 'Bullet')).toBe('true');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Closing words');
    await page.keyboard.press('ControlOrMeta+Alt+2');
    await page.keyboard.press('ControlOrMeta+Alt+0');
    await expect.poll(() => pressed(page, 'Paragraph')).toBe('true');
    expect(await editorText(page)).not.toMatch(/^- /m);
    // Tab leaves the text for the next control (Save Changes is above, in the toolbar row).
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Save Changes');
    await page.keyboard.press('Enter');
    await page.getByText('All changes saved', { exact: true }).waitFor();
    await expect(storedContent(page, id)).resolves.toBe(
      '# Ngozi Adeyemi\n\nIbadan, Nigeria\n\n## Skills\n\n- SQL and Power BI\n- Python\n- Excel\n\nClosing words',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('pastes HTML as text structure only (a table, bold, an image)', async () => {
    const { page, errors, id } = await openEditor('editor-paste');
    await caretToEnd(page);
    await page.keyboard.press('Enter');
    await pasteIntoEditor(page, {
      'text/html':
        '<h2>Projects</h2><ul><li><b>Fraud</b> model <img src="https://example.com/x.png" alt="chart"></li><li>Churn study</li></ul><table><tr><td>Tool</td><td>Years</td></tr><tr><td>SQL</td><td>5</td></tr></table>',
      'text/plain': 'Projects Fraud model Churn study Tool Years SQL 5',
    });
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    await expect(editorBox(page).locator('img, table, b, strong').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('All changes saved', { exact: true }).waitFor();
    const stored = await storedContent(page, id);
    expect(stored).toMatch(/\n\n## Projects\n\n- Fraud model\n- Churn study\n\nTool Years\n\nSQL 5$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const [label, viewport] of [
    ['laptop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    it(`passes axe on both themes (${label})`, async () => {
      const { page, errors } = await openEditor(`editor-axe-${label}`, viewport);
      for (const dark of [false, true]) {
        await setDarkMode(page, dark);
        await page.reload();
        await editorBox(page).waitFor();
        await page.getByText('All changes saved', { exact: true }).waitFor();
        await expectNoAxeViolations(page);
        if (label === 'phone') {
          // The text comes first; the preview is behind its tab.
          const preview = page.getByTitle(/^Live preview of /);
          await expect(preview.isVisible()).resolves.toBe(false);
          await page.getByRole('tab', { name: 'Preview' }).click();
          await preview.waitFor();
          await expect(editorBox(page).isVisible()).resolves.toBe(false);
          await expectNoAxeViolations(page);
          await page.getByRole('tab', { name: 'Edit' }).click();
          await editorBox(page).waitFor();
          // Save and Discard are not under the chat button (or anything else).
          for (const name of ['Save Changes', 'Discard changes']) {
            const uncovered = await page.getByRole('button', { name }).evaluate((el) => {
              const r = el.getBoundingClientRect();
              return (
                document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('button') === el
              );
            });
            expect(uncovered, name).toBe(true);
          }
        }
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
});
