// editor (issue 32): keystroke-to-paint in the formatted editor of /edit/{id}. The real product
// (built server + built client, a scratch database) serves a person with a 2-page resume whose
// report panel has a full analysis (a job description and the person's own resume). Chromium
// (1366×900) types ~300 characters one key at a time into a bullet in the middle of the resume,
// with the report panel and the live design preview on the page, as a person types.
//
// Two measures, both in the page:
// - every keystroke: from the keydown's timestamp to the task after the next animation frame
//   (the frame that shows the character has been styled, laid out and painted);
// - the Event Timing API (PerformanceObserver 'event', durationThreshold 16): the interactions
//   the browser itself saw take ≥ 16 ms from input to the next paint.
// Goal: p99 keystroke-to-paint ≤ 16 ms (one frame at 60 Hz) on both measures. For scale, the
// same keystrokes into a bare contenteditable on an empty page (the floor) are measured too.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { emailOf, PASSWORD } from '../auth/accounts.mjs';
import { defer, measureOrExit } from '../lib/cleanup.mjs';
import { startProductServer } from '../lib/product.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { percentile } from '../lib/stats.mjs';
import { seedResume } from './seed.mjs';

const NAME = 'editor';
const CLIENT_DIST =
  process.env.BENCH_CLIENT_DIST || fileURLToPath(new URL('../../client/dist', import.meta.url));
const KEYSTROKES = Number(process.env.BENCH_EDITOR_KEYSTROKES || 300);
const WARMUP_KEYSTROKES = 20;
/** Milliseconds between keystrokes: a quick typist (~100 words a minute). */
const KEY_DELAY_MS = Number(process.env.BENCH_EDITOR_KEY_DELAY || 60);
const GOAL_MS = 16;
const SENTENCE =
  ' Reduced settlement failures across Nigerian banks by rewriting the retry queue in TypeScript, with alerts in Grafana and runbooks for on-call engineers.';

/** In the page: starts recording every keystroke's paint time and the slow interactions. */
function startRecording() {
  const w = /** @type {any} */ (window);
  w.__keys = [];
  w.__slow = [];
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => w.__keys.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const e = /** @type {any} */ (entry);
      if (e.interactionId) w.__slow.push({ name: e.name, duration: e.duration, id: e.interactionId });
    }
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: false }));
}

/**
 * The floor on this machine: the same keystrokes into a bare contenteditable on an empty page, in
 * the same browser (what typing costs before the product does anything).
 */
async function measureFloor(browser, typed) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.setContent(
    '<div contenteditable="true" spellcheck="true" lang="en-GB" style="min-height:20em">Start</div>',
  );
  await page.click('[contenteditable]');
  await page.keyboard.press('End');
  await page.evaluate(startRecording);
  await page.keyboard.type(typed, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    return { keys: /** @type {number[]} */ (w.__keys), slow: /** @type {any[]} */ (w.__slow) };
  });
  await context.close();
  return { keys: result.keys, slow: new Set(result.slow.map((e) => e.id)).size };
}

async function measure() {
  await checkRedis();
  const scratch = await createScratchDatabase();
  const id = await seedResume(scratch.db);
  const server = await startProductServer({ databaseUrl: scratch.url, env: { CLIENT_DIST } });
  const home = await fetch(`${server.baseUrl}/`);
  if (!home.ok || !(await home.text()).includes('id="root"'))
    throw new Error(
      `${server.baseUrl}/ did not answer the client (${home.status}): build it first (npm run build)`,
    );
  const { findChromium } = await import('../../server/dist/launch/chromium.js');
  const browser = await chromium.launch({
    executablePath: findChromium(process.env.CHROMIUM_PATH),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  defer('close Chromium', () => browser.close());
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(emailOf(0));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${server.baseUrl}/dashboard`);

  await page.goto(`${server.baseUrl}/edit/${id}`);
  const editor = page.getByRole('textbox', { name: 'Document content' });
  await editor.waitFor();
  // The report panel is on, with its analysis, and the preview drawn.
  await page
    .getByRole('img', { name: /^ATS match \d+ out of 100/ })
    .first()
    .waitFor({ timeout: 30_000 });
  await page.getByTitle(/^Live preview of /).waitFor();
  const chars = await editor.evaluate((el) => el.textContent?.length ?? 0);
  const keywords = await page
    .getByRole('region', { name: 'ATS match', exact: true })
    .getByRole('button')
    .count();

  // Into a bullet in the middle of the resume, at the end of its line.
  const bullets = editor.locator('p[data-block="bullet"]');
  const count = await bullets.count();
  await bullets.nth(Math.floor(count / 2)).click();
  await page.keyboard.press('End');
  await page.keyboard.type(SENTENCE.slice(0, WARMUP_KEYSTROKES), { delay: KEY_DELAY_MS });
  await page.waitForTimeout(500);
  await page.evaluate(startRecording);
  let typed = '';
  while (typed.length < KEYSTROKES) typed += SENTENCE;
  typed = typed.slice(0, KEYSTROKES);
  // BENCH_EDITOR_TRACE=/tmp/editor-trace.json: a Chromium trace of the typing, to see where it goes.
  const trace = process.env.BENCH_EDITOR_TRACE;
  if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
  // BENCH_EDITOR_PROFILE=/tmp/editor.cpuprofile: the page's JavaScript profile of the typing.
  const profile = process.env.BENCH_EDITOR_PROFILE;
  const cdp = profile ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.keyboard.type(typed, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(1_000);
  if (trace) await browser.stopTracing();
  if (cdp && profile) {
    const { profile: data } = await cdp.send('Profiler.stop');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(profile, JSON.stringify(data));
  }
  const { keys, slow } = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    return { keys: /** @type {number[]} */ (w.__keys), slow: /** @type {any[]} */ (w.__slow) };
  });
  const shown = await editor.innerText();
  if (!shown.includes(typed.trim().slice(-40))) throw new Error('the typed text is not in the editor');
  const interactions = new Map();
  for (const entry of slow)
    interactions.set(entry.id, Math.max(interactions.get(entry.id) ?? 0, entry.duration));
  const floor = await measureFloor(browser, typed);
  return {
    floorKeys: floor.keys,
    floorSlow: floor.slow,
    documentChars: chars,
    bullets: count,
    reportButtons: keywords,
    keys,
    slowInteractions: [...interactions.values()],
  };
}

console.log(
  `${NAME}: ${KEYSTROKES} keystrokes (${WARMUP_KEYSTROKES} warm-up), ${KEY_DELAY_MS} ms apart, into a 2-page resume with the report panel on, Chromium 1366×900`,
);
const figures = await measureOrExit(NAME, measure);
const keys = figures.keys;
const p50 = percentile(keys, 0.5);
const p95 = percentile(keys, 0.95);
const p99 = percentile(keys, 0.99);
const max = Math.max(...keys);
const slow = figures.slowInteractions;
// Event Timing reports only the interactions of 16 ms or more (in steps of 8 ms): its p99 over
// every keystroke is the one whose rank from the top is 1% of them, or under 16 when fewer are slow.
const fromTop = keys.length - Math.ceil(0.99 * keys.length) + 1;
const slowSorted = [...slow].sort((a, b) => b - a);
const eventP99 = slowSorted.length >= fromTop ? /** @type {number} */ (slowSorted[fromTop - 1]) : null;
const floor = figures.floorKeys;
printTable(
  ['measure', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
  [
    [
      'keydown → frame painted (rAF)',
      String(keys.length),
      fmt(p50, 1),
      fmt(p95, 1),
      fmt(p99, 1),
      fmt(max, 1),
    ],
    [
      'Event Timing interactions ≥ 16 ms',
      String(slow.length),
      '',
      '',
      eventP99 === null ? '< 16' : fmt(eventP99, 0),
      slow.length > 0 ? fmt(Math.max(...slow), 1) : '-',
    ],
    [
      'floor: bare contenteditable (rAF)',
      String(floor.length),
      fmt(percentile(floor, 0.5), 1),
      fmt(percentile(floor, 0.95), 1),
      fmt(percentile(floor, 0.99), 1),
      fmt(Math.max(...floor), 1),
    ],
  ],
);
console.log(
  `document: ${figures.documentChars} characters, ${figures.bullets} bullets; report panel buttons: ${figures.reportButtons}; slow interactions: ${slow.length} in the editor, ${figures.floorSlow} on the bare page`,
);
const pass = keys.length >= KEYSTROKES * 0.95 && p99 <= GOAL_MS && (eventP99 === null || eventP99 <= GOAL_MS);
const file = await writeResults(NAME, {
  keystrokes: KEYSTROKES,
  delayMs: KEY_DELAY_MS,
  goalMs: GOAL_MS,
  eventP99,
  ...figures,
  pass,
});
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `${NAME}: p50=${fmt(p50, 1)} ms p99=${fmt(p99, 1)} ms event-timing-p99=${eventP99 === null ? '<16' : fmt(eventP99, 0)} ms slow=${slow.length}/${keys.length} (goal: keystroke-to-paint p99 <= ${GOAL_MS} ms) ${pass ? 'PASS' : 'FAIL'}`,
);
