import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseEncryptionKey } from '../crypto/secrets.js';

export const ENCRYPTION_KEY_FILE = 'encryption.key';

/**
 * `npm start` without ENCRYPTION_KEY: the key that seals AI provider keys is kept in the data
 * folder, created on the first start (32 random bytes, base64, readable by this user only) and
 * read on every later one. The key itself is never printed; the file's place is.
 */
export async function ensureEncryptionKey(dataDir: string, say: (line: string) => void): Promise<string> {
  const file = join(dataDir, ENCRYPTION_KEY_FILE);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing !== null) {
    if (!parseEncryptionKey(existing))
      throw new Error(
        `${file} does not hold a valid key (32 bytes as base64 or hex). Restore it from a backup.`,
      );
    return existing.trim();
  }
  const key = randomBytes(32).toString('base64');
  await mkdir(dataDir, { recursive: true });
  // 'wx': two launchers starting at once cannot both write a different key.
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  say(
    `Created ENCRYPTION_KEY in ${file} (it seals the AI provider keys). Back it up with the data: without it stored keys cannot be read. Set ENCRYPTION_KEY to use your own.`,
  );
  return key;
}
