// One place that undoes what a scenario set up (child processes, scratch databases), so a
// failure, Ctrl-C or SIGTERM never leaves a server running or a database behind.

/** @type {{ label: string, fn: () => unknown }[]} */
const tasks = [];
/** @type {Promise<void> | undefined} */
let running;

/** Registers an undo step; steps run in reverse order (last set up, first torn down). */
export function defer(label, fn) {
  tasks.push({ label, fn });
}

/**
 * Runs every registered step once, even when called twice at the same time (the normal
 * `finally` and a signal handler may race); a failing step is reported and skipped.
 */
export function runDeferred() {
  running ??= (async () => {
    while (tasks.length > 0) {
      const { label, fn } = /** @type {{ label: string, fn: () => unknown }} */ (tasks.pop());
      try {
        await fn();
      } catch (error) {
        console.error(`cleanup: ${label} failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })().finally(() => {
    running = undefined;
  });
  return running;
}

// `once`: a second Ctrl-C falls back to Node's default and exits at once, for the impatient.
for (const [signal, code] of /** @type {const} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
])) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up (press Ctrl-C again to force)...`);
    runDeferred().finally(() => process.exit(code));
  });
}

/**
 * A scenario's measurements, with every deferred step undone afterwards; when they fail, says
 * why and ends the process with exit code 1 (the runner then reports the scenario as failed).
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} measure
 * @returns {Promise<T>}
 */
export async function measureOrExit(name, measure) {
  try {
    return await measure();
  } catch (error) {
    console.error(`${name}: could not run: ${error instanceof Error ? error.message : error}`);
    await runDeferred();
    process.exit(1);
  } finally {
    await runDeferred();
  }
}
