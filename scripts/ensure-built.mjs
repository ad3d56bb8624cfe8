// Builds what is not built yet: the TypeScript packages (tsc -b is a no-op when up to date) and
// the client (only when its sources are newer than client/dist).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules/.bin', name);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newest(join(path, entry))), stat.mtimeMs);
}

function step(label, command, args, cwd = root) {
  console.log(`[build] ${label}`);
  try {
    execFileSync(command, args, { cwd, stdio: 'inherit' });
  } catch {
    console.error(`[build] ${label} failed; see the messages above.`);
    process.exit(1);
  }
}

if (!existsSync(bin('tsc'))) {
  console.error('Dependencies are not installed. Run `npm ci` first.');
  process.exit(1);
}

step('Compiling server, worker and migrations...', bin('tsc'), ['-b', 'tsconfig.build.json']);

if (process.argv.includes('--no-client')) process.exit(0);

const clientBuilt = join(root, 'client/dist/index.html');
const clientSources = [
  'client/src',
  'client/index.html',
  'client/vite.config.ts',
  'client/public',
  'shared/src',
].map((p) => join(root, p));
if (!existsSync(clientBuilt) || Math.max(...clientSources.map(newest)) > statSync(clientBuilt).mtimeMs) {
  step('Building the web client...', bin('vite'), ['build', '--logLevel', 'warn'], join(root, 'client'));
}
