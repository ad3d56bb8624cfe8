import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { storedAccount } from './support/documents.js';
import { setDarkMode } from './support/onboarding.js';

/** The history is refetched after the verification answers: longer than expect.poll's 1 s on a slow machine. */
const HISTORY_POLL = { timeout: 10_000 };

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Every sign-in from 127.0.0.1 counts against one per-address budget shared by the whole suite,
// so each journey signs in once and changes viewport or theme on the same page.

/** A new account on the free trial (2 cover letters + 1 resume), signed in, on the dashboard. */
async function signedIn(tag: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const email = await storedAccount(tag);
  const context = await browser.newContext(asNewVisitor({ viewport }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
  return { page, errors };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/** /subscription with everything loaded (no skeleton left). */
async function subscriptionLoaded(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Subscription', level: 1 }).waitFor();
  await page.getByTestId('current-plan').waitFor();
  await page.getByRole('status', { name: 'Loading payment history' }).waitFor({ state: 'detached' });
}

/**
 * On the provider's hosted checkout page (the fake Paystack on 127.0.0.1), presses Pay, or pays
 * with one of its test cards that fail (server/test/fakes/paystack.ts TEST_CARDS).
 */
async function payOnCheckoutPage(page: Page, card?: string): Promise<void> {
  await page.waitForURL((url) => !url.href.startsWith(baseUrl));
  await page.getByRole('button', { name: card ?? /^Pay ₦/ }).click();
}

/** How many elements say `text` exactly, banner and toasts alike (a result is said once). */
const timesSaid = (page: Page, text: string) => page.getByText(text, { exact: true }).count();

const DECLINED = 'Your card was declined. No money was taken. Try another card.';

const navBadge = (page: Page) => page.getByTestId('plan-badge').first().textContent();
const navCredits = (page: Page) => page.getByTestId('credits-summary').first().textContent();
const historyRow = (page: Page, n: number) =>
  page.getByRole('region', { name: 'Payment History' }).getByRole('row').nth(n).textContent();

describe('payments', () => {
  it('buys Pro by card, comes back to an active plan with the new credits, renews early and cancels', async () => {
    const { page, errors } = await signedIn('pay-pro');
    await expect(navBadge(page)).resolves.toBe('Free Trial');
    await expect(navCredits(page)).resolves.toBe('3 credits');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscription' }).click();
    await page.waitForURL(`${baseUrl}/subscription`);
    await subscriptionLoaded(page);
    // The trial has only Subscribe Now, no renew, change or cancel.
    const current = page.getByRole('region', { name: 'Current Subscription' });
    await expect(current.getByRole('button').allTextContents()).resolves.toEqual(['Subscribe Now']);
    await expect(
      page.getByRole('article', { name: 'Elite' }).getByRole('button').textContent(),
    ).resolves.toContain('Coming Soon');
    await page.getByText('No payments yet').waitFor();

    // Issue 29: each plan card and the checkout say which designs the plan includes.
    const designs = (plan: string) => page.getByRole('article', { name: plan }).getByTestId(/^plan-designs-/);
    await expect(designs('Basic').innerText()).resolves.toMatch(
      /Resume: Classic, Modern\s+Cover letter: Standard, Letterhead/,
    );
    await expect(designs('Pro').innerText()).resolves.toContain('Resume: Classic, Modern, Executive');
    await page.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Choose Pro' }).click();
    await page.waitForURL(`${baseUrl}/payment/agba`);
    await page.getByRole('heading', { name: 'Pro plan' }).waitFor();
    await expect(page.getByTestId('plan-designs-agba').innerText()).resolves.toContain(
      'Resume: Classic, Modern, Executive',
    );
    await expect(page.getByTestId('checkout-total').textContent()).resolves.toBe('₦20,000');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await payOnCheckoutPage(page);

    const banner = page.getByTestId('payment-banner');
    await banner.getByText('Payment Successful').waitFor({ timeout: 15_000 });
    await expect(banner.textContent()).resolves.toContain('25 cover letters and 15 resumes');
    // The query string is cleared once the payment is verified.
    await page.waitForURL(`${baseUrl}/subscription`);
    await expect.poll(() => historyRow(page, 1), HISTORY_POLL).toMatch(/Pro.*₦20,000.*Successful/);
    await expect(timesSaid(page, 'Payment Successful')).resolves.toBe(1);
    // The navigation updates without a reload: the Pro badge and 3 + 25 + 15 credits (granted
    // once, although the webhook raced the browser's verify).
    await expect.poll(() => navBadge(page)).toBe('Pro');
    await expect.poll(() => navCredits(page)).toBe('43 credits');
    await expect.poll(() => current.getByTestId('current-plan').textContent()).toBe('Pro');
    await expect(current.getByTestId('subscription-status').textContent()).resolves.toBe('Active');
    const firstExpiry = await current.getByText(/^Active until/).textContent();
    await expect(
      page
        .getByRole('article', { name: 'Pro' })
        .getByRole('button', { name: /Current Plan/ })
        .isDisabled(),
    ).resolves.toBe(true);
    await expect.poll(() => historyRow(page, 1), HISTORY_POLL).toMatch(/Pro.*₦20,000.*Successful/);

    // The change-plan panel opens and closes, labelled by rank; focus goes back to its button.
    await current.getByRole('button', { name: 'Change Plan' }).click();
    const change = page.getByRole('region', { name: 'Change Plan' });
    await change.getByRole('link', { name: 'Downgrade to Basic' }).waitFor();
    await expect(change.getByRole('button', { name: /Coming Soon/ }).isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await change.getByRole('button', { name: 'Close change plan' }).click();
    await change.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Change Plan');

    // Buying the running plan again is blocked; Renew is the way to extend it.
    await page.goto(`${baseUrl}/payment/agba`);
    await page.getByText('Your Pro plan is already active').waitFor();
    await expect(page.getByRole('button', { name: 'Pay Now' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Back to plans' }).click();
    await subscriptionLoaded(page);

    // Renewing early adds another Pro allowance and extends from the current expiry.
    await current.getByRole('button', { name: 'Renew' }).click();
    await payOnCheckoutPage(page);
    await banner.getByText('Payment Successful').waitFor({ timeout: 15_000 });
    await expect.poll(() => navCredits(page)).toBe('83 credits');
    await expect.poll(() => current.getByText(/^Active until/).textContent()).not.toBe(firstExpiry);
    await expect.poll(() => historyRow(page, 2), HISTORY_POLL).toMatch(/Pro.*₦20,000.*Successful/);

    // Cancelling asks first, then keeps the plan to the end of the period.
    await current.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your Pro plan?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
    await dialog.waitFor({ state: 'detached' });
    await current.getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await current.getByText('Your Pro plan is cancelled.', { exact: false }).waitFor();
    await expect(current.getByTestId('subscription-status').textContent()).resolves.toBe('Active');
    await expect(current.getByRole('button', { name: 'Cancel Subscription' }).count()).resolves.toBe(0);
    await expect(navCredits(page)).resolves.toBe('83 credits');

    // The paid page (history rows, three actions) fits a phone and stays axe-clean.
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBe(
      0,
    );

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('comes back from a cancelled checkout with the reason; unknown plans and Elite lead back', async () => {
    const { page, errors } = await signedIn('pay-cancel');
    await page.goto(`${baseUrl}/payment/jjc`);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL((url) => !url.href.startsWith(baseUrl));
    await page.getByRole('link', { name: 'Cancel payment' }).click();
    const banner = page.getByTestId('payment-banner');
    await banner.getByText('You left the payment before it finished. No money was taken.').waitFor();
    await page.waitForURL(`${baseUrl}/subscription`);
    // Said once, in the banner: spec 02 §8's title, no toast repeating it.
    await expect(timesSaid(page, 'Payment Failed')).resolves.toBe(1);
    await expect(
      timesSaid(page, 'You left the payment before it finished. No money was taken.'),
    ).resolves.toBe(1);
    await expect(navBadge(page)).resolves.toBe('Free Trial');
    await page.getByRole('button', { name: 'Dismiss payment message' }).click();
    await expect(banner.count()).resolves.toBe(0);
    await expect.poll(() => historyRow(page, 1), HISTORY_POLL).toMatch(/Basic.*₦10,000.*Pending/);

    for (const planId of ['gold', 'free_trial', 'idan']) {
      await page.goto(`${baseUrl}/payment/${planId}`);
      await page.waitForURL(`${baseUrl}/subscription`);
      // Settled before the next address: a session check cut off by a navigation reads as signed out.
      await subscriptionLoaded(page);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says a declined card once, in plain words, and grants nothing', async () => {
    const { page, errors } = await signedIn('pay-declined');
    await page.goto(`${baseUrl}/payment/agba`);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    // The provider declines the card (status failed, "Declined") and sends the browser back.
    await payOnCheckoutPage(page, 'Pay with a declined card');
    const banner = page.getByRole('alert').filter({ has: page.getByText(DECLINED) });
    await banner.waitFor({ timeout: 15_000 });
    await expect(banner.getByText('Payment Failed', { exact: true }).count()).resolves.toBe(1);
    await page.waitForURL(`${baseUrl}/subscription`);
    // Settled: the history shows the failure, after which no toast can still be on its way.
    await expect.poll(() => historyRow(page, 1), HISTORY_POLL).toMatch(/Pro.*₦20,000.*Failed/);
    // Once, across the banner and the toasts; no lost-payment wording.
    await expect(timesSaid(page, DECLINED)).resolves.toBe(1);
    await expect(timesSaid(page, 'Payment Failed')).resolves.toBe(1);
    await expect(page.getByText('Payment Verification Failed').count()).resolves.toBe(0);
    await expect(page.getByText(/contact support/i).count()).resolves.toBe(0);
    await expect(navBadge(page)).resolves.toBe('Free Trial');
    await expect(navCredits(page)).resolves.toBe('3 credits');
    await expectNoAxeViolations(page);

    // Another card without the money, then the bank failing: each its own sentence, once (in
    // the dark theme, which the next page load applies).
    await setDarkMode(page, true);
    for (const [card, sentence] of [
      [
        'Pay with a card without enough money',
        'Your card was declined for insufficient funds. No money was taken. Try another card or add funds.',
      ],
      [
        'Pay while the bank is down',
        'Your bank could not complete the payment just now. No money was taken. Try again in a few minutes.',
      ],
    ] as const) {
      await page.goto(`${baseUrl}/payment/agba`);
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await payOnCheckoutPage(page, card);
      await page.getByTestId('payment-banner').getByText(sentence).waitFor({ timeout: 15_000 });
      await page.waitForURL(`${baseUrl}/subscription`);
      await expect.poll(() => historyRow(page, 1), HISTORY_POLL).toMatch(/Pro.*₦20,000.*Failed/);
      await expect(timesSaid(page, sentence)).resolves.toBe(1);
      await expect(timesSaid(page, DECLINED)).resolves.toBe(0);
    }
    await expect(navCredits(page)).resolves.toBe('3 credits');

    // The error banner fits a phone and reads in the dark theme too.
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBe(
      0,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is axe-clean on /subscription and /payment/agba, on a desktop and a phone', async () => {
    const { page } = await signedIn('pay-axe');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}/subscription`);
      await subscriptionLoaded(page);
      await expectNoAxeViolations(page);
      await page.goto(`${baseUrl}/payment/agba`);
      await page.getByRole('button', { name: 'Pay Now' }).waitFor();
      await expectNoAxeViolations(page);
      // Nothing runs off the side of a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });

  // SCREENSHOTS_DIR=/tmp/shots/billing npx vitest run --project e2e e2e/payments.e2e.test.ts -t screens
  it.runIf(Boolean(process.env.SCREENSHOTS_DIR))('screens: each size and theme, axe-clean', async () => {
    const dir = process.env.SCREENSHOTS_DIR as string;
    const { page } = await signedIn('pay-screens');
    const each = async (shots: (name: string) => Promise<void>) => {
      for (const viewport of [DESKTOP, PHONE])
        for (const theme of ['light', 'dark'] as const) {
          await page.setViewportSize(viewport);
          await setDarkMode(page, theme === 'dark');
          await shots(`${viewport.width}-${theme}`);
        }
    };
    const shotsOf = (state: string) => async (suffix: string) => {
      await page.goto(`${baseUrl}/subscription`);
      await subscriptionLoaded(page);
      await shoot(page, `${dir}/subscription-${state}-${suffix}`);
      await expectNoAxeViolations(page);
      await page.goto(`${baseUrl}/payment/agba`);
      await page.getByRole('button', { name: 'Pay Now' }).waitFor();
      await shoot(page, `${dir}/payment-agba-${state}-${suffix}`);
      await expectNoAxeViolations(page);
    };
    await each(shotsOf('trial'));

    // The loading state: billing answers held back for a moment.
    await page.route(/\/trpc\/billing\./, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${baseUrl}/subscription`);
    await page.getByRole('status', { name: 'Loading your subscription' }).waitFor();
    await page.screenshot({ path: `${dir}/subscription-loading-390-dark.png` });
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBe(
      0,
    );
    await subscriptionLoaded(page);
    await page.unroute(/\/trpc\/billing\./);

    // The same account after paying for Pro: banner, history, change-plan panel, cancel dialog.
    await page.setViewportSize(DESKTOP);
    await setDarkMode(page, false);
    await page.goto(`${baseUrl}/payment/agba`);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await payOnCheckoutPage(page);
    await page.getByTestId('payment-banner').getByText('Payment Successful').waitFor({ timeout: 15_000 });
    await page.waitForURL(`${baseUrl}/subscription`);
    await shoot(page, `${dir}/subscription-paid-banner-1366-light`);
    await each(async (suffix) => {
      await shotsOf('pro')(suffix);
      await page.goto(`${baseUrl}/subscription`);
      await subscriptionLoaded(page);
      await page.getByRole('button', { name: 'Change Plan' }).click();
      await page.getByRole('region', { name: 'Change Plan' }).waitFor();
      await shoot(page, `${dir}/subscription-pro-change-${suffix}`);
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('alertdialog').waitFor();
      await page.screenshot({ path: `${dir}/cancel-dialog-${suffix}.png` });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Keep Subscription' }).click();
    });
    await page.context().close();
  });
});

/** A full-page screenshot, plus screen-sized parts of a tall phone page (easier to look at). */
async function shoot(page: Page, path: string): Promise<void> {
  await page.screenshot({ path: `${path}.png`, fullPage: true });
  const { width, height } = page.viewportSize() ?? DESKTOP;
  if (width > PHONE.width) return;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < total; y += height, part += 1)
    await page.screenshot({
      path: `${path}-part${part}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(height, total - y) },
    });
}
