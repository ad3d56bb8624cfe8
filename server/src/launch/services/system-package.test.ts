import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { REDIS_PACKAGE } from './redis.js';
import {
  ensureOneOf,
  ensurePackage,
  MissingPackageError,
  missingSentence,
  type SystemPackage,
} from './system-package.js';

const debianUser = { root: false, debian: true, mac: false };
const debianRoot = { root: true, debian: true, mac: false };

describe('a missing system package', () => {
  it('is named in one sentence with the command that installs it', () => {
    expect(missingSentence(REDIS_PACKAGE, debianUser)).toBe(
      'Redis is needed but redis-server is not installed: install it with `sudo apt-get install redis-server`, or set REDIS_URL.',
    );
    expect(missingSentence(REDIS_PACKAGE, { root: false, debian: false, mac: true })).toBe(
      'Redis is needed but redis-server is not installed: install it with `brew install redis`, or set REDIS_URL.',
    );
    expect(missingSentence(REDIS_PACKAGE, { root: true, debian: false, mac: false })).toContain(
      '`sudo apt-get install redis-server` (Debian/Ubuntu) or `brew install redis` (macOS)',
    );
  });

  it('stops with that sentence when installing is not safe (not root, or not Debian/Ubuntu)', async () => {
    const pkg: SystemPackage = { ...REDIS_PACKAGE, present: () => false };
    const log = vi.fn();
    await expect(ensurePackage(pkg, log, debianUser)).rejects.toThrow(MissingPackageError);
    await expect(ensurePackage(pkg, log, { ...debianRoot, debian: false })).rejects.toThrow(
      /^Redis is needed but redis-server is not installed: install it with/,
    );
    expect(log).not.toHaveBeenCalled();
  });

  it('leaves an installed package alone', async () => {
    const log = vi.fn();
    await ensurePackage({ ...REDIS_PACKAGE, present: () => true }, log, debianRoot);
    expect(log).not.toHaveBeenCalled();
  });

  describe('as root on Debian', () => {
    const bin = mkdtempSync(join(tmpdir(), 'fake-apt-'));
    const calls = join(bin, 'calls');
    afterEach(() => {
      vi.unstubAllEnvs();
      rmSync(calls, { force: true });
    });
    afterAll(() => rmSync(bin, { recursive: true, force: true }));

    /**
     * An apt-get that records its arguments and "installs" by creating the file the package
     * checks; it fails with `exitCode`, or only for the package named `missing`.
     */
    function fakeApt(exitCode: number, missing?: string): SystemPackage {
      const installed = join(bin, 'installed');
      rmSync(installed, { force: true });
      const fail = `echo 'E: Unable to locate package' >&2; exit ${exitCode || 100}`;
      writeFileSync(
        join(bin, 'apt-get'),
        `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> ${calls}\n` +
          (missing
            ? `[ "$1" = install ] && [ "$4" = ${missing} ] && { ${fail}; }\n[ "$1" = install ] && touch ${installed}\nexit 0\n`
            : `[ "$1" = install ] && touch ${installed}\n${exitCode ? fail : 'exit 0'}\n`),
      );
      chmodSync(join(bin, 'apt-get'), 0o755);
      vi.stubEnv('PATH', `${bin}:${process.env.PATH}`);
      return { ...REDIS_PACKAGE, present: () => existsSync(installed) };
    }

    it('installs it through apt-get and says so', async () => {
      const log = vi.fn();
      await ensurePackage(fakeApt(0), log, debianRoot);
      expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual([
        'noninteractive update -qq',
        'noninteractive install -y -qq redis-server',
      ]);
      expect(log.mock.calls.map(([line]) => line)).toEqual([
        'Redis is not installed; installing the redis-server package with apt-get (this takes a while)...',
        'Installed redis-server.',
      ]);
    });

    it('installs the next choice when the first has no package here, saying so', async () => {
      const pkg = fakeApt(0, 'chromium-headless-shell');
      const log = vi.fn();
      const shell = {
        ...pkg,
        name: 'Chromium',
        apt: 'chromium-headless-shell',
        instead: 'set CHROMIUM_PATH',
      };
      await ensureOneOf([shell, { ...shell, apt: 'chromium' }], log, debianRoot);
      expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual([
        'noninteractive update -qq',
        'noninteractive install -y -qq chromium-headless-shell',
        'noninteractive update -qq',
        'noninteractive install -y -qq chromium',
      ]);
      expect(log.mock.calls.map(([line]) => line)).toEqual([
        'Chromium is not installed; installing the chromium-headless-shell package with apt-get (this takes a while)...',
        'Chromium is needed but `apt-get install chromium-headless-shell` failed (E: Unable to locate package); install it yourself, or set CHROMIUM_PATH. Trying chromium instead.',
        'Chromium is not installed; installing the chromium package with apt-get (this takes a while)...',
        'Installed chromium.',
      ]);
      expect(pkg.present()).toBe(true);
    });

    it('stops at the first choice that installs, and says the last failure when none does', async () => {
      const works = fakeApt(0);
      await ensureOneOf([works, { ...works, apt: 'never-tried' }], () => {}, debianRoot);
      expect(readFileSync(calls, 'utf8')).not.toContain('never-tried');
      rmSync(calls, { force: true });
      const fails = fakeApt(100);
      await expect(
        ensureOneOf([fails, { ...fails, apt: 'redis-tools' }], () => {}, debianRoot),
      ).rejects.toThrow('Redis is needed but `apt-get install redis-tools` failed');
      await expect(ensureOneOf([fails, fails], () => {}, debianUser)).rejects.toThrow(
        /^Redis is needed but redis-server is not installed/,
      );
    });

    it('says in one sentence when apt-get fails', async () => {
      await expect(ensurePackage(fakeApt(100), () => {}, debianRoot)).rejects.toThrow(
        'Redis is needed but `apt-get install redis-server` failed (E: Unable to locate package); install it yourself, or set REDIS_URL.',
      );
    });
  });
});
