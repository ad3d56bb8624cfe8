// `npm run dev`: server and worker from source with reload (tsx watch), plus Vite's dev server
// for the client. Needs DATABASE_URL and REDIS_URL (or run `npm start` once, which prints them).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  process.loadEnvFile(`${root}.env`);
} catch {}
if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error(
    'npm run dev needs DATABASE_URL and REDIS_URL (see .env.example). `npm start` needs neither.',
  );
  process.exit(1);
}

const tsx = ['--conditions=@app/source', '--import', 'tsx'];
const processes = [
  ['server', process.execPath, [...tsx, '--watch', 'server/src/main.ts']],
  ['worker', process.execPath, [...tsx, '--watch', 'worker/src/main.ts']],
  ['client', `${root}node_modules/.bin/vite`, ['--clearScreen', 'false']],
].map(([name, command, args]) => {
  const child = spawn(command, args, {
    cwd: name === 'client' ? `${root}client` : root,
    stdio: 'inherit',
    env: process.env,
  });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'})`);
    shutdown();
  });
  return child;
});

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
