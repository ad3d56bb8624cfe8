/** One PDF object: a dictionary alone, or a stream's dictionary and its bytes. */
export type PdfObject = string | [dictionary: string, stream: Buffer];

/**
 * A PDF file of these objects, numbered from 1 (the first is the catalog), with a correct xref
 * table: small hand-made PDFs for the readers' tests.
 */
export function pdfFile(objects: readonly PdfObject[]): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Buffer | string) => {
    const b = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(b);
    length += b.length;
  };
  push('%PDF-1.4\n');
  objects.forEach((o, i) => {
    offsets.push(length);
    if (typeof o === 'string') push(`${i + 1} 0 obj\n${o}\nendobj\n`);
    else {
      push(`${i + 1} 0 obj\n${o[0]}\nstream\n`);
      push(o[1]);
      push('\nendstream\nendobj\n');
    }
  });
  const xref = length;
  push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`,
  );
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
