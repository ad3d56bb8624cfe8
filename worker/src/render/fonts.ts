import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The embedded font: Inter (SIL OFL) from @fontsource/inter, as data: URLs so a render needs no
 * network at all (every request from the page is refused). Each print page loads these faces
 * once, when it opens (page-fonts.ts), and keeps them for every document it prints.
 *
 * @fontsource splits each weight into subsets by `unicode-range`. Basic Latin lives in `latin`;
 * the naira sign ₦ (U+20A6) lives in `latin-ext` (U+20A0-20AB). We embed exactly the subsets whose
 * range covers the characters we must have, and check it here: a package update that moved ₦
 * elsewhere fails loudly instead of printing a fallback glyph.
 */
// Regular and bold only: every design uses just these two, and each face costs parse time per page.
const WEIGHTS = [400, 700] as const;
const REQUIRED = ['A'.codePointAt(0) as number, 0x20a6];

interface FontFace {
  subset: string;
  weight: number;
  file: string;
  unicodeRange: string;
}

const packageDir = (): string =>
  dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json'));

/** The @font-face rules of one weight file (e.g. 400.css), parsed. */
function faces(dir: string, weight: number): FontFace[] {
  const css = readFileSync(join(dir, `${weight}.css`), 'utf8');
  const found: FontFace[] = [];
  for (const match of css.matchAll(/\/\* inter-([a-z-]+)-\d+-normal \*\/\s*@font-face\s*{([^}]*)}/g)) {
    const body = match[2] ?? '';
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim();
    if (file && unicodeRange) found.push({ subset: match[1] ?? '', weight, file, unicodeRange });
  }
  return found;
}

/** Whether a CSS unicode-range (U+0000-00FF,U+20A6,...) includes a code point. */
export function rangeCovers(unicodeRange: string, codePoint: number): boolean {
  return unicodeRange.split(',').some((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    const end = to === undefined ? start : Number.parseInt(to, 16);
    return codePoint >= start && codePoint <= end;
  });
}

/** The latin and latin-ext subsets of one weight, checked to cover every required character. */
function needed(all: FontFace[]): FontFace[] {
  const chosen = all.filter((f) => f.subset === 'latin' || f.subset === 'latin-ext');
  for (const codePoint of REQUIRED) {
    if (!chosen.some((f) => rangeCovers(f.unicodeRange, codePoint)))
      throw new Error(
        `@fontsource/inter no longer covers U+${codePoint.toString(16).toUpperCase()} in its latin subsets`,
      );
  }
  return chosen;
}

/** One face of the embedded font: its weight, the characters it covers and its woff2 file. */
export interface EmbeddedFont {
  weight: number;
  unicodeRange: string;
  /** data:font/woff2;base64,... */
  url: string;
}

let cached: EmbeddedFont[] | undefined;

/** The faces to embed, files inlined (about 120 KB of woff2), read once per process. */
export function embeddedFonts(): EmbeddedFont[] {
  if (cached !== undefined) return cached;
  const dir = packageDir();
  cached = WEIGHTS.flatMap((weight) => needed(faces(dir, weight))).map((face) => ({
    weight: face.weight,
    unicodeRange: face.unicodeRange,
    url: `data:font/woff2;base64,${readFileSync(join(dir, 'files', face.file)).toString('base64')}`,
  }));
  return cached;
}
