import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../db/database.js';
import { EnvError, loadDotEnv, parseLauncherEnv } from '../env.js';
import { runningEmbeddedDatabaseUrl } from '../launch/services/embedded-url.js';
import { findUserByEmail, updateUser } from '../modules/users/users.repo.js';

// `npm run admin:grant -- someone@example.com`: gives an existing account the admin role. It reads
// .env as `npm start` does and, without DATABASE_URL, finds the embedded database `npm start` runs.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const email = process.argv[2]?.trim().toLowerCase();
if (!email?.includes('@')) {
  console.error('Usage: npm run admin:grant -- someone@example.com');
  process.exit(2);
}
let url: string | null | undefined;
try {
  loadDotEnv(resolve(root, '.env'));
  const env = parseLauncherEnv();
  url = env.DATABASE_URL ?? runningEmbeddedDatabaseUrl(resolve(root, env.DATA_DIR));
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(1);
}
if (!url) {
  console.error(
    'No database to update: start JobPadi with `npm start` first (it runs the embedded database), or set DATABASE_URL.',
  );
  process.exit(1);
}
const db = createDatabase({ url, poolMax: 1 });
try {
  const user = await findUserByEmail(db, email);
  if (!user) {
    console.error(`No account uses ${email}. It gets the role when it signs up if ADMIN_EMAILS lists it.`);
    process.exitCode = 1;
  } else if (user.role.includes('admin')) {
    console.log(`${email} is already an administrator.`);
  } else {
    await updateUser(db, user.id, { role: 'admin' });
    console.log(`${email} is now an administrator.`);
  }
} catch (error) {
  console.error(`Could not update the account: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
