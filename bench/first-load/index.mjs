// first-load: what a visitor on a slow mobile connection waits for. The built product is served
// as in production; Chromium, throttled through the DevTools protocol to 1.6 Mbit/s down,
// 750 kbit/s up and 150 ms round trip, opens each page with a cold cache (a fresh context, cache
// disabled) and records when the page's key element is visible and the bytes it transferred.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { defer, measureOrExit } from '../lib/cleanup.mjs';
import { startProductServer } from '../lib/product.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';

const NAME = 'first-load';
const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
// DevTools takes bytes per second and the added round-trip latency in ms.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) | 0,
  uploadThroughput: (750e3 / 8) | 0,
};
const GOALS = { landingMs: 1500, loginMs: 2000, landingKB: 150 };

/**
 * @typedef {{ visibleMs: number, interactiveMs: number, transferredKB: number, requests: number }} PageFigures
 */

/**
 * Opens `path` on a throttled, cold page; `visible` resolves when the element a visitor came for
 * shows, `interactive` when the app has taken over (its markup replaced the prerendered one).
 * @returns {Promise<PageFigures>}
 */
async function openThrottled(browser, baseUrl, path, visible, interactive) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    let bytes = 0;
    let requests = 0;
    const urls = new Map();
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    /** @type {Array<{ url: string, kb: number }>} */
    const files = [];
    // encodedDataLength: what crossed the network, headers included, compressed as sent.
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
      const url = urls.get(event.requestId) ?? '?';
      files.push({ url: url.replace(baseUrl, ''), kb: Math.round(event.encodedDataLength / 102.4) / 10 });
    });
    const started = performance.now();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    await visible(page);
    const visibleMs = performance.now() - started;
    await interactive(page);
    const interactiveMs = performance.now() - started;
    // Everything the page asks for on its own (route code, API calls) counts as its transfer.
    await page.waitForLoadState('networkidle');
    files.sort((a, b) => b.kb - a.kb);
    return { visibleMs, interactiveMs, transferredKB: bytes / 1024, requests, files };
  } finally {
    await context.close();
  }
}

const appMounted = (page) =>
  // The prerendered forms carry method="post" (client/scripts/prerender.mjs); React's do not.
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return (
      root?.hasChildNodes() &&
      !root.querySelector('form[method="post"]') &&
      document.readyState === 'complete'
    );
  });

async function measure() {
  await checkRedis();
  const scratch = await createScratchDatabase();
  const server = await startProductServer({ databaseUrl: scratch.url, env: { CLIENT_DIST } });
  const home = await fetch(`${server.baseUrl}/`);
  if (!home.ok || !(await home.text()).includes('id="root"')) {
    throw new Error(
      `${server.baseUrl}/ did not answer the client (${home.status}): build it first (npm run build)`,
    );
  }
  // The product's own resolver: CHROMIUM_PATH, else the usual places (built by `npm run bench`).
  const { findChromium } = await import('../../server/dist/launch/chromium.js');
  const browser = await chromium.launch({
    executablePath: findChromium(process.env.CHROMIUM_PATH),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
    ],
  });
  defer('close Chromium', () => browser.close());
  const landing = await openThrottled(
    browser,
    server.baseUrl,
    '/',
    (page) => page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' }),
    (page) => page.waitForFunction(() => document.readyState === 'complete'),
  );
  const login = await openThrottled(
    browser,
    server.baseUrl,
    '/login',
    (page) => page.locator('form input[type="password"]').first().waitFor({ state: 'visible' }),
    appMounted,
  );
  return { landing, login };
}

console.log(
  `${NAME}: Chromium at ${NETWORK.downloadThroughput * 8e-3} kbit/s down, ${NETWORK.uploadThroughput * 8e-3} kbit/s up, ${NETWORK.latency} ms latency, cold cache`,
);
const { landing, login } = await measureOrExit(NAME, measure);

printTable(
  ['page', 'visible ms', 'app loaded ms', 'transferred KB', 'requests'],
  [
    ['/ (heading)', landing],
    ['/login (form)', login],
  ].map(([label, r]) => [label, fmt(r.visibleMs), fmt(r.interactiveMs), fmt(r.transferredKB, 1), r.requests]),
);
const checks = [
  [
    'landing heading',
    landing.visibleMs <= GOALS.landingMs,
    `${fmt(landing.visibleMs)} ms (goal <= ${GOALS.landingMs} ms)`,
  ],
  [
    'login form',
    login.visibleMs <= GOALS.loginMs,
    `${fmt(login.visibleMs)} ms (goal <= ${GOALS.loginMs} ms)`,
  ],
  [
    'landing transfer',
    landing.transferredKB <= GOALS.landingKB,
    `${fmt(landing.transferredKB, 1)} KB (goal <= ${GOALS.landingKB} KB)`,
  ],
];
for (const [label, ok, text] of checks) console.log(`${label}: ${text} ${ok ? 'PASS' : 'FAIL'}`);
const pass = checks.every(([, ok]) => ok);
const file = await writeResults(NAME, { network: NETWORK, goals: GOALS, landing, login, pass });
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `${NAME}: landing=${fmt(landing.visibleMs)} ms login=${fmt(login.visibleMs)} ms landing transfer=${fmt(landing.transferredKB, 1)} KB (goal: <= ${GOALS.landingMs} ms, <= ${GOALS.loginMs} ms, <= ${GOALS.landingKB} KB) ${pass ? 'PASS' : 'FAIL'}`,
);
