import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { adminAccount, storedAccount } from './support/documents.js';
import { setDarkMode } from './support/onboarding.js';

// Issue 29: the Audit log tab (who did what to whom, filters in the address, the admin named) and
// the support inbox (the customer's messages under their name, the plan by name, the reply box in
// view at 1366×900). Its own file so it does not clash with the users part of admin.e2e.
const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Runs statements against the product's database (seeding what other journeys would have done). */
async function withDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

const idOf = (db: pg.Client, email: string) =>
  db
    .query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
    .then((r) => r.rows[0]?.id as string);

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const entries = (page: Page) => page.getByTestId('audit-entry').filter({ visible: true });

describe('admin console: audit log and support inbox', () => {
  it('answers a customer from an inbox that fits the screen, then finds the reply in the audit log by admin, action and person', async () => {
    const adminEmail = await adminAccount('audit-admin');
    const otherAdminEmail = await adminAccount('audit-other');
    const customerEmail = await storedAccount('audit-customer', 'Chiamaka Obi');
    await withDb(async (db) => {
      const customer = await idOf(db, customerEmail);
      const other = await idOf(db, otherAdminEmail);
      await db.query(`UPDATE users SET full_name = 'Musa Danjuma' WHERE id = $1`, [other]);
      await db.query(`UPDATE users SET subscription_plan = 'jjc' WHERE id = $1`, [customer]);
      // A long conversation: it must scroll inside its pane, not push the reply box down.
      for (let i = 1; i <= 12; i += 1)
        await db.query(
          `INSERT INTO support_messages (user_id, sender, body, current_page, created_at)
           VALUES ($1, 'user', $2, '/documents', now() - make_interval(mins => $3))`,
          [
            customer,
            `Message ${i}: my cover letter download stops halfway. ${'Please help. '.repeat(4)}`,
            30 - i,
          ],
        );
      // What another administrator did earlier: a plan change with its reason.
      await db.query(
        `INSERT INTO admin_audit_log (actor_id, action, target_type, target_id, summary, before, after, reason, created_at)
         VALUES ($1, 'user.plan', 'user', $2, $3, '{"plan":"free_trial"}', '{"plan":"jjc"}', 'Paid by bank transfer', now() - interval '1 hour')`,
        [other, customer, `Changed the plan of ${customerEmail} from Free Trial to Basic`],
      );
    });

    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, adminEmail);

    // --- Support inbox: the plan by name, the customer's messages under their name.
    await page.goto(`${baseUrl}/admin#support`);
    const row = page.getByRole('button', { name: /Chiamaka Obi/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Basic plan');
    await expect(row.textContent()).resolves.not.toMatch(/jjc/);
    await row.click();
    const thread = page.getByRole('region', { name: 'Conversation', exact: true });
    await expect
      .poll(() => thread.getByTestId('support-thread-person').textContent())
      .toContain(`${customerEmail} · Basic plan`);
    const log = thread.getByRole('log', { name: 'Messages' });
    await log.getByText(/Message 12:/).waitFor();
    await expect(log.getByText(/^Chiamaka Obi · /).count()).resolves.toBe(12);
    await expect(log.getByText(/^You · /).count()).resolves.toBe(0);
    // The reply box is in view without scrolling the page; the conversation scrolls in its pane.
    const reply = thread.getByRole('textbox', { name: 'Reply to Chiamaka Obi' });
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    const box = await reply.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= DESKTOP.height, JSON.stringify(box)).toBe(true);
    await expect(
      log.evaluate((element) => element.scrollHeight > element.clientHeight && element.scrollTop > 0),
    ).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await reply.fill('Thanks Chiamaka, the download is fixed now.');
    await reply.press('Enter');
    await page.getByText('Reply Sent', { exact: true }).first().waitFor();
    await log.getByText(/^You · /).waitFor();
    await expect(log.getByText(/^Chiamaka Obi · /).count()).resolves.toBe(12);

    // --- Audit log: the reply with its admin named, found by administrator.
    await tab(page, 'Audit log').click();
    await page.waitForURL(`${baseUrl}/admin#audit`);
    const adminFilter = page.getByLabel('Administrator', { exact: true });
    const ownOption = adminFilter.locator('option', { hasText: adminEmail });
    await expect.poll(() => ownOption.count()).toBe(1);
    await adminFilter.selectOption({ label: (await ownOption.textContent()) as string });
    await expect.poll(() => page.url()).toMatch(/[?&]admin=[0-9a-f-]{36}/);
    await expect.poll(() => entries(page).count()).toBe(1);
    const mine = entries(page).first();
    await expect(mine.getByTestId('audit-sentence').textContent()).resolves.toBe(
      'Replied to Chiamaka Obi in support',
    );
    await expect(mine.getByTestId('audit-admin').textContent()).resolves.toBe(`Adaeze Okafor${adminEmail}`);
    await expect(mine.textContent()).resolves.toContain('Support reply');
    await expectNoAxeViolations(page);

    // By action: the other administrator's plan change, with its reason; a reload keeps the filters.
    await adminFilter.selectOption('');
    const actionFilter = page.getByLabel('Action', { exact: true });
    await actionFilter.selectOption({ label: 'Plan changed' });
    await expect.poll(() => page.url()).toContain('action=user.plan');
    const planChange = entries(page).filter({
      hasText: 'Changed plan of Chiamaka Obi from Free Trial to Basic',
    });
    await planChange.waitFor();
    await expect(planChange.textContent()).resolves.toContain('Musa Danjuma');
    await expect(planChange.textContent()).resolves.toContain('Paid by bank transfer');
    await page.reload();
    await expect.poll(() => page.getByLabel('Action', { exact: true }).inputValue()).toBe('user.plan');
    await planChange.waitFor();

    // By person, from the keyboard: the name in a row shows only what was done to them.
    await planChange.getByRole('button', { name: /^Chiamaka Obi/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(/[?&]user=[0-9a-f-]{36}/);
    await expect
      .poll(() => page.getByTestId('audit-person-filter').textContent())
      .toBe('Person: Chiamaka Obi');
    await page.getByLabel('Action', { exact: true }).selectOption('');
    await expect.poll(() => entries(page).count()).toBe(2);
    // Both filters that leave nothing: the empty state says so.
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Account deleted' });
    await page.getByText('No entries match').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show everyone' }).click();
    await expect.poll(() => page.url()).not.toContain('user=');

    // A phone: the entries as cards, nothing wider than the screen.
    await page.getByLabel('Action', { exact: true }).selectOption('');
    await page.setViewportSize(PHONE);
    await expect.poll(() => entries(page).count()).toBeGreaterThan(0);
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    if (process.env.SCREENSHOTS_DIR) await screens(page, process.env.SCREENSHOTS_DIR, customerEmail);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a plain user the audit endpoint', async () => {
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    const page = await context.newPage();
    await signIn(page, await storedAccount('audit-denied'));
    const status = await page.evaluate(async () => (await fetch('/api/admin/audit')).status);
    expect(status).toBe(403);
    await context.close();
  });
});

/** SCREENSHOTS_DIR=… : the audit log and the support inbox at each size and theme. */
async function screens(page: Page, dir: string, customerEmail: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE])
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await setDarkMode(page, theme === 'dark');
      await page.goto(`${baseUrl}/admin#audit`);
      await page.reload();
      await entries(page).first().waitFor();
      await page.screenshot({ path: `${dir}/audit-${viewport.width}-${theme}.png`, fullPage: true });
      await expectNoAxeViolations(page);
      await page.goto(`${baseUrl}/admin#support`);
      await page.getByRole('button', { name: /Chiamaka Obi/ }).click();
      await page.getByText(customerEmail, { exact: false }).first().waitFor();
      await page.screenshot({ path: `${dir}/support-${viewport.width}-${theme}.png` });
      await expectNoAxeViolations(page);
    }
}
