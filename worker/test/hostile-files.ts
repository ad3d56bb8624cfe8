import { constants, crc32, deflateRawSync } from 'node:zlib';
import { pdfFile } from './pdf-file.js';

// Hostile files built in memory, so no large binary is committed. Each one is small on disk and
// enormous once inflated.

const MB = 1024 * 1024;

/**
 * Raw deflate data that inflates to about `inflatedBytes` bytes of `fill`, made cheaply: one
 * compressed megabyte, flushed so it stands alone, repeated, then a final empty block.
 */
export function deflateBomb(inflatedBytes: number, fill = 0x20): Buffer {
  const block = deflateRawSync(Buffer.alloc(MB, fill), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const blocks = Array.from({ length: Math.ceil(inflatedBytes / MB) }, () => block);
  return Buffer.concat([...blocks, deflateRawSync(Buffer.alloc(0))]);
}

/** The same, wrapped as a zlib stream (what a PDF's /FlateDecode expects). */
export const zlibBomb = (inflatedBytes: number, fill = 0x20): Buffer =>
  Buffer.concat([Buffer.from([0x78, 0x9c]), deflateBomb(inflatedBytes, fill), Buffer.alloc(4)]);

interface ZipEntry {
  name: string;
  /** Raw deflate data. */
  compressed: Buffer;
  /** What the headers claim; a liar says less than the data holds. */
  declaredSize: number;
}

/** A zip whose headers say whatever the caller likes about each entry's size. */
export function lyingZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc32(entry.name), 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(entry.name), 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const deflated = (text: string) => deflateRawSync(Buffer.from(text));

/** A DOCX whose central directory declares word/document.xml as 5,000 bytes; it inflates to `inflatedBytes`. */
export function lyingDocx(inflatedBytes: number): Buffer {
  const small = (name: string, text: string) => ({
    name,
    compressed: deflated(text),
    declaredSize: Buffer.byteLength(text),
  });
  return lyingZip([
    small(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    small(
      '_rels/.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    { name: 'word/document.xml', compressed: deflateBomb(inflatedBytes), declaredSize: 5_000 },
  ]);
}

/** A one-page PDF whose content stream is `stream` with the given filter entry. */
export function pdfWithContent(stream: Buffer, filter = '/Filter /FlateDecode'): Buffer {
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    [`<< /Length ${stream.length} ${filter} >>`, stream],
  ]);
}

/**
 * LZWDecode data that expands about 2,500-fold: the code for each longer run of spaces, then the
 * longest one (3,839 bytes per 12-bit code) over and over. Code widths follow PDF's early change.
 */
export function lzwBomb(inflatedBytes: number): Buffer {
  const codes = [0x20];
  for (let code = 258; code < 4096; code++) codes.push(code);
  for (let made = 0; made < inflatedBytes; made += 3839) codes.push(4095);
  const bytes: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let width = 9;
  let table = 258;
  codes.forEach((code, i) => {
    bits = (bits << width) | code;
    bitCount += width;
    while (bitCount >= 8) {
      bytes.push((bits >>> (bitCount - 8)) & 0xff);
      bitCount -= 8;
    }
    bits &= (1 << bitCount) - 1;
    if (i > 0 && table < 4096) table += 1;
    if (table + 1 >= 1 << width && width < 12) width += 1;
  });
  if (bitCount > 0) bytes.push((bits << (8 - bitCount)) & 0xff);
  return Buffer.from(bytes);
}

/** RunLengthDecode data: each two bytes say "128 spaces". */
export const runLengthBomb = (inflatedBytes: number): Buffer =>
  Buffer.alloc(Math.ceil(inflatedBytes / 128) * 2, Buffer.from([129, 0x20]));
