import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { adminAccount, storedAccount } from './support/documents.js';
import { setDarkMode } from './support/onboarding.js';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
// An 8×8 PNG: small enough to read at a glance, real enough for the server's decoder.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4ISeHFTEMLQkAkL9BAaxyLUcAAAAASUVORK5CYII=',
  'base64',
);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(
    asNewVisitor({ viewport: DESKTOP, permissions: ['notifications'] }),
  );
  // Records the desktop notifications the page shows (headless Chromium draws none).
  await context.addInitScript(() => {
    const Real = window.Notification;
    const shown: string[] = [];
    Object.assign(window, { shownNotifications: shown });
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(`${title}: ${options?.body ?? ''}`);
      }
    }
    Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
    window.Notification = Recorded;
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
  return { page, errors };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

describe('support chat', () => {
  it('a user writes with an image, an administrator answers live, the closed widget shows the unread dot and the answer', async () => {
    const userEmail = await storedAccount('support-user', 'Tunde Bakare');
    const adminEmail = await adminAccount('support-admin');

    const user = await signedIn(userEmail);
    const supportButton = user.page.getByRole('button', { name: /^Contact Support/ });
    await supportButton.waitFor();

    // The administrator opens the Support tab: the signed-in user hears an agent came online.
    const admin = await signedIn(adminEmail);
    await admin.page.goto(`${baseUrl}/admin#support`);
    await expect
      .poll(() => admin.page.getByRole('tab', { name: 'Support' }).getAttribute('aria-selected'))
      .toBe('true');
    await admin.page.getByText('Live', { exact: true }).waitFor();
    await user.page.getByText('Support Agent Online', { exact: true }).first().waitFor();

    // The user writes: text and an image, sent with Enter.
    await supportButton.click();
    const widget = user.page.getByRole('dialog', { name: 'Contact Support' });
    await widget.waitFor();
    await widget.getByText('Basic Support · response within 24 hours').waitFor();
    await expectNoAxeViolations(user.page);
    await widget
      .locator('input[type="file"]')
      .setInputFiles({ name: 'error.png', mimeType: 'image/png', buffer: PNG });
    await widget.getByRole('img', { name: 'Preview of error.png' }).waitFor();
    const box = widget.getByRole('textbox', { name: 'Your message to support' });
    await box.fill('a'.repeat(1801));
    await widget.getByText(/Approaching character limit/).waitFor();
    await box.fill('');
    await expect.poll(() => widget.getByText(/Approaching character limit/).count()).toBe(0);
    await box.fill('My resume download fails');
    await box.press('Shift+Enter');
    await box.pressSequentially('on the dashboard');
    await box.press('Enter');
    await user.page.getByText('Message Sent!', { exact: true }).first().waitFor();
    const log = widget.getByRole('log', { name: 'Messages' });
    await log.getByText(/My resume download fails\s+on the dashboard/).waitFor();
    await log.getByRole('img', { name: 'error.png' }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    // The toast is the top layer (Escape would close it first): the dialog's own Close button.
    await widget.getByRole('button', { name: 'Close', exact: true }).click();
    await widget.waitFor({ state: 'hidden' });

    // The administrator sees it arrive without reloading, with the user's page and browser.
    const row = admin.page.getByRole('button', { name: /Tunde Bakare/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/1 unread/);
    await expect(row.textContent()).resolves.toMatch(/Basic Support/);
    await expect(row.textContent()).resolves.toMatch(/waiting \d+ min — promised 1 d/);
    await row.click();
    const thread = admin.page.getByRole('region', { name: 'Conversation', exact: true });
    await thread.getByText(/My resume download fails/).waitFor();
    await thread.getByText(/Page: \/dashboard · Chrome/).waitFor();
    await thread.getByRole('img', { name: 'error.png' }).waitFor();
    await expectNoAxeViolations(admin.page);
    const reply = thread.getByRole('textbox', { name: 'Reply to Tunde Bakare' });
    await reply.fill('Thanks Tunde, we are fixing the download now.');
    await reply.press('Enter');
    await admin.page.getByText('Reply Sent', { exact: true }).first().waitFor();

    // The user's closed widget shows the unread dot, then the answer when opened.
    const withDot = user.page.getByRole('button', { name: 'Contact Support (new message)' });
    await withDot.waitFor();
    await expect
      .poll(() =>
        user.page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications),
      )
      .toEqual(['New message from JobPadi Support: Thanks Tunde, we are fixing the download now.']);
    await withDot.click();
    await widget.getByText('Thanks Tunde, we are fixing the download now.').waitFor();
    await widget.getByRole('button', { name: 'Close', exact: true }).click();
    await user.page.getByRole('button', { name: 'Contact Support', exact: true }).waitFor();

    // In dark mode too, both sides of the conversation pass axe.
    await setDarkMode(user.page, true);
    await user.page.reload();
    await user.page.getByRole('button', { name: 'Contact Support', exact: true }).click();
    await widget.getByText('Thanks Tunde, we are fixing the download now.').waitFor();
    await expectNoAxeViolations(user.page);

    // The administrator closes the chat: after a reload the user has no support button; reopened, it is back.
    const open = admin.page.getByRole('switch', { name: 'Support chat open to users' });
    await expect(open.getAttribute('aria-checked')).resolves.toBe('true');
    await open.click();
    await admin.page.getByText('Support chat closed', { exact: true }).first().waitFor();
    await expect(open.getAttribute('aria-checked')).resolves.toBe('false');
    // Absence is checked once the page has heard the status and drawn what it says.
    const closedStatus = user.page.waitForResponse(
      async (r) => r.url().endsWith('/api/support/status') && (await r.json()).available === false,
    );
    await user.page.reload();
    await closedStatus;
    // The widget's code is fetched lazily: with the network quiet it would have arrived and drawn.
    await user.page.waitForLoadState('networkidle');
    await user.page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(user.page.getByRole('button', { name: /^Contact Support/ }).count()).resolves.toBe(0);
    await open.click();
    await admin.page.getByText('Support chat opened', { exact: true }).first().waitFor();
    await user.page.reload();
    await user.page.getByRole('button', { name: 'Contact Support', exact: true }).waitFor();

    expect(user.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});
