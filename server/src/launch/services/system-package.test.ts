import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { REDIS_PACKAGE } from './redis.js';
import { ensurePackage, MissingPackageError, missingSentence, type SystemPackage } from './system-package.js';

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

    /** An apt-get that records its arguments and "installs" by creating the file the package checks. */
    function fakeApt(exitCode: number): SystemPackage {
      const installed = join(bin, 'installed');
      rmSync(installed, { force: true });
      writeFileSync(
        join(bin, 'apt-get'),
        `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> ${calls}\n[ "$1" = install ] && touch ${installed}\n${exitCode ? `echo 'E: Unable to locate package' >&2; exit ${exitCode}` : 'exit 0'}\n`,
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

    it('says in one sentence when apt-get fails', async () => {
      await expect(ensurePackage(fakeApt(100), () => {}, debianRoot)).rejects.toThrow(
        'Redis is needed but `apt-get install redis-server` failed (E: Unable to locate package); install it yourself, or set REDIS_URL.',
      );
    });
  });
});
