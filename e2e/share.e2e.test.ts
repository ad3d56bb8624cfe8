import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/accounts.js';
import { asNewVisitor, launchBrowser, watchErrors } from './support/browser.js';
import { RESUME_TEXT, seedDocuments, storedAccount } from './support/documents.js';

// Issue 31 §4: "Share" hands the PDF to the phone's share sheet, or downloads it where files
// cannot be shared. Headless Chromium has no share sheet: each test gives the page one that
// records what it was handed, as a phone's would receive it.
const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const TITLE = 'Resume – Data Analyst at Paystack';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Sheet = 'files' | 'no-files' | 'none';

async function phoneWith(sheet: Sheet): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(asNewVisitor({ viewport: PHONE, hasTouch: true, isMobile: true }));
  await context.addInitScript((kind: Sheet) => {
    if (kind === 'none') return;
    const w = window as unknown as { shared: { name: string; type: string; size: number; title: string }[] };
    w.shared = [];
    Object.assign(navigator, {
      canShare: (data: ShareData) => kind === 'files' && (data.files?.length ?? 0) > 0,
      share: async (data: ShareData) => {
        for (const f of data.files ?? []) {
          const head = new TextDecoder().decode(await f.slice(0, 5).arrayBuffer());
          w.shared.push({ name: f.name, type: f.type, size: f.size, title: `${data.title}|${head}` });
        }
      },
    });
  }, sheet);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const email = await storedAccount('share', 'Ngozi Adeyemi');
  await seedDocuments(email, [
    {
      type: 'resume',
      jobTitle: 'Data Analyst',
      companyName: 'Paystack',
      content: RESUME_TEXT,
      ageMinutes: 1,
    },
  ]);
  await signIn(page, email);
  await page.goto(`${baseUrl}/documents`);
  await page.getByRole('heading', { name: TITLE }).waitFor();
  return { page, errors };
}

describe('Share on a phone', () => {
  it('hands the PDF itself to the share sheet', async () => {
    const { page, errors } = await phoneWith('files');
    await page.getByRole('button', { name: `Share ${TITLE}` }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length), {
        timeout: 30_000,
      })
      .toBe(1);
    const [file] = await page.evaluate(
      () =>
        (window as unknown as { shared: { name: string; type: string; size: number; title: string }[] })
          .shared,
    );
    expect(file?.type).toBe('application/pdf');
    expect(file?.name).toMatch(/\.pdf$/);
    expect(file?.title).toBe(`${TITLE}|%PDF-`);
    expect(file?.size).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('downloads the PDF where the browser cannot share files', async () => {
    const { page } = await phoneWith('no-files');
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: `Share ${TITLE}` }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByText('PDF downloaded').first().waitFor();
    await page.context().close();
  });

  it('is not offered where there is no share sheet', async () => {
    const { page } = await phoneWith('none');
    await page.getByRole('button', { name: /^PDF/ }).first().waitFor();
    await expect(page.getByRole('button', { name: /^Share/ }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
