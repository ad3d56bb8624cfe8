import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, signIn, submitPasswordSignIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { LETTER_TEXT, seedDocuments, storedAccount } from './support/documents.js';
import { caretToEnd, editorText } from './support/editor.js';

/**
 * Issue 28, "every screen shows the truth": lists are current after a change without a reload,
 * and a tab whose session ended elsewhere goes to sign in on its next request, saying so, with
 * every poll stopped.
 */
const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const LETTER = 'Cover Letter – Data Analyst at Flutterwave';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;

/** The main navigation, as a person uses it on this screen: the top bar, or the phone's menu. */
async function navigate(page: Page, label: string): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
    await menu.waitFor({ state: 'hidden' });
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  }
}

/** Marks the page, so a later check can tell that no reload happened in between. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __sameLoad: true }));
const samePageLoad = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad === true);

/** Watches <main> for "No documents yet", however briefly it is shown. */
const watchForEmptyState = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __sawEmpty: boolean };
    w.__sawEmpty = false;
    const check = () => {
      if (document.querySelector('main')?.textContent?.includes('No documents yet')) w.__sawEmpty = true;
    };
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
const sawEmptyState = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sawEmpty: boolean }).__sawEmpty);

const tabs = (page: Page) => page.getByRole('tab').allTextContents();

describe('lists show every change without a reload', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`generate → edit → save → My Documents lists it at once; delete updates the counts (${name})`, async () => {
      const email = await storedAccount(`truth-list-${name}`);
      const context = await browser.newContext(asNewVisitor({ viewport }));
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page, email);
      await markPage(page);

      // The dashboard has read the list: nothing yet.
      const recent = page.getByRole('region', { name: 'Recent Documents' });
      await recent.getByText('No documents yet').waitFor();

      await page.getByRole('link', { name: 'Generate Document' }).first().click();
      await page.waitForURL(`${baseUrl}/generate`);
      await page.getByLabel('Job title').fill('Data Analyst');
      await page.getByLabel('Company name').fill('Flutterwave');
      await page
        .getByLabel('Job description')
        .fill('Analyse payment data, build dashboards in SQL and Power BI, and present insights.');
      await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
      await page.getByRole('button', { name: 'Generate Documents', exact: true }).click();
      const card = page.getByRole('article', { name: LETTER });
      await card.waitFor({ timeout: 45_000 });

      // Edit and save it.
      await card.getByRole('link', { name: /^Edit/ }).click();
      await page.waitForURL(/\/edit\/[0-9a-f-]{36}$/);
      await expect.poll(() => editorText(page)).toContain('Dear Hiring Team,');
      await caretToEnd(page);
      await page.keyboard.press('Enter');
      await page.keyboard.type('P.S. I can start in January.');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Changes Saved', { exact: true }).waitFor();

      // My Documents, reached in the app: the letter from the first moment, never the empty state.
      await watchForEmptyState(page);
      await navigate(page, 'Documents');
      await page.waitForURL(`${baseUrl}/documents`);
      await page.getByRole('heading', { name: 'My Documents', level: 1 }).waitFor();
      const listed = page.getByRole('article', { name: LETTER, exact: true });
      await listed.waitFor({ timeout: 2_000 });
      await expect(tabs(page)).resolves.toEqual(['All1', 'Cover Letters1', 'Resumes0']);
      await expect(sawEmptyState(page)).resolves.toBe(false);

      // The dashboard's recent documents show it too.
      await navigate(page, 'Dashboard');
      await recent.getByRole('article', { name: LETTER, exact: true }).waitFor({ timeout: 2_000 });

      // Delete it from My Documents: the counts follow, and so does the dashboard.
      await navigate(page, 'Documents');
      await listed.waitFor();
      await listed.getByRole('button', { name: /^Delete/ }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: /^Delete/ }).click();
      await page.getByText('Document Deleted', { exact: true }).waitFor();
      await expect.poll(() => tabs(page)).toEqual(['All0', 'Cover Letters0', 'Resumes0']);
      await navigate(page, 'Dashboard');
      await recent.getByText('No documents yet').waitFor({ timeout: 2_000 });
      await expect(recent.getByRole('article').count()).resolves.toBe(0);

      await expect(samePageLoad(page)).resolves.toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** Support chat open to users, so the signed-in shell opens its /ws socket. */
async function openSupportChat(): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query(
      'INSERT INTO support_settings (id, available) VALUES (true, true) ON CONFLICT (id) DO UPDATE SET available = true',
    );
  } finally {
    await client.end();
  }
}

/** Every request the tab makes to the API, and every 401 it is answered. */
function watchRequests(page: Page) {
  const seen = { supportMessages: 0, api: [] as string[], unauthorized: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/support/messages') seen.supportMessages += 1;
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/trpc')) seen.api.push(url.pathname);
  });
  page.on('response', (response) => {
    if (response.status() === 401) seen.unauthorized.push(new URL(response.url()).pathname);
  });
  return seen;
}

/** A signed-in tab on My Documents with its seeded letter, its support socket live (unless blocked). */
async function openTab(email: string, viewport: { width: number; height: number }, blockSocket = false) {
  const context = await browser.newContext(asNewVisitor({ viewport }));
  if (blockSocket)
    // A socket that cannot connect: the chat falls back to asking /api/support/messages every 3 s.
    await context.routeWebSocket(/\/ws$/, (ws) => ws.close({ code: 1011, reason: 'unavailable' }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  let live = false;
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/ws')) return;
    ws.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"ready"')) live = true;
    });
  });
  await signIn(page, email);
  await navigate(page, 'Documents');
  await page.getByRole('article', { name: LETTER, exact: true }).waitFor();
  await page.getByRole('button', { name: /^Contact Support/ }).waitFor();
  if (!blockSocket) await expect.poll(() => live, { timeout: 10_000 }).toBe(true);
  return { context, page, errors };
}

/** The tab is on the sign-in page saying why, once, with nothing else asked of the server. */
async function expectSentToSignIn(page: Page, seen: ReturnType<typeof watchRequests>): Promise<void> {
  await page.waitForURL(`${baseUrl}/login`, { timeout: 10_000 });
  await page.getByText(SESSION_ENDED, { exact: true }).waitFor();
  await expect(page.getByText(SESSION_ENDED).count()).resolves.toBe(1);
  // Straight there: no "Authentication Required" detour, no error page, no empty list.
  await expect(page.getByText('Authentication Required').count()).resolves.toBe(0);
  await expect(page.getByText('No documents yet').count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true }).count()).resolves.toBe(1);
  // The notice passes axe in both themes.
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    await expect(axeViolations(page)).resolves.toEqual([]);
  }
  // Every poll stopped: for 10 s, not one request to the support chat, not one 401.
  seen.supportMessages = 0;
  seen.unauthorized.length = 0;
  const before = seen.api.length;
  await page.waitForTimeout(10_000);
  expect(seen.supportMessages).toBe(0);
  expect(seen.unauthorized).toEqual([]);
  expect(seen.api.slice(before)).toEqual([]);
  // The address bar was cleaned: a reload does not say it again.
  await page.reload();
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  await expect(page.getByText(SESSION_ENDED).count()).resolves.toBe(0);
}

describe('a session that ended elsewhere', () => {
  let seeded = false;
  async function account(tag: string): Promise<string> {
    if (!seeded) await openSupportChat();
    seeded = true;
    const email = await storedAccount(tag);
    await seedDocuments(email, [
      {
        type: 'cover_letter',
        jobTitle: 'Data Analyst',
        companyName: 'Flutterwave',
        content: LETTER_TEXT,
        ageMinutes: 5,
      },
    ]);
    return email;
  }

  it('a password changed on another device sends the open tab to sign in, and back after', async () => {
    const email = await account('truth-password');
    const { context, page, errors } = await openTab(email, DESKTOP);
    const seen = watchRequests(page);

    // Another device: signs in and changes the password, which signs every other session out.
    const other = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    const device = await other.newPage();
    await signIn(device, email);
    await device.goto(`${baseUrl}/change-password`);
    await device.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await device.getByLabel('New password', { exact: true }).fill('Kano-2027#');
    await device.getByLabel('Confirm new password', { exact: true }).fill('Kano-2027#');
    await device.getByRole('button', { name: 'Update Password' }).click();
    await device.getByText('Password Updated', { exact: true }).waitFor();
    await other.close();

    await expectSentToSignIn(page, seen);

    // Signing in again returns to the page the person was on.
    await submitPasswordSignIn(page, email, 'Kano-2027#');
    await page.waitForURL(`${baseUrl}/documents`);
    await page.getByRole('article', { name: LETTER, exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a sign-out elsewhere stops the chat polling and sends the tab to sign in on its next poll (phone)', async () => {
    const email = await account('truth-signout');
    const { context, page, errors } = await openTab(email, PHONE, true);
    const seen = watchRequests(page);
    // The chat asks for messages while its socket is down.
    await expect.poll(() => seen.supportMessages, { timeout: 10_000 }).toBeGreaterThan(0);

    // The same session, on another device, signs out.
    const other = await browser.newContext(
      asNewVisitor({ viewport: DESKTOP, storageState: await context.storageState() }),
    );
    const device = await other.newPage();
    await device.goto(`${baseUrl}/dashboard`);
    await device.getByRole('button', { name: /^Account menu for/ }).click();
    await device.getByRole('menuitem', { name: 'Logout' }).click();
    await device.waitForURL(`${baseUrl}/`);
    await other.close();

    await expectSentToSignIn(page, seen);
    await submitPasswordSignIn(page, email);
    await page.waitForURL(`${baseUrl}/documents`);
    await page.getByRole('article', { name: LETTER, exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
