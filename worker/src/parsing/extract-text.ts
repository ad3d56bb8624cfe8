import { ResumeReadError } from './read-error.js';
import type { ResumeKind } from './readers.js';
import { ExtractionPool } from './thread-pool.js';

export type { ResumeKind };

export const EXTRACT_LIMITS = {
  /** Characters kept: enough for any resume, bounded for the prompt. */
  maxChars: 30_000,
  /**
   * Wall time per file. Bombs are refused by size long before this; it bounds what no size
   * check sees. An honest resume reads in well under a second.
   */
  timeoutMs: 8_000,
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Trims each line, collapses runs of blank lines, removes control characters, caps the length. */
export function normaliseText(raw: string, maxChars = EXTRACT_LIMITS.maxChars): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(CONTROL_CHARACTERS, '')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, maxChars);
}

let sharedPool: ExtractionPool | undefined;
/** The process's extraction threads, started on first use. */
export const extractionPool = (): ExtractionPool => {
  sharedPool ??= new ExtractionPool();
  return sharedPool;
};

/**
 * The resume's text, or a ResumeReadError whose message tells the person what to do. Reading
 * happens in a thread that is terminated at the time limit; a file with (almost) no text is
 * refused rather than sent to the model. `owner` (the uploader) gets a fair turn in the pool.
 */
export async function extractResumeText(
  buffer: Buffer,
  kind: ResumeKind,
  limits = EXTRACT_LIMITS,
  pool: ExtractionPool = extractionPool(),
  owner = '',
): Promise<string> {
  const text = normaliseText(await pool.extract(kind, buffer, limits.timeoutMs, owner), limits.maxChars);
  if (text.replace(/\s/g, '').length < 40) throw new ResumeReadError('no_text', { kind });
  return text;
}
