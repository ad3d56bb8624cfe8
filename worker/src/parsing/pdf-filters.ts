import { constants, inflateSync } from 'node:zlib';

/**
 * Decoders for the PDF filters that expand data, each stopping once its output passes `cap`
 * (the caller's remaining budget): they say how much a stream would grow, without letting it.
 * Returns the decoded bytes, 'over' when past the cap, or null when the data is not valid for
 * the filter (the PDF reader will then refuse or skip it itself).
 */
export type Decoded = Buffer | 'over' | null;

export function inflateCapped(data: Buffer, cap: number): Decoded {
  try {
    // SYNC_FLUSH: a truncated stream yields what it holds, as PDF readers do, instead of failing.
    return inflateSync(data, { maxOutputLength: Math.max(1, cap), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'over';
    return null;
  }
}

/** Grows an output buffer up to the cap. */
class Output {
  private buffer = Buffer.allocUnsafe(64 * 1024);
  length = 0;
  constructor(private readonly cap: number) {}
  /** False once the cap is passed. */
  push(bytes: Uint8Array | number, repeat = 1): boolean {
    const size = typeof bytes === 'number' ? repeat : bytes.length;
    if (this.length + size > this.cap) return false;
    if (this.length + size > this.buffer.length) {
      const grown = Buffer.allocUnsafe(
        Math.min(this.cap, Math.max(this.buffer.length * 2, this.length + size)),
      );
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    if (typeof bytes === 'number') this.buffer.fill(bytes, this.length, this.length + size);
    else this.buffer.set(bytes, this.length);
    this.length += size;
    return true;
  }
  done = (): Buffer => this.buffer.subarray(0, this.length);
}

/** RunLengthDecode: a length byte, then a literal run or one byte repeated up to 128 times. */
export function runLengthCapped(data: Buffer, cap: number): Decoded {
  const out = new Output(cap);
  let i = 0;
  while (i < data.length) {
    const n = data[i++] as number;
    if (n === 128) break;
    const ok = n < 128 ? out.push(data.subarray(i, i + n + 1)) : out.push(data[i] ?? 0, 257 - n);
    if (!ok) return 'over';
    i += n < 128 ? n + 1 : 1;
  }
  return out.done();
}

const extended = (bytes: Uint8Array, last: number): Uint8Array => {
  const out = new Uint8Array(bytes.length + 1);
  out.set(bytes);
  out[bytes.length] = last;
  return out;
};

/** LZWDecode as PDF readers do it (early change on, codes of 9 to 12 bits, 256 clears, 257 ends). */
export function lzwCapped(data: Buffer, cap: number): Decoded {
  const out = new Output(cap);
  let table: Uint8Array[] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, i) => Uint8Array.of(i));
  };
  reset();
  let width = 9;
  let bits = 0;
  let bitCount = 0;
  let pos = 0;
  let previous: Uint8Array | null = null;
  while (true) {
    while (bitCount < width) {
      if (pos >= data.length) return out.done();
      bits = ((bits << 8) | (data[pos++] as number)) & 0xffffff;
      bitCount += 8;
    }
    const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
    bitCount -= width;
    if (code === 257) return out.done();
    if (code === 256) {
      reset();
      width = 9;
      previous = null;
      continue;
    }
    let entry = table[code];
    if (!entry) {
      if (code !== table.length || !previous) return null;
      entry = extended(previous, previous[0] as number);
    }
    if (!out.push(entry)) return 'over';
    if (previous && table.length < 4096) table.push(extended(previous, entry[0] as number));
    previous = entry;
    if (table.length + 1 >= 1 << width && width < 12) width += 1;
  }
}

/** ASCIIHexDecode: shrinks data, but may wrap a bomb. */
export function hexDecoded(data: Buffer): Decoded {
  const text = data.toString('latin1');
  const end = text.indexOf('>');
  const digits = (end === -1 ? text : text.slice(0, end)).replace(/[^0-9a-fA-F]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}
