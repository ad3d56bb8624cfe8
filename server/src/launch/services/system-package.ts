import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { platform, userInfo } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A program `npm start` or `npm test` needs from the system, and how people get it. */
export interface SystemPackage {
  /** What a person calls it: "Redis", "Chromium". */
  name: string;
  /** The Debian/Ubuntu package. */
  apt: string;
  /** The Homebrew formula. */
  brew: string;
  /** The setting that makes it unnecessary here ("set REDIS_URL"). */
  instead: string;
  /** True when it is installed. */
  present: () => boolean | Promise<boolean>;
}

export interface System {
  root: boolean;
  /** Debian or Ubuntu with apt-get (where we know the package name and the command). */
  debian: boolean;
  mac: boolean;
}

export function currentSystem(): System {
  let debian = existsSync('/etc/debian_version');
  try {
    debian ||= /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {}
  debian &&= ['/usr/bin/apt-get', '/bin/apt-get'].some((path) => existsSync(path));
  return { root: userInfo().uid === 0, debian, mac: platform() === 'darwin' };
}

/** The one sentence for a missing package: what is missing and the command that installs it. */
export function missingSentence(pkg: SystemPackage, system: System): string {
  const apt = `\`sudo apt-get install ${pkg.apt}\``;
  const brew = `\`brew install ${pkg.brew}\``;
  const how = system.debian ? apt : system.mac ? brew : `${apt} (Debian/Ubuntu) or ${brew} (macOS)`;
  return `${pkg.name} is needed but ${pkg.apt} is not installed: install it with ${how}, or ${pkg.instead}.`;
}

/** Installing is safe only as root on Debian/Ubuntu (apt, no password prompt, known name). */
export const canInstall = (system: System): boolean => system.root && system.debian;

export class MissingPackageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingPackageError';
  }
}

/**
 * Makes sure `pkg` is installed: as root on Debian/Ubuntu it installs it through apt-get and
 * says so; anywhere else a missing package is a MissingPackageError with one sentence.
 */
export async function ensurePackage(
  pkg: SystemPackage,
  log: (line: string) => void,
  system: System = currentSystem(),
): Promise<void> {
  if (await pkg.present()) return;
  if (!canInstall(system)) throw new MissingPackageError(missingSentence(pkg, system));
  log(`${pkg.name} is not installed; installing the ${pkg.apt} package with apt-get (this takes a while)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', pkg.apt], { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const detail = String((error as { stderr?: string }).stderr ?? error)
      .trim()
      .split('\n')
      .pop();
    throw new MissingPackageError(
      `${pkg.name} is needed but \`apt-get install ${pkg.apt}\` failed (${detail}); install it yourself, or ${pkg.instead}.`,
    );
  }
  if (!(await pkg.present()))
    throw new MissingPackageError(`${pkg.apt} was installed but ${pkg.name} is still not found.`);
  log(`Installed ${pkg.apt}.`);
}

/**
 * ensurePackage for a need that any of `choices` meets (their `present` checks agree): when none
 * is there, the first that installs wins, and each failure is said before the next is tried.
 * Throws the last failure when none installs.
 */
export async function ensureOneOf(
  choices: readonly SystemPackage[],
  log: (line: string) => void,
  system: System = currentSystem(),
): Promise<void> {
  for (const [index, pkg] of choices.entries()) {
    try {
      await ensurePackage(pkg, log, system);
      return;
    } catch (error) {
      const next = choices[index + 1];
      if (!next || !(error instanceof MissingPackageError) || !canInstall(system)) throw error;
      log(`${error.message} Trying ${next.apt} instead.`);
    }
  }
}
