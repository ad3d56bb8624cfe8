// Where Chromium is: one resolver for the worker, the launcher, tests and benchmarks.
export {
  CHROMIUM_CANDIDATES,
  CHROMIUM_MISSING,
  ChromiumMissingError,
  findChromium,
  findHeadlessShell,
  findRenderChromium,
} from '@app/server/launch/chromium';

/**
 * Chromium's switches. Headless and without a sandbox (the worker often runs as root in a
 * container, where the sandbox cannot start; the page itself runs no script and loads nothing);
 * no GPU; /tmp instead of a small /dev/shm; and none of the background services (updates, sync,
 * safe-browsing lists) that would otherwise reach out to Google's hosts at every start.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
  '--disable-quic',
];
