import { accessSync, constants } from 'node:fs';
import { ensureOneOf, type SystemPackage } from './services/system-package.js';

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

/**
 * Where the PDF renderer looks first: Chromium's headless shell (Debian's package
 * `chromium-headless-shell`, Google's `chrome-headless-shell`). It prints the same PDFs as the
 * full browser, from the same Blink, but without the browser's user interface layer, for about a
 * fifth of the CPU per print (about 20 ms against 100 ms for a one-page document on this 2-core
 * machine). The binary itself, not Debian's /usr/bin wrapper: that one is a shell script that
 * does not `exec`, so the pid the pool knows (and kills when a render hangs) would be the
 * script's, not the browser's. Without a headless shell the full browser prints.
 */
export const HEADLESS_SHELL_CANDIDATES = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chrome-headless-shell',
  '/opt/google/chrome-headless-shell/chrome-headless-shell',
];

const RENDER_CANDIDATES = [...HEADLESS_SHELL_CANDIDATES, ...CHROMIUM_CANDIDATES];

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
 * The Chromium that prints PDFs: CHROMIUM_PATH when set, else a headless shell when installed,
 * else the full browser from the usual places.
 */
export function findRenderChromium(configured: string | undefined): string {
  return findChromium(configured, RENDER_CANDIDATES);
}

/** The installed headless shell, if any (the renderer's first choice when CHROMIUM_PATH is unset). */
export function findHeadlessShell(): string | undefined {
  return HEADLESS_SHELL_CANDIDATES.find(executable);
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
  if (!configured) await ensureOneOf([CHROMIUM_PACKAGE], log);
  return findChromium(configured);
}

/** What the PDF renderer needs: any Chromium it can print with; Debian's headless shell by default. */
const RENDER_PRESENT = () => RENDER_CANDIDATES.some(executable);
const RENDER_CHOICES: readonly SystemPackage[] = [
  { ...CHROMIUM_PACKAGE, apt: 'chromium-headless-shell', present: RENDER_PRESENT },
  { ...CHROMIUM_PACKAGE, present: RENDER_PRESENT },
];

/**
 * The Chromium `npm start` prints PDFs with (findRenderChromium). None at all: as root on
 * Debian/Ubuntu the headless shell is installed (all the renderer needs), or the full browser
 * where the distribution has no headless shell package; elsewhere one sentence says how.
 */
export async function ensureRenderChromium(
  configured: string | undefined,
  log: (line: string) => void,
): Promise<string> {
  if (!configured) await ensureOneOf(RENDER_CHOICES, log);
  return findRenderChromium(configured);
}
