import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { axeViolations } from './support/axe.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { adminAccount, storedAccount } from './support/documents.js';
import { setDarkMode } from './support/onboarding.js';

const baseUrl = inject('baseUrl');
const llmUrl = inject('llmUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const CUSTOM = 'OpenAI-compatible endpoint';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Each journey signs in once and changes tab, viewport or theme on the same page.

async function signedIn(email: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
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

/** Closes the toasts on screen and waits until they are gone. */
async function closeToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close notification' });
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => {});
  await expect.poll(() => close.count()).toBe(0);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/** Opens a tab and waits until its placeholders are gone. */
async function openTab(page: Page, name: string): Promise<void> {
  await tab(page, name).click();
  await expect.poll(() => tab(page, name).getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => page.locator('[role="status"][aria-label^="Loading"]').count()).toBe(0);
}

/**
 * Closes a dialog with Escape and waits until it is gone, so the page behind is reachable again.
 * The dialog listens for Escape from an effect that runs just after it appears: on a slow machine a
 * key pressed in that instant is not seen (no person is that fast), so the key is pressed again.
 */
async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Escape');
        return dialog.waitFor({ state: 'detached', timeout: 2_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

async function dialogNamed(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

describe('admin console', () => {
  it('as an administrator: adds the fake model, tests and activates it, tests and rolls back a prompt, changes a plan and credits after confirming, reads analytics and monitoring', async () => {
    const adminEmail = await adminAccount('admin-main');
    const targetEmail = await storedAccount('admin-target', 'Ifeoma Nwosu');
    const { page, errors } = await signedIn(adminEmail);

    // The navigation leads administrators to the console; LLM management is the default tab.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    await expect(tab(page, 'LLM Management').getAttribute('aria-selected')).resolves.toBe('true');
    await expect.poll(() => page.getByTestId('provider-in-use').textContent()).toContain('OpenAI');
    await page.getByTestId('warning-usingFallback').waitFor();
    await expect(page.getByTestId('active-provider').textContent()).resolves.toContain(
      'No provider selected',
    );

    // --- LLM management: add the OpenAI-compatible endpoint pointing at the fake model.
    const card = page.getByRole('article', { name: CUSTOM });
    await card.getByRole('button', { name: /^Set up/ }).click();
    const save = card.getByRole('button', { name: 'Save Changes' });
    await expect(save.isDisabled()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: /^Test Connection/ }).isDisabled()).resolves.toBe(true);
    await card.getByLabel('Base URL').fill(llmUrl);
    await card.getByLabel('Model').fill('fake-model');
    await expect(save.isEnabled()).resolves.toBe(true);
    await save.click();
    await toast(page, 'Provider Saved').waitFor();
    await expect.poll(() => card.getByTestId('active-badge').textContent()).toBe('Inactive');
    await expect(card.textContent()).resolves.toContain('fake-model');
    // Edit on a provider that is set up opens its form and leaves it open. Save Changes is drawn
    // where Edit was: the click must not press it too (it did: the unchanged settings were saved
    // and the form closed at once). Such a save leaves within milliseconds; none within 2 s.
    const saveSent = page.waitForRequest(/\/trpc\/[^?]*admin\.providers\.update/, { timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    await card.getByRole('button', { name: /^Edit/ }).click();
    await expect(saveSent).resolves.toBe(false);
    await expect(card.getByLabel('Base URL').inputValue({ timeout: 2_000 })).resolves.toBe(llmUrl);
    await expect(card.getByLabel('Model').inputValue({ timeout: 2_000 })).resolves.toBe('fake-model');
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => card.getByLabel('Base URL').count()).toBe(0);

    await card.getByRole('button', { name: /^Test Connection/ }).click();
    await expect
      .poll(() => card.getByTestId('connection-badge').textContent(), { timeout: 20_000 })
      .toBe('Connected');

    await card.getByRole('button', { name: /^Set as Active/ }).click();
    await toast(page, 'Provider Updated').waitFor();
    await page.getByText(`${CUSTOM} is now the active LLM provider`, { exact: true }).first().waitFor();
    await expect.poll(() => card.getByTestId('active-badge').textContent()).toBe('ACTIVE');
    await expect(card.getByRole('button', { name: /^Set as Active/ }).isDisabled()).resolves.toBe(true);
    await expect.poll(() => page.getByTestId('active-provider').textContent()).toContain(CUSTOM);
    await expect.poll(() => page.getByTestId('provider-in-use').textContent()).toBe(`${CUSTOM} · fake-model`);
    await expect.poll(() => page.getByTestId('warning-usingFallback').count()).toBe(0);
    // A provider without a key cannot be tested or made active.
    const openai = page.getByRole('article', { name: 'OpenAI', exact: true });
    await openai.getByRole('button', { name: /^Set up/ }).click();
    await expect(openai.getByRole('button', { name: 'Save Changes' }).isDisabled()).resolves.toBe(true);
    await expect(openai.getByRole('button', { name: /^Test Connection/ }).isDisabled()).resolves.toBe(true);
    await openai.getByRole('button', { name: 'Cancel' }).click();
    await expectNoAxeViolations(page);

    // The tabs are one roving tab stop: the arrow keys move between them.
    await tab(page, 'LLM Management').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab(page, 'Prompts').getAttribute('aria-selected')).toBe('true');
    await page.waitForURL(`${baseUrl}/admin#prompts`);

    // --- Prompts: save the built-in prompt as version 1, then test an edit live and save it.
    const prompt = page.getByTestId('prompt-card-cover_letter');
    await prompt.getByText('No active prompt configured').waitFor();
    await prompt.getByRole('button', { name: 'Edit Prompt' }).click();
    const editor = prompt.getByLabel('System prompt');
    const builtIn = await editor.inputValue();
    expect(builtIn.length).toBeGreaterThan(50);
    await prompt.getByRole('button', { name: 'Save Prompt' }).click();
    await toast(page, 'Prompt Saved').waitFor();
    await expect
      .poll(() => prompt.getByTestId('prompt-active-version').textContent())
      .toBe('Version 1 active');

    await prompt.getByRole('button', { name: 'Edit Prompt' }).click();
    await editor.fill(`${builtIn}\nWrite in a warm, confident tone and keep it under 250 words.`);
    await expect(prompt.getByLabel('Job title').inputValue()).resolves.toBe('Frontend Developer');
    await prompt.getByLabel('Company name').fill('Moniepoint');
    await prompt.getByRole('button', { name: 'Test Prompt' }).click();
    // The output is shown as the model writes it: it grows while the status reads Writing….
    const output = prompt.getByTestId('prompt-test-output');
    await output.waitFor({ timeout: 20_000 });
    const firstLength = (await output.textContent())?.length ?? 0;
    await expect(prompt.getByTestId('prompt-test-status').textContent()).resolves.toBe('Writing…');
    await expect.poll(async () => (await output.textContent())?.length ?? 0).toBeGreaterThan(firstLength);
    await expect
      .poll(() => prompt.getByTestId('prompt-test-status').textContent(), { timeout: 30_000 })
      .toBe('Complete');
    await toast(page, 'Prompt Test Complete').waitFor();
    await expect(output.textContent()).resolves.toContain('Dear Hiring Team');
    await expect(prompt.getByTestId('prompt-test-latency').textContent()).resolves.toMatch(/\d/);
    await expect(prompt.getByTestId('prompt-test-tokens').textContent()).resolves.toMatch(/^120 \/ \d+$/);
    await prompt.getByRole('button', { name: 'Save Prompt' }).click();
    await expect
      .poll(() => prompt.getByTestId('prompt-active-version').textContent())
      .toBe('Version 2 active');
    await expect(prompt.getByTestId('active-prompt').textContent()).resolves.toContain(
      'warm, confident tone',
    );

    // Version history: who and when, the diff against the active one, and a roll back.
    await prompt.getByRole('button', { name: /^Version history \(2\)/ }).click();
    const v1 = prompt.getByTestId('prompt-version-1');
    await expect(v1.textContent()).resolves.toMatch(/Saved by Adaeze Okafor/);
    await v1.getByRole('button', { name: /^Compare/ }).click();
    const diff = v1.getByTestId('prompt-diff');
    await expect(diff.textContent()).resolves.toContain('Removed: Write in a warm, confident tone');
    await expectNoAxeViolations(page);
    await v1.getByRole('button', { name: /^Activate/ }).click();
    await toast(page, 'Prompt Activated').waitFor();
    await expect
      .poll(() => prompt.getByTestId('prompt-active-version').textContent())
      .toBe('Version 1 active');
    await expect(prompt.getByTestId('active-prompt').textContent()).resolves.not.toContain('warm, confident');
    await prompt.getByRole('button', { name: 'Clear' }).click();
    await expect(prompt.getByTestId('prompt-test-result').count()).resolves.toBe(0);

    // --- Users: find a user by search, change their plan, see the details.
    await openTab(page, 'Users');
    await page.getByPlaceholder('Search users...').fill(targetEmail.split('@')[0] as string);
    const table = page.getByRole('table', { name: 'Users' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await expect(table.getByRole('row').nth(1).textContent()).resolves.toContain('Ifeoma Nwosu');
    // One match is "1 matching account", not "1 matching accounts" (issue 28).
    await page.getByText('1 matching account', { exact: true }).waitFor();
    await expect(page.getByRole('navigation', { name: 'User pages' }).count()).resolves.toBe(0);
    // Changing a plan asks first and says what changes; cancelling changes nothing.
    const planSelect = table.getByLabel('Plan for Ifeoma Nwosu');
    await planSelect.selectOption('agba');
    const askPlan = page.getByRole('alertdialog', { name: 'Change the plan of Ifeoma Nwosu?' });
    await askPlan.waitFor();
    const planText = await askPlan.textContent();
    expect(planText).toContain('Plan: Free Trial → Pro');
    expect(planText).toContain('Resumes: 1 left → 15 left');
    expect(planText).toContain('Cover letters: 2 left → 25 left');
    expect(planText).toContain('Nothing is charged');
    // Focus is in the dialog, on Cancel: Enter by mistake changes nothing.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Cancel');
    await expectNoAxeViolations(page);
    await closeWithEscape(page, askPlan);
    await expect(planSelect.inputValue()).resolves.toBe('free_trial');
    await expect(table.getByRole('row').nth(1).textContent()).resolves.toContain('Free Trial');
    await expect(page.getByText('User plan updated successfully').count()).resolves.toBe(0);
    // Confirming makes the change.
    await planSelect.selectOption('agba');
    await askPlan.getByRole('button', { name: 'Change to Pro' }).click();
    await page.getByText('User plan updated successfully').first().waitFor();
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain('Pro');
    await table.getByRole('button', { name: 'View Ifeoma Nwosu' }).click();
    const details = await dialogNamed(page, 'User details');
    await expect.poll(() => details.getByTestId('user-details').textContent()).toContain('PlanPro');
    const detailText = await details.getByTestId('user-details').textContent();
    expect(detailText).toContain('Subscription statusActive');
    expect(detailText).toContain('Plan fromGranted by JobPadi');
    expect(detailText).toContain('Resumes left15');
    // Credits: add three resumes with a reason, after a confirmation that names the change.
    await details.getByLabel('Resumes', { exact: true }).fill('3');
    await details.getByRole('button', { name: 'Add credits…' }).click();
    await details
      .getByText('Give the reason for this change in a short sentence (5 to 500 characters).')
      .waitFor();
    await details.getByLabel('Reason', { exact: true }).fill('Two generations failed on our side.');
    await details.getByRole('button', { name: 'Add credits…' }).click();
    const askCredits = page.getByRole('alertdialog', { name: 'Add credits for Ifeoma Nwosu?' });
    await askCredits.waitFor();
    await expect(askCredits.textContent()).resolves.toContain('Resumes: 15 left → 18 left');
    await expectNoAxeViolations(page);
    await askCredits.getByRole('button', { name: 'Add credits' }).click();
    await page.getByText('User credits updated successfully').first().waitFor();
    await expect.poll(() => details.getByTestId('user-details').textContent()).toContain('Resumes left18');
    await expectNoAxeViolations(page);
    await details.getByRole('button', { name: 'Close' }).click();
    // The server refuses to deactivate your own account (after the confirmation), and says so.
    await page.getByPlaceholder('Search users...').fill(adminEmail);
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain('(you)');
    await table.getByRole('button', { name: /^Deactivate/ }).click();
    const askDeactivate = page.getByRole('alertdialog', { name: /^Deactivate the account of/ });
    await expect(askDeactivate.textContent()).resolves.toContain('Account: Active → Inactive');
    await askDeactivate.getByRole('button', { name: 'Deactivate Account' }).click();
    await page.getByText('You cannot deactivate your own account.').first().waitFor();
    await askDeactivate.waitFor({ state: 'detached' });
    // The shared toaster's red error toast is checked on its own (see the note); close it first.
    await closeToasts(page);
    await expectNoAxeViolations(page);
    // Deleting asks first, then the details modal closes and the user is gone.
    const leavingEmail = await storedAccount('admin-leaving', 'Tunde Bakare');
    await page.getByPlaceholder('Search users...').fill(leavingEmail.split('@')[0] as string);
    await table.getByRole('button', { name: 'View Tunde Bakare' }).click();
    const leaving = await dialogNamed(page, 'User details');
    await leaving.getByRole('button', { name: 'Delete User' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${leavingEmail}?` });
    await confirm
      .getByText('Are you sure you want to delete this user? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await leaving.waitFor({ state: 'detached' });
    await toast(page, 'User deleted successfully').waitFor();
    await page.getByText('No users match').waitFor();

    // --- Analytics: the four cards and the six modals.
    await openTab(page, 'Analytics');
    await expect(page.getByTestId('analytics-card-users').textContent()).resolves.toMatch(/Total Users\d/);
    await expect(page.getByTestId('analytics-card-revenue').textContent()).resolves.toContain('₦');
    await expectNoAxeViolations(page);
    for (const [card, title] of [
      ['users', 'User Analytics'],
      ['subscribers', 'Subscriber Analytics'],
      ['documents', 'Document Analytics'],
      ['revenue', 'Revenue Analytics'],
    ] as const) {
      await page.getByTestId(`analytics-card-${card}`).click();
      const dialog = await dialogNamed(page, title);
      if (card === 'users') {
        // Charts come in their own chunk; then the figures are there to read.
        await dialog.getByRole('img', { name: 'User growth chart' }).waitFor();
        await expectNoAxeViolations(page);
      }
      if (card === 'revenue') {
        await dialog.getByLabel('Range').selectOption('3');
        await dialog.getByRole('button', { name: 'Refresh' }).click();
        await expect
          .poll(() => dialog.getByText('Last 3 months', { exact: true }).count())
          .toBeGreaterThan(0);
        await expectNoAxeViolations(page);
      }
      await closeWithEscape(page, dialog);
    }
    await page.getByRole('button', { name: 'View all Subscription Distribution' }).click();
    const distribution = await dialogNamed(page, 'Subscription Distribution');
    await distribution.getByRole('img', { name: 'Accounts by plan chart' }).waitFor();
    await closeWithEscape(page, distribution);
    await page.getByRole('button', { name: 'View all Recent Activity' }).click();
    const activity = await dialogNamed(page, 'Recent Activity');
    await expect(activity.getByTestId('recent-activity').textContent()).resolves.toMatch(/\w/);
    await closeWithEscape(page, activity);

    // --- AI monitoring: the fake model's calls (connection test, prompt test) and its breaker.
    await openTab(page, 'AI Monitoring');
    await expect.poll(() => page.getByTestId('model-table').textContent()).toContain('fake-model');
    const calls = page.getByTestId('latest-calls');
    await expect.poll(() => calls.textContent()).toContain('Prompt test');
    await expect(calls.textContent()).resolves.toContain('Connection test');
    await page.getByLabel('Kind').selectOption('connection_test');
    await expect.poll(() => calls.textContent()).not.toContain('Prompt test');
    await expect(page.getByTestId('breakers').textContent()).resolves.toContain(CUSTOM);
    await expectNoAxeViolations(page);

    // Every tab fits a phone.
    await page.setViewportSize(PHONE);
    for (const name of ['LLM Management', 'Prompts', 'Users', 'Analytics', 'AI Monitoring']) {
      await openTab(page, name);
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page);

    expect(errors).toEqual([]);
    await page.context().close();

    // The person given Pro sees it on /subscription as granted by JobPadi, not as paid by card.
    const target = await signedIn(targetEmail);
    await target.page.goto(`${baseUrl}/subscription`);
    const heldBy = target.page.getByTestId('plan-held-by');
    await heldBy.waitFor();
    await expect(target.page.getByTestId('current-plan').textContent()).resolves.toBe('Pro');
    await expect(heldBy.textContent()).resolves.toContain('Granted by JobPadi');
    await expect(heldBy.textContent()).resolves.not.toContain('card');
    await expectNoAxeViolations(target.page);
    expect(target.errors).toEqual([]);
    await target.page.context().close();
    // The console's whole round (providers, prompts, users with their confirmations, analytics):
    // over a minute on a loaded 2-core machine.
  }, 150_000);

  it('opens the provider area from /admin#llm-providers', async () => {
    const { page } = await signedIn(await adminAccount('admin-anchor'), PHONE);
    await page.goto(`${baseUrl}/admin#llm-providers`);
    await page.getByRole('heading', { name: 'Providers' }).waitFor();
    await expect(tab(page, 'LLM Management').getAttribute('aria-selected')).resolves.toBe('true');
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('llm-providers')?.getBoundingClientRect().top ?? 999),
      )
      .toBeLessThan(200);
    await page.context().close();
  });

  it('as a plain user: /admin shows Access Denied with a way back', async () => {
    const { page, errors } = await signedIn(await storedAccount('admin-denied'));
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count(),
    ).resolves.toBe(0);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Access Denied', level: 1 }).waitFor();
    await page
      .getByText(
        "You don't have permission to access the admin panel. Only administrators can view this page.",
      )
      .waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    // The API refuses too.
    const status = await page.evaluate(async () => (await fetch('/api/admin/llm-providers')).status);
    expect(status).toBe(403);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // SCREENSHOTS_DIR=/tmp/shots/admin npx vitest run --project e2e e2e/admin.e2e.test.ts -t screens
  it.runIf(Boolean(process.env.SCREENSHOTS_DIR))('screens: each tab at each size and theme', async () => {
    const dir = process.env.SCREENSHOTS_DIR as string;
    const { page } = await signedIn(await adminAccount('admin-screens'));
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    const tabs = [
      ['llm-management', 'LLM Management'],
      ['prompts', 'Prompts'],
      ['users', 'Users'],
      ['analytics', 'Analytics'],
      ['ai-monitoring', 'AI Monitoring'],
    ] as const;
    for (const viewport of [DESKTOP, PHONE])
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize(viewport);
        await setDarkMode(page, theme === 'dark');
        await page.reload();
        await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
        for (const [key, name] of tabs) {
          await openTab(page, name);
          if (key === 'ai-monitoring')
            await page.getByTestId('latest-calls').or(page.getByText('No AI calls yet')).waitFor();
          await shoot(page, `${dir}/${key}-${viewport.width}-${theme}`);
          await expectNoAxeViolations(page);
        }
        await openTab(page, 'Analytics');
        await page.getByTestId('analytics-card-users').click();
        const dialog = await dialogNamed(page, 'User Analytics');
        await dialog.getByRole('img', { name: 'User growth chart' }).waitFor();
        await page.screenshot({ path: `${dir}/analytics-users-modal-${viewport.width}-${theme}.png` });
        await closeWithEscape(page, dialog);
        await page.getByTestId('analytics-card-revenue').click();
        const revenue = await dialogNamed(page, 'Revenue Analytics');
        await page.screenshot({ path: `${dir}/analytics-revenue-modal-${viewport.width}-${theme}.png` });
        await closeWithEscape(page, revenue);
        // The prompt editor with a streamed test result, and a version diff.
        await openTab(page, 'Prompts');
        const prompt = page.getByTestId('prompt-card-cover_letter');
        await prompt.getByRole('button', { name: 'Edit Prompt' }).click();
        await prompt.getByRole('button', { name: 'Test Prompt' }).click();
        await expect
          .poll(() => prompt.getByTestId('prompt-test-status').textContent(), { timeout: 30_000 })
          .toBe('Complete');
        await prompt.getByRole('button', { name: /^Version history/ }).click();
        await prompt
          .getByTestId('prompt-version-2')
          .getByRole('button', { name: /^Compare/ })
          .click();
        await shoot(page, `${dir}/prompts-editing-${viewport.width}-${theme}`);
        await expectNoAxeViolations(page);
        await page.reload();
        // The user details modal.
        await openTab(page, 'Users');
        await page
          .getByRole('button', { name: /^View Ifeoma Nwosu/ })
          .first()
          .click();
        const details = await dialogNamed(page, 'User details');
        await details.getByTestId('user-details').waitFor();
        await page.screenshot({ path: `${dir}/users-details-${viewport.width}-${theme}.png` });
        await closeWithEscape(page, details);
      }
    // The loading state: admin answers held back for a moment.
    await page.route(/\/trpc\/(admin|analytics)\./, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${baseUrl}/admin#analytics`);
    await page.reload();
    await page.getByRole('status', { name: 'Loading analytics' }).waitFor();
    await page.screenshot({ path: `${dir}/analytics-loading-${PHONE.width}-dark.png` });
    await page.unroute(/\/trpc\/(admin|analytics)\./);
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
