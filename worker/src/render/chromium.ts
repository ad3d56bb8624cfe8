import { accessSync, constants } from 'node:fs';

/** Where distributions install Chromium or Chrome, tried in order when CHROMIUM_PATH is unset. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export const CHROMIUM_MISSING =
  'Chromium was not found. Install it (apt-get install chromium) or set CHROMIUM_PATH.';

export class ChromiumMissingError extends Error {
  constructor(detail?: string) {
    super(detail ? `${CHROMIUM_MISSING} (${detail})` : CHROMIUM_MISSING);
    this.name = 'ChromiumMissingError';
  }
}

const executable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The Chromium to launch: CHROMIUM_PATH when set (it must exist), else the first usual path found. */
export function findChromium(configured: string | undefined, candidates = CHROMIUM_CANDIDATES): string {
  if (configured) {
    if (executable(configured)) return configured;
    throw new ChromiumMissingError(`CHROMIUM_PATH=${configured} is not an executable file`);
  }
  const found = candidates.find(executable);
  if (!found) throw new ChromiumMissingError();
  return found;
}

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
