import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FAQ_ITEMS } from '../client/src/components/landing/faq-items.js';
import { signIn, verifiedAccount } from './support/accounts.js';
import { launchBrowser, watchErrors } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openPage(
  path: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors = watchErrors(page);
  await page.goto(`${baseUrl}${path}`);
  return { page, errors };
}

async function storeDocuments(count: number): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const owner = await client.query<{ id: string }>(
      `insert into users (email, full_name) values ('counter-' || gen_random_uuid() || '@example.com', 'Counter Owner') returning id`,
    );
    await client.query(
      `insert into documents (user_id, type, title, content, job_title, company_name)
       select $2::uuid, 'cover_letter', 'Cover Letter – Engineer at Acme', 'Dear hiring manager', 'Engineer', 'Acme'
       from generate_series(1, $1::int)`,
      [count, owner.rows[0]?.id],
    );
  } finally {
    await client.end();
  }
}

describe('landing page', () => {
  it('shows the live documents counter read from the database', async () => {
    await storeDocuments(2345);
    const { page, errors } = await openPage('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Land Your Dream Job with AI-Generated Documents',
    );
    await page.getByTestId('documents-counter').filter({ hasText: '2K+' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('takes "Start Your Free Trial" and the plans’ buttons to the sign-up form, not to sign-in', async () => {
    const { page, errors } = await openPage('/');
    await page.getByRole('link', { name: 'Start Your Free Trial' }).click();
    await page.waitForURL(`${baseUrl}/register`);
    await page.getByRole('heading', { name: 'Create your account', level: 1 }).waitFor();
    await page.getByLabel('Full name').waitFor();
    await expect(page.getByRole('heading', { name: 'Welcome back' }).count()).resolves.toBe(0);

    await page.goto(`${baseUrl}/#pricing`);
    const pricing = page.locator('#pricing');
    await pricing.getByRole('link', { name: 'Start Free Trial' }).click();
    await page.waitForURL(`${baseUrl}/register`);
    await page.getByRole('heading', { name: 'Create your account', level: 1 }).waitFor();
    await page.goBack();
    await expect(pricing.getByRole('link', { name: 'Choose Basic' }).getAttribute('href')).resolves.toBe(
      '/register',
    );
    // Sign In still signs in.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sign In' }).getAttribute('href'),
    ).resolves.toBe('/login');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens an FAQ answer when its question is chosen, one at a time', async () => {
    const { page } = await openPage('/');
    const [first, second] = FAQ_ITEMS;
    if (!first || !second) throw new Error('no FAQ items');
    expect(FAQ_ITEMS).toHaveLength(8);
    const questions = page.locator('#faq summary');
    await expect(questions.count()).resolves.toBe(8);
    const firstAnswer = page.getByText(first.answer);
    const secondAnswer = page.getByText(second.answer);
    await expect(firstAnswer.isVisible()).resolves.toBe(false);
    await page.getByRole('heading', { name: first.question }).click();
    await firstAnswer.waitFor({ state: 'visible' });
    // Keyboard: the next question takes focus with Tab and opens with Enter, closing the first.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await secondAnswer.waitFor({ state: 'visible' });
    await firstAnswer.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('closes the mobile menu when a link is chosen and goes to that section', async () => {
    const { page } = await openPage('/', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor({ state: 'visible' });
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => window.location.hash === '#pricing');
    await page.close();
  });
});

describe('unknown paths', () => {
  it("show the page titled '404 Page Not Found'", async () => {
    const { page } = await openPage('/this/page/does-not-exist');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expect(page.title()).resolves.toBe('404 Page Not Found');
    // A visitor gets the plain page: no product navigation, a way home.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to home' }).waitFor();
    await page.close();
  });

  it('show the 404 inside the product for a signed-in user, with a way back to the dashboard', async () => {
    const email = await verifiedAccount('lost');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, email);
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expect(page.title()).resolves.toBe('404 Page Not Found');
    // The shell: its header navigation and the account menu stay.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to home' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
