import { parentPort } from 'node:worker_threads';
import { snapshotBuiltins } from './native-builtins.js';
import { ResumeReadError } from './read-error.js';
import type { ResumeKind } from './readers.js';

/**
 * Body of an extraction thread: reads one file at a time for the pool. Living in its own thread,
 * a hostile file that spins the CPU can be stopped by terminating the thread.
 */
export interface ExtractRequest {
  id: number;
  kind: ResumeKind;
  data: Uint8Array;
}
export type ExtractReply = { id: number; text: string } | { id: number; failure: ResumeReadError['reason'] };

// The readers are loaded after a snapshot of the built-ins, which their polyfills would otherwise
// replace with slower ones (native-builtins.ts). pdf.js loads its other half on the first PDF, so
// the built-ins are put back after every file too (a few property reads when nothing changed).
const restoreBuiltins = snapshotBuiltins();
const readers = import('./readers.js').then(({ READERS }) => {
  restoreBuiltins();
  return READERS;
});

parentPort?.on('message', async ({ id, kind, data }: ExtractRequest) => {
  try {
    const READERS = await readers;
    const text = await READERS[kind](Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    parentPort?.postMessage({ id, text } satisfies ExtractReply);
  } catch (error) {
    const failure = error instanceof ResumeReadError ? error.reason : 'corrupt';
    parentPort?.postMessage({ id, failure } satisfies ExtractReply);
  } finally {
    restoreBuiltins();
  }
});
