import yauzl from 'yauzl';
import { ResumeReadError } from './read-error.js';

export const ZIP_LIMITS = {
  maxEntries: 2_000,
  /** Uncompressed total; a real resume is a few megabytes at most. */
  maxTotalBytes: 60 * 1024 * 1024,
  /** Per entry: anything squeezed harder than this is a bomb, not a document. */
  maxRatio: 200,
};

/**
 * Reads a zip's central directory (sizes as declared, nothing inflated) and refuses archives
 * whose entry count or uncompressed size is out of proportion, before any unzipping happens.
 */
export function checkZip(buffer: Buffer, limits = ZIP_LIMITS): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(new ResumeReadError('corrupt', { cause: openError }));
      let entries = 0;
      let total = 0;
      const refuse = (error: ResumeReadError) => {
        zip.close();
        reject(error);
      };
      zip.on('error', (error) => refuse(new ResumeReadError('corrupt', { cause: error })));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (
          entries > limits.maxEntries ||
          total > limits.maxTotalBytes ||
          (entry.uncompressedSize > 1_000_000 && ratio > limits.maxRatio)
        ) {
          return refuse(new ResumeReadError('oversized'));
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.readEntry();
    });
  });
}
