/**
 * Where an address may send a person after signing in: a path on this site, never another one.
 *
 * Prefix checks are not enough: '/.//evil.example' and '/a/..//evil.example' start with one
 * slash, yet normalise to '//evil.example', which a browser follows to another host; and URL
 * parsers drop tabs and newlines, so '/\t/evil.example' does too. So the value is resolved the
 * way a browser would, against the app's origin, and accepted only when it stays there; the
 * normalised path is returned, so what is followed later is exactly what was checked.
 */
const PLACEHOLDER_ORIGIN = 'https://app.invalid';

const hasControl = (value: string): boolean => {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
};

export function sameSitePath(value: unknown, origin: string = PLACEHOLDER_ORIGIN): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return null;
  if (value.includes('\\') || hasControl(value)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Still protocol-relative after normalising: followed as is, it would leave the site.
  return path.startsWith('//') ? null : path;
}
