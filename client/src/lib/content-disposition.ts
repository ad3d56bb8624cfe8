/**
 * The file name a download should be saved under, from its Content-Disposition header. The RFC
 * 5987 `filename*` (UTF-8, percent-encoded) wins over the plain `filename`, which exists for old
 * clients and may have lost characters such as '–' or '₦'. Whatever comes back is a bare name:
 * path separators and control characters are removed, so a header can never pick a folder.
 */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = parseParams(header);
  const extended = params.get('filename*');
  const decoded = extended ? decodeExtended(extended) : null;
  return clean(decoded ?? params.get('filename') ?? null);
}

/** `attachment; filename="a;b.pdf"; filename*=UTF-8''a%3Bb.pdf` → lower-case name → value. */
function parseParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  // A parameter: name = token | quoted-string (with backslash escapes).
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of header.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (!name || params.has(name)) continue;
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? '').trim();
    params.set(name, value);
  }
  return params;
}

/** RFC 5987: charset'language'percent-encoded. Only UTF-8 (and its ASCII subset) is read. */
function decodeExtended(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  if (charset !== 'utf-8' && charset !== 'us-ascii' && charset !== '') return null;
  try {
    return decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
}

function clean(name: string | null): string | null {
  if (name === null) return null;
  const base =
    name
      .split(/[/\\]/)
      .pop()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      .trim() ?? '';
  return base === '' || base === '.' || base === '..' ? null : base;
}
