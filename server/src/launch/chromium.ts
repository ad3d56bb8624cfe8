import { accessSync, constants } from 'node:fs';
import { ensurePackage, type SystemPackage } from './services/system-package.js';

/**
 * The one place that knows where Chromium lives: the worker's PDF renderer, `npm start`,
 * `npm test`, the e2e journeys and the benchmarks all ask here.
 */

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

export const CHROMIUM_PACKAGE: SystemPackage = {
  name: 'Chromium',
  apt: 'chromium',
  brew: '--cask chromium',
  instead: 'set CHROMIUM_PATH',
  present: () => CHROMIUM_CANDIDATES.some(executable),
};

/**
 * findChromium, but a Chromium missing from every usual place is installed through apt when
 * that is safe (root on Debian/Ubuntu); elsewhere it throws one sentence saying how to install it.
 */
export async function ensureChromium(
  configured: string | undefined,
  log: (line: string) => void,
): Promise<string> {
  if (!configured) await ensurePackage(CHROMIUM_PACKAGE, log);
  return findChromium(configured);
}
