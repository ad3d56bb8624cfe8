import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postJson, signIn } from './support/accounts.js';
import { type AxeViolation, axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { adminAccount, LETTER_TEXT, RESUME_TEXT, seedDocuments, storedAccount } from './support/documents.js';
import { linkIn, nextMail } from './support/inbox.js';
import { setDarkMode } from './support/onboarding.js';

/**
 * Issue 19: axe-core's WCAG 2.1 A and AA rules on every screen of the product, public and signed
 * in, in both themes. Each test gathers what axe finds on all its screens and fails once, with
 * one readable line per problem, so a single run shows everything there is to fix.
 */

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const RESUME = fileURLToPath(new URL('../../shared/fixtures/resumes/john_doe.pdf', import.meta.url));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** One line per element axe objects to: where, which rule, and what it says is wrong. */
function describeViolations(screen: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${screen}: ${v.id} (${v.impact}) ${v.help} — ${JSON.stringify(n.target)} ${n.html ?? ''}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
    ),
  );
}

/** Collects the violations of every screen a test checks; `verdict` fails with all of them. */
function auditLog() {
  const found: string[] = [];
  let screens = 0;
  return {
    async check(page: Page, screen: string): Promise<void> {
      screens += 1;
      found.push(...describeViolations(screen, await axeViolations(page)));
    },
    verdict(minimumScreens: number): void {
      expect(screens).toBeGreaterThanOrEqual(minimumScreens);
      expect(found, `axe found ${found.length} problem(s):\n${found.join('\n')}`).toEqual([]);
    },
  };
}

/** The screen is drawn: its landmark heading is there and no loading placeholder is left. */
async function settled(page: Page, ready: Locator): Promise<void> {
  await ready.waitFor();
  await expect
    .poll(() =>
      page.locator('[role="status"][aria-label^="Loading"], .animate-pulse:not(.inline-block)').count(),
    )
    .toBe(0);
}

const h1 = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();

/** A fresh signed-in tab for `email`, with the account's dark mode set to `theme`. */
async function signedIn(email: string, theme: Theme = 'light'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
  if (theme === 'dark') await setDarkMode(page, true);
  return { page, errors };
}

/** Navigates (a full load, as a bookmark would) and waits until the screen is drawn. */
async function visit(page: Page, path: string, ready: (page: Page) => Locator = (p) => h1(p)): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await settled(page, ready(page));
}

/** How a person reaches a signed-in screen: the header's links, or the account menu. */
const WAYS: Record<string, { nav: string } | { menu: string }> = {
  '/dashboard': { nav: 'Dashboard' },
  '/generate': { nav: 'Generate' },
  '/documents': { nav: 'Documents' },
  '/subscription': { nav: 'Subscription' },
  '/profile': { menu: 'Edit Profile' },
  '/settings': { menu: 'Account Settings' },
  '/change-password': { menu: 'Change Password' },
};

/**
 * Opens a signed-in screen inside the running app (no reload: quicker, and how people move), or
 * by address when no link leads there; waits until the screen is drawn.
 */
async function go(page: Page, path: string, ready: (page: Page) => Locator = (p) => h1(p)): Promise<void> {
  const way = WAYS[path];
  // The 404 page has no navigation: from there, by address.
  const inShell = (await page.getByRole('navigation', { name: 'Main' }).count()) > 0;
  if (!inShell) await page.goto(`${baseUrl}${path}`);
  else if (way && 'nav' in way)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: way.nav, exact: true })
      .click();
  else if (way) {
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: way.menu }).click();
  } else await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(`${baseUrl}${path}`);
  await settled(page, ready(page));
}

async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(theme === 'dark');
}

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it('public pages pass in both themes', async () => {
    // A valid reset link, as the e-mail brings it, for the new-password form.
    const email = await storedAccount('a11y-reset');
    const asked = await postJson('/api/auth/forgot-password', { email });
    expect(asked.ok).toBe(true);
    const resetLink = linkIn(await nextMail(email, /Reset your/), '/reset-password').replace(
      /^https?:\/\/[^/]+/,
      '',
    );
    const SCREENS: [string, string, (page: Page) => Locator][] = [
      ['landing', '/', (p) => h1(p)],
      ['sign in', '/login', (p) => p.getByRole('button', { name: 'Sign In', exact: true })],
      ['register', '/register', (p) => p.getByRole('button', { name: 'Create Account' })],
      ['forgot password', '/forgot-password', (p) => p.getByRole('heading').first()],
      ['reset password', resetLink, (p) => p.getByRole('button', { name: 'Reset Password' })],
      ['reset password, no token', '/reset-password', (p) => p.getByRole('heading').first()],
      ['privacy policy', '/privacy-policy', (p) => h1(p)],
      ['terms of service', '/terms-of-service', (p) => h1(p)],
      ['404', '/no-such-page', (p) => h1(p, '404 Page Not Found')],
    ];
    const audit = auditLog();
    const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const theme of THEMES) {
      if (theme === 'dark') {
        // The header's switch, as a visitor would: the choice is remembered on this device.
        await visit(page, '/');
        await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
        await expectTheme(page, 'dark');
      }
      for (const [name, path, ready] of SCREENS) {
        await visit(page, path, ready);
        await expectTheme(page, theme);
        await audit.check(page, `${theme} ${name} (${path.split('?')[0]})`);
      }
    }
    await context.close();
    expect(errors).toEqual([]);
    audit.verdict(SCREENS.length * 2);
  });

  it('signed-in pages pass in both themes: dashboard, generate (empty, live, done), documents, editor, billing, account, support', async () => {
    const email = await storedAccount('a11y-user', 'Ngozi Adeyemi');
    const [letterId] = await seedDocuments(email, [
      {
        type: 'cover_letter',
        jobTitle: 'Data Analyst',
        companyName: 'Paystack',
        content: LETTER_TEXT,
        ageMinutes: 5,
      },
      { type: 'resume', jobTitle: 'Data Analyst', companyName: 'Kuda', content: RESUME_TEXT, ageMinutes: 9 },
    ]);
    const audit = auditLog();
    const { page, errors } = await signedIn(email);

    // A generation starts first and runs in the worker while the other screens are checked.
    await visit(page, '/generate');
    await audit.check(page, 'light generate, empty');
    await page.getByLabel('Job title').fill('Data Analyst');
    await page.getByLabel('Company name').fill('Flutterwave');
    await page.getByLabel('Job description').fill('Analyse payment data and build dashboards in SQL.');
    await page.getByRole('checkbox', { name: 'Cover Letter' }).check();
    await page.getByLabel('Upload your resume').setInputFiles(RESUME);
    await page.getByText('File Uploaded', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Generate Documents', exact: true }).click();
    await page.getByRole('region', { name: 'Cover letter, as it is written' }).waitFor();
    await audit.check(page, 'light generate, writing');
    const remembered = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('running_generation:')) ?? '';
      return { key, value: localStorage.getItem(key) ?? '' };
    });
    expect(remembered.key).not.toBe('');

    const SCREENS: [string, string, (page: Page) => Locator][] = [
      [
        'dashboard',
        '/dashboard',
        (p) => p.getByRole('region', { name: 'Recent Documents' }).getByRole('article').first(),
      ],
      ['documents', '/documents', (p) => p.getByRole('article').first()],
      ['editor', `/edit/${letterId}`, (p) => p.getByLabel('Document content')],
      ['subscription', '/subscription', (p) => p.getByTestId('current-plan')],
      ['payment', '/payment/agba', (p) => h1(p, 'Checkout')],
      ['profile', '/profile', (p) => h1(p, 'Edit Profile')],
      ['settings', '/settings', (p) => h1(p, 'Account Settings')],
      ['change password', '/change-password', (p) => h1(p, 'Change Password')],
      ['404', '/no-such-page', (p) => h1(p, '404 Page Not Found')],
    ];
    for (const theme of THEMES) {
      if (theme === 'dark') {
        await setDarkMode(page, true);
        await page.reload();
      }
      for (const [name, path, ready] of SCREENS) {
        await go(page, path, ready);
        await expectTheme(page, theme);
        await audit.check(page, `${theme} ${name} (${path})`);
      }
      // The support widget's dialog, opened from the dashboard.
      await go(page, '/dashboard');
      await page.getByRole('button', { name: /^Contact Support/ }).click();
      await page.getByRole('dialog', { name: 'Contact Support' }).getByRole('textbox').waitFor();
      await audit.check(page, `${theme} support dialog`);
      // The account menu, open.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menu').waitFor();
      await audit.check(page, `${theme} account menu`);
      await page.keyboard.press('Escape');

      // /generate before a generation, then with the finished documents.
      await page.evaluate((key) => localStorage.removeItem(key), remembered.key);
      if (theme === 'dark') {
        await go(page, '/generate');
        await audit.check(page, `${theme} generate, empty`);
        await go(page, '/dashboard');
      }
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), remembered);
      await go(page, '/generate', (p) => p.getByRole('heading', { name: 'Generated Documents' }));
      await audit.check(page, `${theme} generate, documents`);
    }
    expect(errors).toEqual([]);
    audit.verdict(SCREENS.length * 2 + 9);
  });

  it('every admin tab passes in both themes', async () => {
    const email = await adminAccount('a11y-admin');
    const audit = auditLog();
    const { page, errors } = await signedIn(email);
    const TABS = ['LLM Management', 'Prompts', 'Users', 'Analytics', 'AI Monitoring', 'Support'];
    for (const theme of THEMES) {
      if (theme === 'dark') await setDarkMode(page, true);
      await visit(page, '/admin', (p) => h1(p, 'Admin Dashboard'));
      await expectTheme(page, theme);
      for (const name of TABS) {
        const tab = page.getByRole('tab', { name });
        await tab.click();
        await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
        await settled(page, page.getByRole('tabpanel'));
        await audit.check(page, `${theme} admin ${name}`);
      }
    }
    expect(errors).toEqual([]);
    audit.verdict(TABS.length * 2);
  });

  it('the onboarding modal passes in both themes', async () => {
    const email = await storedAccount('a11y-new', 'Tunde Bakare', { onboarded: false });
    const audit = auditLog();
    const { page, errors } = await signedIn(email);
    for (const theme of THEMES) {
      if (theme === 'dark') {
        await setDarkMode(page, true);
        await page.reload();
      }
      await expectTheme(page, theme);
      await page.getByRole('dialog').getByRole('heading', { name: 'Complete your profile' }).waitFor();
      await audit.check(page, `${theme} onboarding, profile step`);
      // One of the tutorial steps, too.
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('dialog').locator('[role="progressbar"][aria-valuenow="2"]').waitFor();
      await audit.check(page, `${theme} onboarding, tutorial step`);
      await page.reload();
    }
    expect(errors).toEqual([]);
    audit.verdict(4);
  });

  it('on a phone, the landing page and the signed-in shell pass with their menus open, in both themes', async () => {
    const email = await storedAccount('a11y-phone', 'Chiamaka Obi');
    const audit = auditLog();
    const context = await browser.newContext(asNewVisitor({ viewport: PHONE }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    const openMenu = async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').waitFor();
    };
    for (const theme of THEMES) {
      await page.goto(`${baseUrl}/`);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await visit(page, '/');
      await expectTheme(page, theme);
      await audit.check(page, `${theme} phone landing`);
      await openMenu();
      await audit.check(page, `${theme} phone landing menu`);
    }
    await signIn(page, email);
    for (const theme of THEMES) {
      await setDarkMode(page, theme === 'dark');
      await visit(page, '/dashboard');
      await expectTheme(page, theme);
      await audit.check(page, `${theme} phone dashboard`);
      await openMenu();
      await audit.check(page, `${theme} phone dashboard menu`);
    }
    await context.close();
    expect(errors).toEqual([]);
    audit.verdict(8);
  });
});

describe('reduced motion', () => {
  it('prefers-reduced-motion: reduce stops the spinners and the sliding menu', async () => {
    const context = await browser.newContext(asNewVisitor({ viewport: PHONE }));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await h1(page).waitFor();
    /**
     * A spinner as the product draws it (its running animations), and the menu sheet as it opens
     * (the animation its style names: the 200 ms slide may be over before anyone looks).
     */
    const motion = async () => {
      const spinner = await page.evaluate(() => {
        const el = document.createElement('span');
        el.className = 'animate-spin inline-block size-4';
        document.body.append(el);
        const count = el.getAnimations().filter((a) => a.playState === 'running').length;
        el.remove();
        return count;
      });
      await page.getByRole('button', { name: 'Open menu' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const sheet = await dialog.evaluate((el) => getComputedStyle(el).animationName);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      return { spinner, sheet };
    };

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(motion()).resolves.toEqual({ spinner: 1, sheet: 'sheet-in' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(motion()).resolves.toEqual({ spinner: 0, sheet: 'none' });
    await context.close();
  });
});
