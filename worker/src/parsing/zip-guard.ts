import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ResumeReadError } from './read-error.js';

export const ZIP_LIMITS = {
  maxEntries: 2_000,
  /**
   * Bytes actually inflated, per part and in all: a resume's XML is well under a megabyte. The
   * sizes a zip declares are never trusted; a liar is stopped when the inflated bytes reach these.
   */
  maxPartBytes: 8 * 1024 * 1024,
  maxTotalBytes: 16 * 1024 * 1024,
};

/** Text-bearing parts: XML and relationships. Media is never inflated; reading text skips it. */
const isTextPart = (name: string) => /\.(xml|rels)$/i.test(name) && !name.endsWith('/');

/**
 * The XML parts of a DOCX, inflated with a hard cap on the bytes produced (not on the sizes the
 * archive declares, which a bomb lies about). Refuses absurd entry counts and anything past the
 * caps as 'oversized', and archives that do not open as 'corrupt'.
 */
export function readZipParts(buffer: Buffer, limits = ZIP_LIMITS): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    // Sizes are checked by counting below; yauzl's own check would call a lying bomb "corrupt".
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false }, (openError, zip) => {
      if (openError || !zip) return reject(new ResumeReadError('corrupt', { cause: openError }));
      const parts = new Map<string, Buffer>();
      let entries = 0;
      let total = 0;
      let settled = false;
      const refuse = (error: ResumeReadError) => {
        if (settled) return;
        settled = true;
        zip.close();
        reject(error);
      };
      zip.on('error', (error) => refuse(new ResumeReadError('corrupt', { cause: error })));
      zip.on('end', () => {
        if (settled) return;
        settled = true;
        resolve(parts);
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        if (entries > limits.maxEntries) return refuse(new ResumeReadError('oversized'));
        if (!isTextPart(entry.fileName) || parts.has(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return refuse(new ResumeReadError('corrupt', { cause: streamError }));
          readCapped(stream, limits.maxPartBytes, limits.maxTotalBytes - total).then((data) => {
            total += data.length;
            parts.set(entry.fileName, data);
            zip.readEntry();
          }, refuse);
        });
      });
      zip.readEntry();
    });
  });
}

/** Collects a stream, destroying it the moment it produces more than either cap allows. */
function readCapped(stream: Readable, partCap: number, remaining: number): Promise<Buffer> {
  const cap = Math.min(partCap, remaining);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        stream.destroy();
        reject(new ResumeReadError('oversized'));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', (error) => reject(new ResumeReadError('corrupt', { cause: error })));
    stream.on('end', () => resolve(Buffer.concat(chunks, size)));
  });
}
