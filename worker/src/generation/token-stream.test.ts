import { describe, expect, it } from 'vitest';
import { type BatchWriter, type TextBatch, TokenBatcher } from './token-stream.js';

/** A writer that records each write (one entry per round trip) and can be held or failed. */
function recordingWriter() {
  const writes: Array<Array<[string, string, number]>> = [];
  let hold: Promise<void> | null = null;
  let failWith: Error | null = null;
  const write: BatchWriter = async (batches: readonly TextBatch[]) => {
    const pipeline: Array<[string, string, number]> = [];
    for (const batch of batches)
      batch.commands(
        { push: (entry: [string, string, number]) => pipeline.push(entry) } as never,
        batch.delta,
        batch.at,
      );
    writes.push(pipeline);
    if (hold) await hold;
    if (failWith) throw failWith;
  };
  return {
    write,
    writes,
    hold() {
      let release = () => {};
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
    fail(error: Error) {
      failWith = error;
    },
  };
}

/** Commands that record the batch under the document's name. */
const recordAs =
  (doc: string) =>
  (pipeline: unknown, delta: string, at: number): void =>
    void (pipeline as { push: (entry: [string, string, number]) => void }).push([doc, delta, at]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('TokenStream through a TokenBatcher', () => {
  it('sends the first token at once and the ones that arrive meanwhile together, with offsets', async () => {
    const writer = recordingWriter();
    const release = writer.hold();
    const tokens = new TokenBatcher(writer.write).stream(recordAs('letter'));
    tokens.push('Dear');
    tokens.push(' Hiring');
    tokens.push(' Team');
    expect(writer.writes).toEqual([[['letter', 'Dear', 0]]]);
    release();
    await tokens.flushed();
    tokens.push(',');
    await tokens.flushed();
    expect(writer.writes).toEqual([
      [['letter', 'Dear', 0]],
      [['letter', ' Hiring Team', 4]],
      [['letter', ',', 16]],
    ]);
  });

  it('publishes the tokens of one batch interval as one batch, not one per token', async () => {
    const writer = recordingWriter();
    const tokens = new TokenBatcher(writer.write, 40).stream(recordAs('letter'));
    tokens.push('Dear');
    await sleep(5);
    tokens.push(' Hiring');
    await sleep(5);
    tokens.push(' Team');
    expect(writer.writes).toEqual([[['letter', 'Dear', 0]]]);
    await sleep(60);
    expect(writer.writes).toEqual([[['letter', 'Dear', 0]], [['letter', ' Hiring Team', 4]]]);
  });

  it('writes what several documents streamed in one interval in one round trip', async () => {
    const writer = recordingWriter();
    const batcher = new TokenBatcher(writer.write, 30);
    const letter = batcher.stream(recordAs('letter'));
    const resume = batcher.stream(recordAs('resume'));
    letter.push('Dear');
    resume.push('# Ada');
    await sleep(5);
    letter.push(' Team');
    resume.push(' Obi');
    await Promise.all([letter.flushed(), resume.flushed()]);
    // The two first tokens may share a write; the later text of both documents shares one.
    expect(writer.writes.at(-1)).toEqual([
      ['letter', ' Team', 4],
      ['resume', ' Obi', 5],
    ]);
    expect(writer.writes.flat()).toHaveLength(4);
  });

  it('reports a failed write when flushed, and sends nothing of that stream after it', async () => {
    const writer = recordingWriter();
    writer.fail(new Error('redis is down'));
    const tokens = new TokenBatcher(writer.write).stream(recordAs('letter'));
    tokens.push('Dear');
    await expect(tokens.flushed()).rejects.toThrow('redis is down');
    tokens.push(' Team');
    await sleep(40);
    expect(writer.writes).toHaveLength(1);
  });

  it('drops what a discarded stream had not sent, and waits for its write in progress', async () => {
    const writer = recordingWriter();
    const release = writer.hold();
    const tokens = new TokenBatcher(writer.write).stream(recordAs('letter'));
    tokens.push('Dear');
    tokens.push(' Team');
    let discarded = false;
    const discarding = tokens.discard().then(() => {
      discarded = true;
    });
    await sleep(5);
    expect(discarded).toBe(false);
    release();
    await discarding;
    await sleep(40);
    expect(writer.writes).toEqual([[['letter', 'Dear', 0]]]);
  });
});
