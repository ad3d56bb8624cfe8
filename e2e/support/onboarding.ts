import type { Page } from 'playwright-core';

/**
 * Goes through the welcome tutorial on /dashboard (spec 02 §4): the profile step as filled in,
 * the six tutorial steps, Finish Setup; waits until the modal is gone.
 */
export async function finishOnboarding(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Complete your profile' }).waitFor();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  for (let step = 2; step < 7; step += 1) {
    await dialog
      .getByRole('progressbar')
      .and(page.locator(`[aria-valuenow="${step}"]`))
      .waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
  }
  await dialog.getByRole('button', { name: 'Finish Setup' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Dark mode is the account's setting and wins over the device's remembered theme on every
 * signed-in page load: journeys that need a theme set the setting (from the page, with its
 * session), then reload.
 */
export async function setDarkMode(page: Page, dark: boolean): Promise<void> {
  const status = await page.evaluate(async (darkMode) => {
    const token = localStorage.getItem('auth_token');
    const res = await fetch('/api/settings', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ darkMode }),
    });
    localStorage.setItem('theme', darkMode ? 'dark' : 'light');
    return res.status;
  }, dark);
  if (status !== 200) throw new Error(`PATCH /api/settings answered ${status}`);
}
