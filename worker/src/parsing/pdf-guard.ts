import { type Decoded, hexDecoded, inflateCapped, lzwCapped, runLengthCapped } from './pdf-filters.js';
import { ResumeReadError } from './read-error.js';

export const PDF_LIMITS = {
  /**
   * Bytes all of a file's streams may decode to, together. A resume's fonts, text and pictures
   * come to a few megabytes; a flate bomb comes to gigabytes and is stopped here in milliseconds.
   */
  maxDecodedBytes: 96 * 1024 * 1024,
  /** A resume has a few hundred objects; hundreds of thousands of tiny streams is an attack on time. */
  maxStreams: 20_000,
};

const DECODERS: Record<string, (data: Buffer, cap: number) => Decoded> = {
  FlateDecode: inflateCapped,
  Fl: inflateCapped,
  LZWDecode: lzwCapped,
  LZW: lzwCapped,
  RunLengthDecode: runLengthCapped,
  RL: runLengthCapped,
  ASCIIHexDecode: (data) => hexDecoded(data),
  AHx: (data) => hexDecoded(data),
};

/** A zlib header (what /FlateDecode data starts with): tried even when the filter is hidden. */
const looksZlib = (data: Buffer) =>
  data.length > 2 &&
  ((data[0] as number) & 0x0f) === 8 &&
  ((data[0] as number) * 256 + (data[1] as number)) % 31 === 0;

/** The filter names in the dictionary just before a stream, in decoding order. */
function filtersBefore(text: string, streamAt: number): string[] {
  const head = text.slice(Math.max(0, streamAt - 4096), streamAt);
  const dict = head.slice(head.lastIndexOf('obj') + 1);
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict);
  return match?.[1] ? [...match[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((m) => m[1] as string) : [];
}

/**
 * Decodes every stream of a PDF the way its reader would, against one shared budget, before the
 * reader sees the file: the reader keeps whatever it decodes in memory and cannot be told to
 * stop, so a compression bomb must be refused ('oversized') before it starts.
 */
export function checkPdfStreams(buffer: Buffer, limits = PDF_LIMITS): void {
  const text = buffer.toString('latin1');
  let budget = limits.maxDecodedBytes;
  let streams = 0;
  const spend = (decoded: Decoded): Buffer | null => {
    if (decoded === 'over') throw new ResumeReadError('oversized');
    if (!decoded) return null;
    budget -= decoded.length;
    if (budget < 0) throw new ResumeReadError('oversized');
    return decoded;
  };
  for (const match of text.matchAll(/stream(\r\n|\n|\r)/g)) {
    const at = match.index;
    if (text.startsWith('end', at - 3)) continue;
    streams += 1;
    if (streams > limits.maxStreams) throw new ResumeReadError('oversized');
    const start = at + match[0].length;
    const end = text.indexOf('endstream', start);
    let data: Buffer | null = buffer.subarray(start, end === -1 ? buffer.length : end);
    const filters = filtersBefore(text, at).slice(0, 6);
    for (const name of filters) {
      const decode = DECODERS[name];
      if (!decode || !data) break;
      data = spend(decode(data, budget));
    }
    // A filter given by reference, a hidden second layer: flate data is known by its header.
    for (let depth = 0; data && depth < 4 && looksZlib(data); depth++) {
      data = spend(inflateCapped(data, budget));
    }
  }
}
