import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defer } from './cleanup.mjs';

const CHILD = fileURLToPath(new URL('./load-child.mjs', import.meta.url));

/**
 * @typedef {object} LoadOptions
 * @property {string} url
 * @property {number} [connections]
 * @property {number} [duration] measured seconds
 * @property {number} [warmup] seconds of unmeasured load first (JIT, pools, caches)
 *
 * @typedef {object} LoadResult
 * @property {number} reqPerSec mean of autocannon's per-second samples
 * @property {number} total requests completed in the measured window
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} avgMs
 * @property {number} maxMs
 * @property {number} errors connection errors, timeouts included
 * @property {number} non2xx
 */

/**
 * Runs autocannon in its own Node process: the load generator must not share an event loop
 * with the server it measures, and every target gets the same treatment.
 * @param {LoadOptions} options
 * @returns {Promise<LoadResult>}
 */
export function runLoad({ url, connections = 50, duration = 10, warmup = 3 }) {
  const child = fork(CHILD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  defer('stop load generator', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    let result;
    child.once('message', (message) => {
      result = message;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (result?.error) reject(new Error(`autocannon failed: ${result.error}`));
      else if (result) resolve(result);
      else reject(new Error(`load generator exited (${signal ?? code}) without a result`));
    });
    child.send({ url, connections, duration, warmup });
  });
}
