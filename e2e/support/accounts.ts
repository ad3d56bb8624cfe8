import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { codeIn, nextMail } from './inbox.js';

export const PASSWORD = 'Lagos-2025!';

export const newEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;

/** A JSON POST to the product, as a script (not the page) would send it. */
export const postJson = (path: string, body: unknown) =>
  fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** An account whose address is proven, made through the API (register, then the e-mailed code). */
export async function verifiedAccount(tag: string, fullName = 'Chinedu Eze'): Promise<string> {
  const email = newEmail(tag);
  const registered = await postJson('/api/auth/register', {
    fullName,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const code = codeIn(await nextMail(email, /Verify your/));
  const verified = await postJson('/api/auth/verify-email', { token: code, email });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
  return email;
}

/** Fills the password tab of the sign-in form on the current page and sends it. */
export async function submitPasswordSignIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${inject('baseUrl')}/login`);
  await submitPasswordSignIn(page, email, password);
  await page.waitForURL(`${inject('baseUrl')}/dashboard`);
}
