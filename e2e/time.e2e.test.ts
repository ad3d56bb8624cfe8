import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { storedAccount } from './support/documents.js';

// Issue 28: people in Nigeria read every time on West Africa Time, whatever clock the device is on.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The last 20:46 UTC before now: 21:46 in Lagos. */
function lagosEvening(): Date {
  const at = new Date();
  at.setUTCHours(20, 46, 0, 0);
  if (at.getTime() > Date.now()) at.setUTCDate(at.getUTCDate() - 1);
  return at;
}

/**
 * The server writes when a message arrived; the product has no clock to set, so the stored time
 * is put where the browser's clock says the message was sent.
 */
async function sentAt(email: string, text: string, at: Date): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const moved = await client.query(
      `UPDATE support_messages SET created_at = $1
        WHERE body = $2 AND user_id = (SELECT id FROM users WHERE email = $3)`,
      [at, text, email],
    );
    expect(moved.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: /^Contact Support/ }).click();
  const widget = page.getByRole('dialog', { name: 'Contact Support' });
  await widget.waitFor();
  return widget;
}

describe('times on the person’s clock', () => {
  it('a support message sent at 21:46 Lagos time shows 9:46 PM, on a device set to UTC; the settings offer West Africa Time first', async () => {
    const evening = lagosEvening();
    const email = await storedAccount('time', 'Kemi Balogun');
    // The device is on UTC (as the report's was); the account never chose a timezone.
    const context = await browser.newContext(
      asNewVisitor({ viewport: { width: 1366, height: 900 }, timezoneId: 'UTC' }),
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.clock.setFixedTime(evening);
    await signIn(page, email);

    const text = 'Good evening, my download is stuck';
    const widget = await openChat(page);
    const box = widget.getByRole('textbox', { name: 'Your message to support' });
    await box.fill(text);
    await box.press('Enter');
    await page.getByText('Message Sent!', { exact: true }).first().waitFor();
    await sentAt(email, text, evening);

    await page.reload();
    const reopened = await openChat(page);
    const log = reopened.getByRole('log', { name: 'Messages' });
    await log.getByText(text, { exact: true }).waitFor();
    // The line under the bubble: who and when.
    await expect.poll(() => log.getByText(/^You · /).allTextContents()).toEqual(['You · 9:46 PM']);
    await reopened.getByRole('button', { name: 'Close', exact: true }).click();

    // /settings: West Africa Time is the first choice and the account's clock; the hint tells the time there.
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
    const timezone = page.getByLabel('Timezone', { exact: true });
    await expect(timezone.locator('option').allTextContents()).resolves.toEqual([
      'West Africa Time (Lagos)',
      'UTC',
      'Eastern Time',
      'Pacific Time',
      'Greenwich Mean Time',
    ]);
    await expect(timezone.inputValue()).resolves.toBe('Africa/Lagos');
    await page
      .getByText(/Dates across JobPadi use this clock\. Now: \d{1,2} \w+ \d{4} at 9:46 PM\./)
      .waitFor();

    // Choosing UTC moves the message's time to that clock at once.
    await timezone.selectOption({ label: 'UTC' });
    await page.getByText('Dates now show in UTC.', { exact: true }).first().waitFor();
    const utcChat = await openChat(page);
    await expect
      .poll(() =>
        utcChat
          .getByRole('log', { name: 'Messages' })
          .getByText(/^You · /)
          .allTextContents(),
      )
      .toEqual(['You · 8:46 PM']);

    expect(errors).toEqual([]);
    await context.close();
  });
});
