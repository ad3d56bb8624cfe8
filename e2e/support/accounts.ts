import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { ReceivedMail } from '../../server/test/fakes/smtp-sink.js';
import { codeIn } from './inbox.js';

export const PASSWORD = 'Lagos-2025!';

export const newEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;

const post = (path: string, body: unknown) =>
  fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function verificationMail(to: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${inject('inboxUrl')}/messages?to=${encodeURIComponent(to)}`);
    const match = ((await res.json()) as ReceivedMail[]).find((m) => /Verify your/.test(m.subject));
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No verification e-mail to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** An account whose address is proven, made through the API (register, then the e-mailed code). */
export async function verifiedAccount(tag: string, fullName = 'Chinedu Eze'): Promise<string> {
  const email = newEmail(tag);
  const registered = await post('/api/auth/register', {
    fullName,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const code = codeIn(await verificationMail(email));
  const verified = await post('/api/auth/verify-email', { token: code, email });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
  return email;
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${inject('baseUrl')}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${inject('baseUrl')}/dashboard`);
}
