import { spawn } from 'node:child_process';
import { defer } from './cleanup.mjs';

const OUTPUT_TAIL_BYTES = 4_000;

/**
 * @typedef {object} Started
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => string} output last few KB of the child's stdout+stderr, for diagnostics
 * @property {() => Promise<void>} stop SIGTERM, then SIGKILL if it does not exit in time
 */

/**
 * Starts `node script` as its own process (each target gets a process, like the product in
 * production) and resolves once `healthUrl` answers 200. Never a fixed sleep: start-up time
 * varies a lot on a shared machine. A process without HTTP (the worker) has no `healthUrl`: it
 * resolves at once, and the caller proves readiness by using it (e.g. a warm-up job).
 * @param {{ name: string, script: string, env?: Record<string, string>, healthUrl?: string,
 *   timeoutMs?: number }} options
 * @returns {Promise<Started>}
 */
export async function startNode({ name, script, env = {}, healthUrl, timeoutMs = 30_000 }) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    // Piped, not inherited: a chatty server must not interleave with the bench's table.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_BYTES);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  // Last resort if the bench dies without running its cleanup: never leave an orphan server.
  const killOnExit = () => isRunning() && child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (!isRunning()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  defer(`stop ${name}`, stop);
  if (!healthUrl) return { child, output: () => tail, stop };

  const deadline = Date.now() + timeoutMs;
  let lastAnswer = 'no answer';
  while (Date.now() < deadline) {
    if (!isRunning()) {
      throw new Error(`${name} exited (code ${child.exitCode}) before it was healthy:\n${tail}`);
    }
    try {
      const res = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      const body = await res.text();
      if (res.status === 200) return { child, output: () => tail, stop };
      // Listening but unhealthy (e.g. a 503 naming the failed check): worth showing on timeout.
      lastAnswer = `${res.status} ${body.slice(0, 500)}`;
    } catch {
      // Not listening yet: try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${name} was not healthy at ${healthUrl} within ${timeoutMs} ms (last answer: ${lastAnswer}):\n${tail}`,
  );
}
