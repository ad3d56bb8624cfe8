/**
 * Chromium writes the page's <title> into the PDF's Info dictionary but not the author (its
 * PDF backend has no author field). We add it with an incremental update — a new Info object,
 * an xref section for it and a trailer pointing back to the original one — appended after the
 * original bytes, which stay untouched. Every PDF reader applies incremental updates.
 *
 * Only the classic cross-reference table Chromium (Skia) writes is handled; anything else is
 * returned unchanged rather than risk a broken file.
 */

/** A PDF text string: UTF-16BE with a byte-order mark, written in hex (no escaping pitfalls). */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex.toUpperCase()}>`;
}

export function withPdfMetadata(pdf: Buffer, meta: { title: string; author: string }): Buffer {
  // The trailer is in the last few kilobytes; latin1 keeps one character per byte for offsets.
  const tail = pdf.subarray(Math.max(0, pdf.length - 4096)).toString('latin1');
  const trailerAt = tail.lastIndexOf('trailer');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (trailerAt < 0 || !startxref) return pdf;
  const trailer = tail.slice(trailerAt, tail.lastIndexOf('startxref'));
  const size = /\/Size\s+(\d+)/.exec(trailer)?.[1];
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1];
  const info = /\/Info\s+(\d+)\s+(\d+)\s+R/.exec(trailer);
  const id = /\/ID\s*(\[[^\]]*\])/.exec(trailer)?.[1];
  if (!size || !root) return pdf;

  // Keep what Chromium wrote (producer, dates) apart from the fields we set.
  const whole = pdf.toString('latin1');
  const infoNumber = info ? Number(info[1]) : Number(size);
  const oldInfo = info
    ? (new RegExp(`(?:^|\\s)${info[1]} ${info[2]} obj\\s*<<([\\s\\S]*?)>>\\s*endobj`).exec(whole)?.[1] ?? '')
    : '';
  const keep = (key: string) => new RegExp(`/${key}\\s*(\\([^)]*\\)|<[0-9A-Fa-f]*>)`).exec(oldInfo)?.[1];
  const fields = [
    `/Title ${pdfTextString(meta.title)}`,
    `/Author ${pdfTextString(meta.author)}`,
    '/Creator (JobPadi)',
    ...['Producer', 'CreationDate', 'ModDate'].flatMap((key) => {
      const value = keep(key);
      return value ? [`/${key} ${value}`] : [];
    }),
  ];

  const objectOffset = pdf.length + 1;
  const object = `\n${infoNumber} 0 obj\n<<${fields.join('\n')}>>\nendobj\n`;
  const xrefOffset = pdf.length + Buffer.byteLength(object, 'latin1');
  const newSize = Math.max(Number(size), infoNumber + 1);
  const update =
    object +
    `xref\n0 1\n0000000000 65535 f \n${infoNumber} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \n` +
    `trailer\n<</Size ${newSize}\n/Root ${root}\n/Info ${infoNumber} 0 R\n/Prev ${startxref[1]}${id ? `\n/ID ${id}` : ''}>>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}
