import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractResumeText } from '../src/parsing/extract-text.js';
import { READ_MESSAGES, ResumeReadError } from '../src/parsing/read-error.js';
import { ExtractionPool } from '../src/parsing/thread-pool.js';
import { lyingDocx, lzwBomb, pdfWithContent, runLengthBomb, zlibBomb } from './hostile-files.js';

// Security issue 9, items 3 and 4: compression bombs must fail fast and alone, and one person's
// hostile files must not hold up everyone else's resumes.

const GB = 1024 * 1024 * 1024;
const shared = (name: string) =>
  readFileSync(new URL(`../../../shared/fixtures/resumes/${name}`, import.meta.url));

async function timedFailure(promise: Promise<unknown>): Promise<{ error: ResumeReadError; ms: number }> {
  const started = performance.now();
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  const ms = performance.now() - started;
  if (!(error instanceof ResumeReadError))
    throw new Error(`expected a ResumeReadError, got ${String(error)}`);
  return { error, ms };
}

describe('compression bombs', () => {
  /**
   * "Fast" against this machine now: a bomb must fail within a second, or within 20 honest reads
   * when the machine is so loaded that an honest resume itself takes more than 50 ms (the shared
   * machine runs other suites beside this one). Inflating the bomb would take far longer either way.
   */
  let fast = 1_000;
  // Starting the extraction thread (module loading) is not part of what is timed.
  beforeAll(async () => {
    await extractResumeText(shared('john_doe.pdf'), 'pdf');
    const reads: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await extractResumeText(shared('john_doe.pdf'), 'pdf');
      reads.push(performance.now() - started);
    }
    fast = Math.max(1_000, 20 * (reads.sort((a, b) => a - b)[1] as number));
  });

  it('refuses a DOCX whose central directory lies about its size, without inflating it', async () => {
    const bomb = lyingDocx(0.6 * GB);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { error, ms } = await timedFailure(extractResumeText(bomb, 'docx'));
    expect(error.reason).toBe('oversized');
    expect(error.message).toBe(READ_MESSAGES.oversized);
    expect(ms).toBeLessThan(fast);
  });

  it.each([
    ['a flate bomb', pdfWithContent(zlibBomb(2 * GB))],
    [
      'a flate bomb inside a flate stream',
      pdfWithContent(deflateSync(zlibBomb(2 * GB)), '/Filter [/FlateDecode /FlateDecode]'),
    ],
    ['a flate bomb whose filter is not named', pdfWithContent(zlibBomb(2 * GB), '')],
    ['an LZW bomb', pdfWithContent(lzwBomb(GB / 2), '/Filter /LZWDecode')],
    ['a run-length bomb', pdfWithContent(runLengthBomb(GB / 8), '/Filter /RunLengthDecode')],
  ])('refuses a PDF holding %s in well under a second', async (_name, bomb) => {
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    const { error, ms } = await timedFailure(extractResumeText(bomb, 'pdf'));
    expect(error.reason).toBe('oversized');
    expect(ms).toBeLessThan(fast);
    // The thread is fine afterwards: an honest resume reads normally.
    expect(await extractResumeText(shared('john_doe.pdf'), 'pdf')).toMatch(/^JOHN DOE/);
  });
});

describe('the extraction pool', () => {
  const pools: ExtractionPool[] = [];
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  it('gives each person a fair turn: a queue of one person’s files does not hold up another’s', async () => {
    const pool = new ExtractionPool(1);
    pools.push(pool);
    const finished: string[] = [];
    const read = (owner: string, name: string, label: string) =>
      pool.extract('pdf', shared(name), 10_000, owner).then(() => finished.push(label));
    const attacker = [1, 2, 3, 4].map((i) => read('attacker', 'barry_allen_fe.pdf', `attacker ${i}`));
    const victim = read('victim', 'john_doe.pdf', 'victim');
    await Promise.all([...attacker, victim]);
    // The attacker's first file was already being read; the victim's comes straight after it.
    expect(finished.indexOf('victim')).toBeLessThanOrEqual(1);
  });

  it('stops a thread that hoards memory: that file fails alone, the next one reads', async () => {
    const pool = new ExtractionPool(1, {
      threadUrl: new URL('./fixtures/greedy-thread.mjs', import.meta.url),
    });
    pools.push(pool);
    const { error } = await timedFailure(pool.extract('doc', Buffer.from('x'), 20_000, 'attacker'));
    expect(error.reason).toBe('oversized');
    expect(await pool.extract('pdf', Buffer.from('x'), 5_000, 'victim')).toBe('read normally');
  });
});
