// Runs the benchmark scenarios: every bench/<name>/index.mjs in name order, or only those named
// on the command line (`node bench/run.mjs api-throughput`). Each scenario runs in its own
// process so one scenario's servers, pools and signal handlers never leak into the next.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));

const available = readdirSync(BENCH_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(BENCH_DIR, entry.name, 'index.mjs')))
  .map((entry) => entry.name)
  .sort();

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown scenario(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}
const scenarios = wanted.length > 0 ? wanted : available;

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;
let interrupted = false;
// Ctrl-C reaches the whole process group: the scenario cleans up itself; we wait for it and
// run nothing more. A SIGTERM sent to us alone is passed on, for the same clean-up.
process.on('SIGINT', () => {
  interrupted = true;
});
process.on('SIGTERM', () => {
  interrupted = true;
  current?.kill('SIGTERM');
});

const failed = [];
for (const name of scenarios) {
  if (interrupted) break;
  console.log(`\n=== ${name} ===`);
  current = spawn(process.execPath, [join(BENCH_DIR, name, 'index.mjs')], { stdio: 'inherit' });
  const code = await new Promise((resolve) => current?.once('exit', (c, signal) => resolve(c ?? signal)));
  // A scenario exits 0 whether or not it met its goal; non-zero means it could not run.
  if (code !== 0) failed.push(`${name} (exit ${code})`);
}

if (interrupted) process.exit(130);
if (failed.length > 0) {
  console.error(`\nCould not run: ${failed.join(', ')}`);
  process.exit(1);
}
