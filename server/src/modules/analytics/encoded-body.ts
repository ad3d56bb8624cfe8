import { gzipSync } from 'node:zlib';

/**
 * A JSON answer served many times unchanged (the cached analytics): encoded once, and gzipped
 * once for the browsers that accept it (all do), so each request only writes bytes.
 */
export class EncodedBody {
  readonly identity: Buffer;
  private gzipped: Buffer | undefined;

  constructor(value: unknown) {
    this.identity = Buffer.from(JSON.stringify(value));
  }

  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.identity);
    return this.gzipped;
  }
}

/** Whether an Accept-Encoding header accepts gzip (q=0 refuses it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding?.trim() !== 'gzip' && coding?.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
