import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

/**
 * Children run in their own process group (detached) so a Ctrl-C reaches only the launcher,
 * which then stops them in order: app processes first, then the services they depend on.
 */
export function spawnChild(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', detached: true, ...options });
}

export const hasExited = (child: ChildProcess): boolean =>
  child.exitCode !== null || child.signalCode !== null;

/** Resolves when the child exits; sends `signal`, then SIGKILL after `timeoutMs`. */
export function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 15_000,
): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export function waitForExit(child: ChildProcess): Promise<number> {
  if (hasExited(child)) return Promise.resolve(child.exitCode ?? 1);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}
