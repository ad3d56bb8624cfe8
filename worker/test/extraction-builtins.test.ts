import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';

// pdf.js's legacy build replaces Array.prototype.push and JSON.parse with slower polyfills in the
// thread that loads it (src/parsing/native-builtins.ts); the extraction thread puts them back.
const pdf = readFileSync(new URL('../../../shared/fixtures/resumes/john_doe.pdf', import.meta.url));
const thread = new Worker(new URL('./fixtures/builtins-probe-thread.mjs', import.meta.url));
afterAll(() => thread.terminate());

/** The thread's next message that has `key`. */
const next = (key: string) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      thread.off('message', onMessage);
      resolve(message);
    };
    thread.on('message', onMessage);
    thread.once('error', reject);
  });
const ready = next('ready');

describe('the extraction thread', () => {
  it('reads PDFs with the native Array.prototype.push and JSON.parse, and the same text', async () => {
    await ready;
    const texts: unknown[] = [];
    for (const id of [1, 2]) {
      const reply = next('text');
      thread.postMessage({ id, kind: 'pdf', data: new Uint8Array(pdf) });
      texts.push((await reply).text);
    }
    expect(String(texts[0])).toMatch(/^JOHN DOE/);
    expect(texts[1]).toBe(texts[0]);
    const probe = next('probe');
    thread.postMessage({ probe: true });
    expect((await probe).probe).toEqual({ push: true, parse: true });
    // Starting a thread from source (tsx) and reading twice is slow on a busy 2-core machine.
  }, 90_000);
});
