import { fork } from 'node:child_process';
import { defer } from './cleanup.mjs';

/**
 * Forks `script`, sends it `message` over IPC and resolves with the one message it answers
 * (rejects on `{ error }` or an exit without an answer). For measurements that must not share
 * a process with the bench or the server they load, like load.mjs does for plain autocannon.
 * @param {{ name: string, script: string, message: unknown }} options
 * @returns {Promise<any>}
 */
export function runChild({ name, script, message }) {
  const child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  defer(`stop ${name}`, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    let result;
    child.once('message', (answer) => {
      result = answer;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (result?.error) reject(new Error(`${name} failed: ${result.error}`));
      else if (result) resolve(result);
      else reject(new Error(`${name} exited (${signal ?? code}) without a result`));
    });
    child.send(message);
  });
}
