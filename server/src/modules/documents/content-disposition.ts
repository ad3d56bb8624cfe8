/**
 * A Content-Disposition header any browser reads: a plain-ASCII `filename` for old clients and
 * the exact name as RFC 5987 `filename*` (UTF-8, percent-encoded) for the rest. The name itself
 * is already free of separators, quotes and control characters (downloadFilename).
 */
export function contentDisposition(type: 'attachment' | 'inline', filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  // encodeURIComponent leaves ' ( ) * unescaped; RFC 5987's attr-char does not allow them.
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
