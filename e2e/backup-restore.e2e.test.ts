import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealSecret } from '../server/src/crypto/secrets.js';
import { createDatabase, type Database } from '../server/src/db/database.js';
import { insertTestDocument } from '../server/test/helpers/documents.js';
import { insertTestUser, TEST_PASSWORD } from '../server/test/helpers/users.js';
import { root, scratchDatabase } from './support/product.js';

/**
 * docs/operations.md "Backups and restore" stays true: scripts/backup-restore-check.mjs dumps a
 * database holding an account, a document, an uploaded file and a sealed AI provider key, restores
 * it into a fresh database and starts the built server on it.
 */
let source: Awaited<ReturnType<typeof scratchDatabase>>;
let db: Database;
let dir: string;
const encryptionKey = randomBytes(32).toString('base64');
const email = `backup-${randomBytes(4).toString('hex')}@example.com`;

beforeAll(async () => {
  source = await scratchDatabase('jobpadi_backup');
  db = createDatabase({ url: source.url, poolMax: 2 });
  dir = await mkdtemp(join(tmpdir(), 'jobpadi-backup-test-'));
  const user = await insertTestUser(db, { email });
  await insertTestDocument(db, user.id, { content: '# Ada Obi\n## Summary\n- Restored from last night' });
  await db
    .insertInto('files')
    .values({
      user_id: user.id,
      purpose: 'resume',
      filename: 'cv.pdf',
      mime_type: 'application/pdf',
      size_bytes: 4,
      sha256: randomBytes(32),
      content: Buffer.from('%PDF'),
    })
    .execute();
  await db
    .insertInto('llm_providers')
    .values({
      name: 'openai',
      model: 'gpt-4o-mini',
      api_key_encrypted: sealSecret('sk-test-restored', Buffer.from(encryptionKey, 'base64'), 'openai'),
      api_key_last4: 'ored',
    })
    .execute();
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await source?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function check(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['scripts/backup-restore-check.mjs', ...args],
      {
        cwd: root,
        // The Redis `npm test` provides (its own one when 6379 is not there).
        env: { ...process.env, REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe('backups', () => {
  it('restores a dump into a fresh database, and the product works on it', async (ctx) => {
    const keyFile = join(dir, 'encryption.key');
    await writeFile(keyFile, `${encryptionKey}\n`, { mode: 0o600 });
    const { code, output } = await check([
      '--database-url',
      source.url,
      '--email',
      email,
      '--password',
      TEST_PASSWORD,
      '--encryption-key-file',
      keyFile,
    ]);
    // No pg_dump/pg_restore on this machine (or older than the server): nothing to verify here.
    if (code === 2) ctx.skip(output.trim());
    expect(output, output).toContain('Backup restores.');
    expect(code).toBe(0);
    expect(output).toContain('Every table');
    expect(output).toContain('(1 files)');
    expect(output).toContain('The encryption key opens all 1 stored AI provider key(s).');
    expect(output).toContain('/api/health is ok');
    expect(output).toContain(`${email} signed in on the restored database and read 1 document(s), identical`);
  });

  it('says so when the backed-up key is not the one the provider keys were sealed with', async (ctx) => {
    const { code, output } = await check(['--database-url', source.url], {
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    });
    if (code === 2) ctx.skip(output.trim());
    expect(code).toBe(1);
    expect(output).toContain(
      'The encryption key given does not open the stored key of provider "openai": it is not the key this database was sealed with.',
    );
  });
});
