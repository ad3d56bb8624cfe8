import { parentPort } from 'node:worker_threads';
import { ResumeReadError } from './read-error.js';
import { READERS, type ResumeKind } from './readers.js';

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

parentPort?.on('message', async ({ id, kind, data }: ExtractRequest) => {
  try {
    const text = await READERS[kind](Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    parentPort?.postMessage({ id, text } satisfies ExtractReply);
  } catch (error) {
    const failure = error instanceof ResumeReadError ? error.reason : 'corrupt';
    parentPort?.postMessage({ id, failure } satisfies ExtractReply);
  }
});
