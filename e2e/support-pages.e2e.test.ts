import { SUPPORT_IMAGE_ACCEPT } from '@app/shared/support/image-kind';
import { SUPPORT_MESSAGES } from '@app/shared/support/messages';
import pg from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, postJson, signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { adminAccount, LETTER_TEXT, seedDocuments, storedAccount } from './support/documents.js';
import { setDarkMode } from './support/onboarding.js';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** SCREENSHOTS_DIR=… keeps the phone screens for a person to look at (as admin.e2e does). */
const screenshots = process.env.SCREENSHOTS_DIR;
// An 8×8 PNG, and the first bytes of an iPhone photo (an ISO base-media `ftyp` box, brand heic).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4ISeHFTEMLQkAkL9BAaxyLUcAAAAASUVORK5CYII=',
  'base64',
);
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypheic\0\0\0\0mif1heic'),
  Buffer.alloc(512, 7),
]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(email: string, viewport = DESKTOP): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext(asNewVisitor({ viewport }));
  const page = await context.newPage();
  await signIn(page, email);
  return { page, context };
}

const supportButton = (page: Page) => page.getByRole('button', { name: /^Contact Support/ });
/** The same button by its label: an open menu hides it from the accessibility tree, not from the eye. */
const chatButtonShape = (page: Page) => page.locator('button[aria-label^="Contact Support"]');
const chat = (page: Page) => page.getByRole('dialog', { name: 'Contact Support' });

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

async function userId(email: string): Promise<string> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const row = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    return row.rows[0]?.id ?? '';
  } finally {
    await client.end();
  }
}

/** When the person last marked their support conversation read (null: never). */
async function userReadAt(email: string): Promise<Date | null> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const row = await client.query<{ user_read_at: Date | null }>(
      'SELECT c.user_read_at FROM support_conversations c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [email],
    );
    return row.rows[0]?.user_read_at ?? null;
  } finally {
    await client.end();
  }
}

/** An administrator answers through the API, as the admin console would. */
async function answer(adminEmail: string, toEmail: string, message: string): Promise<void> {
  const login = await postJson('/api/auth/login', { email: adminEmail, password: PASSWORD });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('message', message);
  const sent = await fetch(`${baseUrl}/api/admin/support/conversations/${await userId(toEmail)}/message`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...asNewVisitor().extraHTTPHeaders },
    body: form,
  });
  expect(sent.status).toBe(200);
}

/** Radix Toast pauses its timers while the window is blurred: the toast stays while it is measured. */
const holdToasts = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('blur')));

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** Neither box covers the other, and the control is what a tap at its centre reaches. */
async function expectClear(control: Locator, cover: Locator): Promise<void> {
  const [a, b] = [await boxOf(control), await boxOf(cover)];
  expect(overlap(a, b), `${control} under ${cover}: ${JSON.stringify([a, b])}`).toBe(false);
  const reached = await control.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(reached, `${control} is not the topmost at its centre`).toBe(true);
}

describe('support chat on every page, in words that say what it takes', () => {
  it('follows a signed-in person to the landing and legal pages, and loads nothing for visitors', async () => {
    // A visitor: no button, and neither the widget's code nor its calls are fetched.
    const visitor = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    const visit = await visitor.newPage();
    const fetched: string[] = [];
    visit.on('request', (r) => fetched.push(r.url()));
    await visit.goto(`${baseUrl}/`);
    await visit.waitForLoadState('networkidle');
    expect(await supportButton(visit).count()).toBe(0);
    expect(fetched.filter((url) => /support-widget|\/api\/support\//.test(url))).toEqual([]);
    await visitor.close();

    const email = await storedAccount('support-pages', 'Bisi Ade');
    const { page, context } = await signedIn(email);
    const errors = watchErrors(page);
    for (const path of ['/', '/privacy-policy', '/terms-of-service']) {
      await page.goto(`${baseUrl}${path}`);
      await supportButton(page).waitFor();
    }
    await holdToasts(page);
    await supportButton(page).click();
    await chat(page).waitFor();
    const box = chat(page).getByRole('textbox', { name: 'Your message to support' });
    await box.fill('Hello from the terms');
    await box.press('Enter');
    await chat(page).getByRole('log', { name: 'Messages' }).getByText('Hello from the terms').waitFor();
    // On a wide screen too the toast stays clear of the open chat, then of the chat button.
    const toast = page.locator('.toast').filter({ hasText: 'Message Sent!' });
    await toast.waitFor();
    for (const control of [box, chat(page).getByRole('button', { name: 'Send' })])
      await expectClear(control, toast);
    if (screenshots) await page.screenshot({ path: `${screenshots}/support-desktop-chat-toast.png` });
    await expectNoAxeViolations(page);
    await chat(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expectClear(supportButton(page), toast);
    if (screenshots) await page.screenshot({ path: `${screenshots}/support-desktop-toast.png` });
    await setDarkMode(page, true);
    await page.goto(`${baseUrl}/`);
    await supportButton(page).click();
    await chat(page).getByText('Hello from the terms').waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers only JPEG, PNG and WebP, and tells a HEIC photo how to send it, in the browser and from the server', async () => {
    const email = await storedAccount('support-heic', 'Femi Ola');
    const { page, context } = await signedIn(email);
    await supportButton(page).click();
    const widget = chat(page);
    const input = widget.locator('input[type="file"]');
    expect(await input.getAttribute('accept')).toBe(SUPPORT_IMAGE_ACCEPT);
    expect(SUPPORT_IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp');

    // The browser says at once: a HEIC photo learns how to send it; a GIF hears what is taken.
    const [, heicWords] = SUPPORT_MESSAGES.heicPhoto.split(/: (.*)/s);
    await input.setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: HEIC });
    await page.getByText(heicWords as string, { exact: true }).waitFor();
    expect(heicWords).toMatch(/Settings > Camera > Formats > Most Compatible/);
    expect(await widget.getByRole('img', { name: /^Preview of/ }).count()).toBe(0);
    await input.setInputFiles({ name: 'funny.gif', mimeType: 'image/gif', buffer: GIF });
    await page.getByText('Please select a JPEG, PNG or WebP image.', { exact: true }).waitFor();

    // A HEIC photo named .jpg passes the browser; the server reads its bytes and says the same.
    await input.setInputFiles({ name: 'IMG_0043.jpg', mimeType: 'image/jpeg', buffer: HEIC });
    await widget.getByRole('img', { name: 'Preview of IMG_0043.jpg' }).waitFor({ state: 'attached' });
    await widget.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Failed to Send Message', { exact: true }).first().waitFor();
    await page.getByText(SUPPORT_MESSAGES.heicPhoto, { exact: true }).waitFor();

    // A PNG goes.
    await widget.getByRole('button', { name: 'Remove image' }).click();
    await input.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await widget.getByRole('button', { name: 'Send' }).click();
    await widget.getByRole('log', { name: 'Messages' }).getByRole('img', { name: 'screen.png' }).waitFor();
    await context.close();
  });

  it('with the live connection down, marks answers read only once the person sees them', async () => {
    const email = await storedAccount('support-seen', 'Kemi Lawal');
    const adminEmail = await adminAccount('support-seen-admin');
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    // The live socket never connects: the widget polls every 3 s (spec 01 §9).
    await context.routeWebSocket(/\/ws$/, (ws) => ws.close({ code: 1011, reason: 'unavailable' }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, email);
    const marks: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/support/read')) marks.push(r.url());
    });
    const polled = () =>
      page.waitForResponse((r) => r.url().endsWith('/api/support/messages') && r.status() === 200);

    await answer(adminEmail, email, 'Your receipt is in your inbox.');
    // The closed widget learns of it by polling: the dot, and nothing marked read, however often it polls.
    await page.getByRole('button', { name: 'Contact Support (new message)' }).waitFor();
    await polled();
    await polled();
    expect(await userReadAt(email)).toBeNull();
    // Still unread after a reload: the dot comes back from the server's mark.
    await page.reload();
    await page.getByRole('button', { name: 'Contact Support (new message)' }).waitFor();

    // Open in a tab that is not in front: not seen yet.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await supportButton(page).click();
    await chat(page).getByText('Your receipt is in your inbox.').waitFor();
    // (A hidden tab does not poll.) Two frames: the chat has drawn and observed what is in view.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(marks).toEqual([]);
    expect(await userReadAt(email)).toBeNull();

    // Back in front, the answer in view: marked read.
    const marked = page.waitForResponse((r) => r.url().endsWith('/api/support/read'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect((await marked).status()).toBe(200);
    expect(await userReadAt(email)).not.toBeNull();
    await chat(page).getByRole('button', { name: 'Close', exact: true }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Contact Support', exact: true }).waitFor();
    await polled();
    expect(await page.getByRole('button', { name: 'Contact Support (new message)' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('support chat on a phone: nothing the person needs is covered', () => {
  it('keeps toasts off the chat button, the composer and the menu, and the chat button off the editor', async () => {
    const email = await storedAccount('support-phone', 'Tobi Phone');
    const [docId] = await seedDocuments(email, [
      {
        type: 'cover_letter',
        jobTitle: 'Analyst',
        companyName: 'Paystack',
        content: LETTER_TEXT,
        ageMinutes: 5,
      },
    ]);
    for (const dark of [false, true]) {
      const { page, context } = await signedIn(email, PHONE);
      await setDarkMode(page, dark);
      await page.reload();
      await holdToasts(page);
      const theme = dark ? 'dark' : 'light';

      // A toast while the chat is open: clear of the composer.
      await supportButton(page).click();
      const widget = chat(page);
      const box = widget.getByRole('textbox', { name: 'Your message to support' });
      await box.fill('Checking on my phone');
      await box.press('Enter');
      // The toast itself (Radix also copies its words into a hidden live region).
      const toast = page.locator('.toast').filter({ hasText: 'Message Sent!' });
      await toast.waitFor();
      for (const control of [
        box,
        widget.getByRole('button', { name: 'Send' }),
        widget.getByText('Attach image'),
        widget.getByRole('button', { name: 'Close', exact: true }),
      ])
        await expectClear(control, toast);
      if (screenshots)
        await page.screenshot({ path: `${screenshots}/support-phone-chat-toast-${theme}.png` });

      // Chat closed, the toast still showing: clear of the chat button.
      await widget.getByRole('button', { name: 'Close', exact: true }).click();
      await widget.waitFor({ state: 'hidden' });
      await expectClear(supportButton(page), toast);

      // The mobile menu opened with a toast on screen: its Logout is on top, clear of both.
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      const logOut = menu.getByRole('button', { name: 'Logout' });
      await logOut.waitFor();
      await page.waitForFunction(() => document.getAnimations().length === 0);
      await expectClear(logOut, toast);
      // The menu is drawn over the chat button: a tap where the button is lands in the menu.
      const under = await boxOf(chatButtonShape(page));
      expect(
        await menu.evaluate((sheet, at) => sheet.contains(document.elementFromPoint(at.x, at.y)), {
          x: under.x + under.width / 2,
          y: under.y + under.height / 2,
        }),
      ).toBe(true);
      if (screenshots)
        await page.screenshot({ path: `${screenshots}/support-phone-menu-toast-${theme}.png` });
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await menu.waitFor({ state: 'hidden' });

      // The editor: its Save and Discard changes brought up from below (where a thumb scrolls them
      // to), and every button and link at the end of the page, are clear of the chat button.
      // The editor is always editable.
      await page.goto(`${baseUrl}/edit/${docId}`);
      const save = page.getByRole('button', { name: 'Save Changes' });
      const cancel = page.getByRole('button', { name: 'Discard changes', exact: true });
      // The row brought up from below, its last button just above the bottom edge.
      await cancel.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      for (const control of [save, cancel]) await expectClear(control, supportButton(page));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const chatButton = await boxOf(supportButton(page));
      for (const control of await page.locator('main').locator('button, a').all()) {
        const box = await control.boundingBox();
        if (!box || !(await control.isVisible())) continue;
        expect(overlap(box, chatButton), `${await control.textContent()} under the chat button`).toBe(false);
      }
      if (screenshots) await page.screenshot({ path: `${screenshots}/support-phone-editor-${theme}.png` });
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
});
