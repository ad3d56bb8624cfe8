import { readFile } from 'node:fs/promises';
import { ACCOUNT_MESSAGES, PHOTO_MESSAGES, PROFILE_MESSAGES } from '@app/shared/profile/messages';
import pg from 'pg';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, signIn, submitPasswordSignIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { storedAccount } from './support/documents.js';
import { codeIn, linkIn, nextMail } from './support/inbox.js';

const baseUrl = inject('baseUrl');

/**
 * Edit Profile unlocks the fields and moves the focus to the first one on the next frame (the
 * form's own behaviour): text filled before that frame can end up in the first field.
 */
async function startEditing(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
    .toBe('given-name');
}
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Each journey signs in once (per-address sign-in limits) and changes page, viewport or theme there.

async function signedIn(
  email: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(asNewVisitor({ viewport: DESKTOP, ...options }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
  return { page, errors };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** /settings with the settings loaded (no skeleton left). */
async function settingsLoaded(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
  await page.getByRole('switch', { name: 'Dark mode' }).waitFor();
}

/** /profile with the profile loaded. */
async function profileLoaded(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Account Information' }).waitFor();
}

const onboarding = (page: Page) => page.getByRole('dialog');
const progress = (page: Page) => onboarding(page).getByRole('progressbar').getAttribute('aria-valuenow');

/** A real PNG of the page's top-left corner: the server re-encodes whatever image it is given. */
const pngOf = (page: Page) => page.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } });

/** Makes a stored account password-less, as accounts made by a sign-in code or Google are. */
async function withoutPassword(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query('UPDATE users SET password_hash = NULL WHERE email = $1', [email]);
  } finally {
    await client.end();
  }
}

describe('onboarding', () => {
  it('walks a new user through the profile and six steps to Finish Setup; it stays done until reset', async () => {
    const email = await storedAccount('onboard', 'Ngozi Adeyemi', { onboarded: false });
    const { page, errors } = await signedIn(email);

    const dialog = onboarding(page);
    await dialog.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await expect(progress(page)).resolves.toBe('1');
    await expect(dialog.getByRole('progressbar').getAttribute('aria-valuemax')).resolves.toBe('7');
    await expectNoAxeViolations(page);
    // It cannot be dismissed: no close button; Escape and a click outside leave it open.
    await expect(dialog.getByRole('button', { name: /close/i }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog.isVisible()).resolves.toBe(true);
    // The page behind is out of reach: focus stays inside the dialog.
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);

    // Step 0: both names required after trimming; LinkedIn optional but a web address.
    await expect(dialog.getByLabel('First name').inputValue()).resolves.toBe('Ngozi');
    await dialog.getByLabel('Last name').fill('   ');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(PROFILE_MESSAGES.namesRequired).waitFor();
    await dialog.getByLabel('Last name').fill('Okonkwo');
    await dialog.getByLabel('LinkedIn profile (optional)').fill('my linkedin');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(PROFILE_MESSAGES.linkedinInvalid).waitFor();
    // An address as people copy it, without https://, is taken and stored with it.
    await dialog.getByLabel('LinkedIn profile (optional)').fill('www.linkedin.com/in/ngozi-okonkwo');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // The six tutorial steps, with Previous and Next, the bar over seven.
    const titles = [
      'Welcome to JobPadi',
      'AI-powered optimization',
      'Upload or create your resume',
      'Generate your documents',
      'Professional downloads',
      'Unlock premium features',
    ];
    await dialog.getByRole('heading', { name: titles[0] }).waitFor();
    await expect(progress(page)).resolves.toBe('2');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: titles[1] }).waitFor();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await dialog.getByRole('heading', { name: titles[0] }).waitFor();
    for (const [i, title] of titles.entries()) {
      await dialog.getByRole('heading', { name: title }).waitFor();
      await expect(progress(page)).resolves.toBe(String(i + 2));
      if (i < titles.length - 1) await dialog.getByRole('button', { name: 'Next' }).click();
    }
    await expect(dialog.getByRole('button', { name: 'Next' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Finish Setup' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The name given in step 0 is the account's now; a person who has just signed up is welcomed,
    // not welcomed "back" (issue 28).
    await page.getByRole('heading', { name: 'Welcome to JobPadi, Ngozi!' }).waitFor();
    await expect(page.getByText(/Welcome back/).count()).resolves.toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to JobPadi, Ngozi!' }).waitFor();
    const linkedin = await page.evaluate(async () => {
      const res = await fetch('/api/auth/user', { credentials: 'include' });
      return ((await res.json()) as { linkedinProfile: string | null }).linkedinProfile;
    });
    expect(linkedin).toBe('https://www.linkedin.com/in/ngozi-okonkwo');
    await page.getByText('Cover letters left').waitFor();
    await expect(onboarding(page).count()).resolves.toBe(0);

    // Reset Welcome Tutorial on /settings: the modal shows again on the dashboard.
    await page.goto(`${baseUrl}/settings`);
    await settingsLoaded(page);
    await page.getByRole('button', { name: 'Reset Welcome Tutorial' }).click();
    await page.getByText('Onboarding Reset', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Open the dashboard' }).click();
    await onboarding(page).getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await expect(onboarding(page).getByLabel('Last name').inputValue()).resolves.toBe('Okonkwo');

    // On a phone it fits and stays usable.
    await page.setViewportSize(PHONE);
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('profile', () => {
  it('edits in edit mode (Cancel restores), uploads a photo the navigation shows, and changes the e-mail once confirmed', async () => {
    const email = await storedAccount('profile', 'Ngozi Adeyemi');
    const { page, errors } = await signedIn(email);
    await page.getByRole('button', { name: 'Account menu for Ngozi' }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    await profileLoaded(page);
    const info = page.getByRole('region', { name: 'Account Information' });
    await expect(info.textContent()).resolves.toMatch(
      /Member since\d{1,2} \w+ \d{4}PlanFree TrialStatusActive/,
    );
    await expectNoAxeViolations(page);

    // Read-only until Edit Profile; Cancel puts the stored values back.
    const first = page.getByLabel('First name');
    await expect(first.getAttribute('readonly')).resolves.toBe('');
    await startEditing(page);
    await expect(first.getAttribute('readonly')).resolves.toBeNull();
    await first.fill('Chiamaka');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(first.inputValue()).resolves.toBe('Ngozi');
    await expect(first.getAttribute('readonly')).resolves.toBe('');

    // Save: names required, then saved, and the navigation says the new name at once.
    await startEditing(page);
    await first.fill(' ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.namesRequired }).waitFor();
    await first.fill('Chiamaka');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile Updated', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Chiamaka' }).waitFor();
    await expect(first.getAttribute('readonly')).resolves.toBe('');

    // A file that is not an image is refused before anything is sent.
    const photoInput = page.getByTestId('photo-input');
    await photoInput.setInputFiles({
      name: 'notes.png',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page.getByRole('alert').filter({ hasText: PHOTO_MESSAGES.invalidType }).waitFor();
    // A real photo: previewed, saved, then shown in the navigation without a reload.
    await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngOf(page) });
    await page.getByRole('img', { name: 'Your new avatar, not saved yet' }).waitFor();
    await page.getByRole('button', { name: 'Save Photo' }).click();
    await page.getByText('Photo Updated', { exact: true }).waitFor();
    const navPhoto = page.getByRole('button', { name: 'Account menu for Chiamaka' }).locator('img');
    await navPhoto.waitFor();
    await expect(navPhoto.getAttribute('src')).resolves.toMatch(/^\/api\/profile\/photo\/[\w-]+$/);
    await expect
      .poll(() => navPhoto.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Remove Photo' }).waitFor();

    // A new address changes nothing until the link e-mailed to it is opened.
    const newAddress = `moved-${email}`;
    await startEditing(page);
    await page.getByLabel('Email', { exact: true }).fill(newAddress);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const notice = page.getByRole('region', { name: 'Confirm your new e-mail address' });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain(newAddress);
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(email);
    await expectNoAxeViolations(page);
    const link = linkIn(await nextMail(newAddress, /Confirm your new/), '/confirm-email-change');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByRole('heading', { name: 'E-mail Address Changed' }).waitFor();
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await profileLoaded(page);
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(newAddress);
    await expect(notice.count()).resolves.toBe(0);

    // The page fits a phone and stays axe-clean there.
    await page.setViewportSize(PHONE);
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('settings', () => {
  it('saves each change at once: dark mode follows the account across reloads, push asks the browser', async () => {
    const email = await storedAccount('settings');
    const { page, errors } = await signedIn(email);
    await page.goto(`${baseUrl}/settings`);
    await settingsLoaded(page);
    await expectNoAxeViolations(page);

    const dark = page.getByRole('switch', { name: 'Dark mode' });
    await expect(dark.getAttribute('aria-checked')).resolves.toBe('false');
    await dark.click();
    await expect.poll(() => isDark(page)).toBe(true);
    await page.getByText('Settings Updated', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await page.reload();
    await settingsLoaded(page);
    await expect(dark.getAttribute('aria-checked')).resolves.toBe('true');
    await expect(isDark(page)).resolves.toBe(true);
    // The account's setting wins over what this device remembered.
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await settingsLoaded(page);
    await expect.poll(() => isDark(page)).toBe(true);

    // The other switches and choices are saved too.
    const marketing = page.getByRole('switch', { name: 'Marketing emails' });
    await marketing.click();
    await page.getByLabel('Timezone', { exact: true }).selectOption({ label: 'Eastern Time' });
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'French' });
    await page.getByText('New documents will be written in French.', { exact: true }).waitFor();
    await page.reload();
    await settingsLoaded(page);
    await expect(marketing.getAttribute('aria-checked')).resolves.toBe('true');
    await expect(page.getByLabel('Timezone', { exact: true }).inputValue()).resolves.toBe('America/New_York');
    await expect(page.getByLabel('Language', { exact: true }).inputValue()).resolves.toBe('fr');

    // A save that fails puts the switch back and says so.
    await page.route(/\/trpc\/[^?]*settings\.update/, (route) => route.abort('failed'));
    await marketing.click();
    await page.getByText('Update Failed', { exact: true }).waitFor();
    await expect.poll(() => marketing.getAttribute('aria-checked')).toBe('true');
    await page.unroute(/\/trpc\/[^?]*settings\.update/);

    // Push: this browser has not allowed notifications, so switching on is rolled back and says why.
    const push = page.getByRole('switch', { name: 'Push notifications' });
    await push.click();
    await page.getByRole('alert').filter({ hasText: 'blocked notifications' }).waitFor();
    await expect(push.getAttribute('aria-checked')).resolves.toBe('false');
    await page.context().grantPermissions(['notifications'], { origin: baseUrl });
    await push.click();
    await expect.poll(() => push.getAttribute('aria-checked')).toBe('true');
    await page.getByText('Push notifications are on.', { exact: true }).waitFor();

    // The test e-mail reaches the inbox.
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await page.getByText(`A test e-mail is on its way to ${email}.`, { exact: true }).first().waitFor();
    await nextMail(email, /test e-mail/);

    await page.setViewportSize(PHONE);
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('data rights', () => {
  it('exports a JSON file, then deletes the account with the password; signing in again fails', async () => {
    const email = await storedAccount('rights', 'Tunde Bakare');
    const { page, errors } = await signedIn(email, { acceptDownloads: true });
    await page.goto(`${baseUrl}/settings`);
    await settingsLoaded(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^jobpadi-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      format: string;
      profile: { email: string };
    };
    expect(exported.format).toBe('jobpadi-export/1');
    expect(exported.profile.email).toBe(email);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText(ACCOUNT_MESSAGES.confirmWithPassword).waitFor();
    await dialog.getByLabel('Your password', { exact: true }).fill('Wrong-pass-1!');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText(ACCOUNT_MESSAGES.wrongPassword).waitFor();
    await dialog.getByLabel('Your password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    // The session is over: the home page, with the confirmation.
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Account Deleted', { exact: true }).waitFor();
    await page.getByText(ACCOUNT_MESSAGES.deleted, { exact: true }).waitFor();
    await page.waitForFunction(() => !localStorage.getItem('auth_token'));
    await nextMail(email, /account was deleted/);

    await page.goto(`${baseUrl}/login`);
    await submitPasswordSignIn(page, email);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/login`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('confirms with an e-mailed code an account that has no password, which may set one', async () => {
    const email = await storedAccount('codeonly', 'Ifeoma Nwosu');
    await withoutPassword(email);
    const context = await browser.newContext(asNewVisitor({ viewport: PHONE }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Signed in with a one-time code, as such an account does.
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('tab', { name: 'OTP' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Verification code').fill(codeIn(await nextMail(email, /sign-in code/)));
    await page.getByRole('button', { name: 'Verify & Sign In' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);

    // /change-password offers to set one instead of a form asking for a current password.
    await page.goto(`${baseUrl}/change-password`);
    await page.getByRole('heading', { name: 'Set a Password', level: 1 }).waitFor();
    await expect(page.getByLabel('Current password').count()).resolves.toBe(0);

    await page.goto(`${baseUrl}/settings`);
    await settingsLoaded(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'E-mail me a code' }).click();
    await dialog.getByText(ACCOUNT_MESSAGES.codeSent(email)).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('6-digit code').fill(codeIn(await nextMail(email, /deletion code/)));
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Account Deleted', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

// SCREENSHOTS_DIR=/tmp/shots/profile npx vitest run --project e2e e2e/profile.e2e.test.ts -t screens
describe.runIf(Boolean(process.env.SCREENSHOTS_DIR))('screens', () => {
  it('screens: /profile, /settings and the onboarding modal, each size and theme, axe-clean', async () => {
    const dir = process.env.SCREENSHOTS_DIR as string;
    const email = await storedAccount('screens', 'Ngozi Adeyemi', { onboarded: false });
    const { page } = await signedIn(email);
    await onboarding(page).getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await page.screenshot({ path: `${dir}/onboarding-profile-1366-light.png` });
    await onboarding(page).getByRole('button', { name: 'Continue' }).click();
    await onboarding(page).getByRole('heading', { name: 'Welcome to JobPadi' }).waitFor();
    await page.screenshot({ path: `${dir}/onboarding-welcome-1366-light.png` });
    for (let i = 0; i < 5; i += 1) await onboarding(page).getByRole('button', { name: 'Next' }).click();
    await onboarding(page).getByRole('heading', { name: 'Unlock premium features' }).waitFor();
    await page.screenshot({ path: `${dir}/onboarding-premium-1366-light.png` });
    await onboarding(page).getByRole('button', { name: 'Finish Setup' }).click();
    await onboarding(page).waitFor({ state: 'detached' });

    const shots = async (suffix: string, dark: boolean) => {
      await page.goto(`${baseUrl}/settings`);
      await settingsLoaded(page);
      if ((await isDark(page)) !== dark) {
        await page.getByRole('switch', { name: 'Dark mode' }).click();
        await expect.poll(() => isDark(page)).toBe(dark);
      }
      await page
        .getByRole('button', { name: 'Close notification' })
        .click({ timeout: 1_000 })
        .catch(() => {});
      await page.screenshot({ path: `${dir}/settings-${suffix}.png`, fullPage: true });
      await expectNoAxeViolations(page);
      await page.goto(`${baseUrl}/profile`);
      await profileLoaded(page);
      await page.screenshot({ path: `${dir}/profile-${suffix}.png`, fullPage: true });
      await startEditing(page);
      await page.getByLabel('First name').fill('');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.namesRequired }).first().waitFor();
      await page.screenshot({ path: `${dir}/profile-editing-${suffix}.png`, fullPage: true });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.goto(`${baseUrl}/settings`);
      await settingsLoaded(page);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('alertdialog').waitFor();
      await page.screenshot({ path: `${dir}/delete-dialog-${suffix}.png` });
      await page.keyboard.press('Escape');
      await page.goto(`${baseUrl}/settings`);
      await settingsLoaded(page);
      await page.getByRole('button', { name: 'Reset Welcome Tutorial' }).click();
      await page.getByText('Onboarding Reset', { exact: true }).waitFor();
      await page.goto(`${baseUrl}/dashboard`);
      await onboarding(page).getByRole('heading', { name: 'Complete your profile' }).waitFor();
      await page.screenshot({ path: `${dir}/onboarding-${suffix}.png` });
      await expectNoAxeViolations(page);
      await onboarding(page).getByRole('button', { name: 'Continue' }).click();
      await onboarding(page).getByRole('heading', { name: 'Welcome to JobPadi' }).waitFor();
      await page.screenshot({ path: `${dir}/onboarding-step1-${suffix}.png` });
      for (let i = 0; i < 5; i += 1) await onboarding(page).getByRole('button', { name: 'Next' }).click();
      await onboarding(page).getByRole('button', { name: 'Finish Setup' }).click();
      await onboarding(page).waitFor({ state: 'detached' });
    };
    for (const viewport of [DESKTOP, PHONE])
      for (const dark of [false, true]) {
        await page.setViewportSize(viewport);
        await shots(`${viewport.width}-${dark ? 'dark' : 'light'}`, dark);
      }

    // E-mail in demo mode (the suite's product has SMTP): the status answer says 'demo'.
    await page.route(/\/trpc\/[^?]*notifications\.status/, async (route) => {
      const response = await route.fetch();
      const names = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
      const body = (await response.json()) as { result: { data: object } }[];
      const answer = body[names.indexOf('notifications.status')];
      if (answer) answer.result.data = { ...answer.result.data, mode: 'demo', mailboxUrl: '/dev/mailbox' };
      await route.fulfill({ response, json: body });
    });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}/profile`);
      await profileLoaded(page);
      await page.getByRole('region', { name: 'E-mail demo mode' }).waitFor();
      await page.screenshot({ path: `${dir}/demo-banner-${viewport.width}-dark.png` });
      await expectNoAxeViolations(page);
    }
    await page.getByRole('button', { name: 'Hide the demo mode notice' }).click();
    await page.getByRole('region', { name: 'E-mail demo mode' }).waitFor({ state: 'detached' });
    await page.unroute(/\/trpc\/[^?]*notifications\.status/);

    // The loading states: the answers held back for a moment.
    await page.route(/\/trpc\/[^?]*(settings|profile)\./, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('status', { name: 'Loading your settings' }).waitFor();
    await page.screenshot({ path: `${dir}/settings-loading-390-dark.png`, fullPage: true });
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('status', { name: 'Loading your profile' }).waitFor();
    await page.screenshot({ path: `${dir}/profile-loading-390-dark.png`, fullPage: true });
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await page.context().close();
  }, 240_000);
});
