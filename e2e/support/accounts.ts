import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { asNewVisitor } from './browser.js';
import { codeIn, nextMail } from './inbox.js';

export const PASSWORD = 'Lagos-2025!';

export const newEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;

/**
 * A JSON POST to the product, as a script (not the page) would send it — each from an address of
 * its own, like the journeys' browser contexts (asNewVisitor): per-address limits (10 sign-ups an
 * hour) are for one person, and the suite makes far more accounts than that.
 */
export const postJson = (path: string, body: unknown) =>
  fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asNewVisitor().extraHTTPHeaders },
    body: JSON.stringify(body),
  });

/**
 * An account whose address is proven, made through the API (register, then the e-mailed code).
 * It starts with the welcome tutorial done (a modal on /dashboard that cannot be dismissed)
 * unless `onboarded: false`.
 */
export async function verifiedAccount(
  tag: string,
  fullName = 'Chinedu Eze',
  options: { onboarded?: boolean } = {},
): Promise<string> {
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
  if (options.onboarded ?? true) await markOnboarded(email);
  return email;
}

/** Marks the welcome tutorial done, straight in the product's database. */
export async function markOnboarded(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query('UPDATE users SET onboarding_completed = true WHERE email = $1', [email]);
  } finally {
    await client.end();
  }
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
