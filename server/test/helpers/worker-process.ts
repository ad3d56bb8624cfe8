import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Runs the real worker entry point as its own process (from source, through tsx), the way
 * operators run it, so tests exercise start-up, queue wiring and shutdown too.
 */
export function startWorkerProcess(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
} {
  let output = '';
  const child = spawn(
    process.execPath,
    ['--conditions=@app/source', '--import', 'tsx', 'worker/src/main.ts'],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
