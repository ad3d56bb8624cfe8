// Timing of one resume file read two ways: by the product's extraction (the worker's thread
// pool, called in this process like the worker calls it) and by an external tool started as a
// process per run (pdftotext for PDFs), the way the product would have to call one.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { defer } from '../lib/cleanup.mjs';

const run = promisify(execFile);
const EXTRACT_TEXT = fileURLToPath(new URL('../../worker/dist/parsing/extract-text.js', import.meta.url));

/** The built worker's extraction, its thread pool closed at clean-up (else the bench hangs). */
export async function loadExtraction() {
  if (!existsSync(EXTRACT_TEXT)) {
    throw new Error(
      `${EXTRACT_TEXT} is missing: build first (npm run build, or npx tsc -b tsconfig.build.json)`,
    );
  }
  const { extractResumeText, extractionPool } = await import(pathToFileURL(EXTRACT_TEXT).href);
  defer('close extraction threads', () => extractionPool().close());
  return /** @type {(buffer: Buffer, kind: string) => Promise<string>} */ (extractResumeText);
}

/** Whether `command` can be run (pdftotext and pdfinfo print their version with -v). */
export async function hasTool(/** @type {string} */ command) {
  try {
    await run(command, ['-v']);
    return true;
  } catch (error) {
    return /** @type {{ code?: unknown }} */ (error).code !== 'ENOENT';
  }
}

/** Pages of a PDF according to poppler's pdfinfo, or undefined without it. */
export async function pdfPages(/** @type {string} */ file) {
  try {
    const { stdout } = await run('pdfinfo', [file]);
    return Number(stdout.match(/^Pages:\s+(\d+)/m)?.[1]);
  } catch {
    return undefined;
  }
}

/** `pdftotext file -`: the text on stdout, from a fresh process each time. */
export async function pdftotext(/** @type {string} */ file) {
  const { stdout } = await run('pdftotext', [file, '-'], { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/**
 * Times each of `ways` on the same file, `warmup` unmeasured runs then `runs` measured ones.
 * The ways take turns run by run, so a change in machine load hits them alike.
 * @param {Record<string, () => Promise<string>>} ways
 * @param {{ warmup: number, runs: number }} counts
 * @returns {Promise<Record<string, { ms: number[], chars: number }>>}
 */
export async function timeInTurns(ways, { warmup, runs }) {
  const result = Object.fromEntries(Object.keys(ways).map((name) => [name, { ms: [], chars: 0 }]));
  for (let i = 0; i < warmup + runs; i++) {
    for (const [name, read] of Object.entries(ways)) {
      const started = performance.now();
      const text = await read();
      const ms = performance.now() - started;
      if (i >= warmup) result[name]?.ms.push(ms);
      if (result[name]) result[name].chars = text.length;
    }
  }
  return result;
}
