import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEncryptionKey } from '../crypto/secrets.js';
import { ENCRYPTION_KEY_FILE, ensureEncryptionKey } from './encryption-key.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobpadi-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('ensureEncryptionKey', () => {
  it('creates a valid key on first start, says where (never what), and reads the same one after', async () => {
    const dataDir = join(tempDir(), '.data');
    const said: string[] = [];
    const key = await ensureEncryptionKey(dataDir, (line) => said.push(line));
    expect(parseEncryptionKey(key)).not.toBeNull();
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(join(dataDir, ENCRYPTION_KEY_FILE));
    expect(said[0]).not.toContain(key);
    expect(statSync(join(dataDir, ENCRYPTION_KEY_FILE)).mode & 0o077).toBe(0);
    expect(await ensureEncryptionKey(dataDir, (line) => said.push(line))).toBe(key);
    expect(said).toHaveLength(1);
  });

  it('refuses a damaged key file instead of replacing it', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, ENCRYPTION_KEY_FILE), 'not-a-key\n');
    await expect(ensureEncryptionKey(dataDir, () => {})).rejects.toThrow(/does not hold a valid key/);
    expect(readFileSync(join(dataDir, ENCRYPTION_KEY_FILE), 'utf8')).toBe('not-a-key\n');
  });
});
