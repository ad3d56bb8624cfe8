// `npm start` on a fresh clone: build what is missing, then hand over to the launcher.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  execFileSync(process.execPath, [fileURLToPath(new URL('ensure-built.mjs', import.meta.url))], {
    cwd: root,
    stdio: 'inherit',
  });
} catch {
  process.exit(1);
}
await import('../server/dist/launch/start-all.js');
