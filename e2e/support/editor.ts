import type { Browser, Locator, Page } from 'playwright-core';
import { signIn } from './accounts.js';
import { asNewVisitor, watchErrors } from './browser.js';
import { RESUME_TEXT, seedDocuments, storedAccount } from './documents.js';

/**
 * The formatted editor of /edit/{id} (issue 32): a ProseMirror `role="textbox"`, not a text area,
 * so `fill` and `inputValue` do not apply. Its text is set the way a person pastes, and read as
 * what they see (no Markdown signs); the stored Markdown is read from the API after a save.
 */
export const editorBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Document content' });

/** Pastes clipboard data (e.g. `{ 'text/html': … }`) at the editor's selection. */
export async function pasteIntoEditor(page: Page, data: Record<string, string>): Promise<void> {
  await editorBox(page).evaluate((el, entries) => {
    const transfer = new DataTransfer();
    for (const [type, value] of Object.entries(entries)) transfer.setData(type, value);
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, data);
}

/** Replaces the whole text with `markdown` (select all, then paste it as plain text). */
export async function setEditorText(page: Page, markdown: string): Promise<void> {
  await editorBox(page).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await pasteIntoEditor(page, { 'text/plain': markdown });
}

/** Puts the caret at the very end of the text. */
export async function caretToEnd(page: Page): Promise<void> {
  await editorBox(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
}

/** What the editor shows, as the person reads it. */
export const editorText = (page: Page): Promise<string> => editorBox(page).innerText();

/** The stored document, as GET /api/documents/{id} gives it (with the page's session). */
export async function storedContent(page: Page, id: string): Promise<string> {
  return page.evaluate(async (documentId) => {
    const token = localStorage.getItem('auth_token');
    const res = await fetch(`/api/documents/${documentId}`, {
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) throw new Error(`GET /api/documents/${documentId} answered ${res.status}`);
    return ((await res.json()) as { content: string }).content;
  }, id);
}

/** For `expect.poll`: the focused element's label and the text selected in it. */
export const selectedInEditor = (page: Page) => () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const labelId = el?.getAttribute('aria-labelledby');
    return {
      label: (labelId && document.getElementById(labelId)?.textContent?.trim()) || null,
      picked: window.getSelection()?.toString() ?? '',
    };
  });

/**
 * A new signed-in person (named by `tag`) with one resume of RESUME_TEXT, in a fresh browser
 * context of the given size; the page is signed in but not yet on the editor.
 */
export async function signedInWithResume(
  browser: Browser,
  tag: string,
  viewport: { width: number; height: number },
  ageMinutes = 5,
) {
  const email = await storedAccount(tag);
  const [id] = await seedDocuments(email, [
    { type: 'resume', jobTitle: 'Data Analyst', companyName: 'Paystack', content: RESUME_TEXT, ageMinutes },
  ]);
  if (!id) throw new Error('no document');
  const context = await browser.newContext(asNewVisitor({ viewport }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
  return { page, errors, id };
}
