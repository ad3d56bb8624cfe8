import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a public page downloads before it is usable, from the client build (client/dist): its
 * prerendered HTML and the files that HTML links outside /assets (theme script, icon), then,
 * from Vite's manifest (.vite/manifest.json), the entry chunk, the page's route chunks (the
 * router's code-split component of `src/routes/<file>`), everything they import statically, and
 * their CSS. Dynamic imports (lazy widgets, dialogs, other pages) are not counted: a page fetches
 * them later or never.
 *
 * Sizes are what the server sends a browser that accepts brotli: the `.br` file written by
 * client/scripts/compress.mjs (brotli at its highest quality) where there is one, else the file
 * itself (compress.mjs leaves files under 1 KB as they are). HTTP headers and API answers are not
 * counted (bench/first-load measures those on the wire).
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageFile {
  /** Path under dist/, e.g. assets/index-abc.js. */
  file: string;
  /** Bytes sent (brotli where the build has a .br copy). */
  bytes: number;
}

export const readManifest = (distDir: string): Manifest =>
  JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * The manifest's files for a page: the entry and the route chunks of `routeFile` (e.g.
 * 'src/routes/index.tsx'), with their static imports and CSS, each once.
 */
export function manifestFiles(manifest: Manifest, routeFile: string): string[] {
  const entries = Object.entries(manifest);
  const starts = entries
    .filter(([key, chunk]) => chunk.isEntry || key.startsWith(`${routeFile}?tsr-split=`))
    .map(([key]) => key);
  if (!starts.some((key) => key.startsWith(`${routeFile}?`))) {
    throw new Error(`the manifest has no code-split chunk for ${routeFile}`);
  }
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no entry for it`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of starts) visit(key);
  return [...files];
}

/** Root-relative files the HTML links outside /assets (the manifest covers those). */
export function htmlLinkedFiles(html: string): string[] {
  const linked = [...html.matchAll(/\s(?:src|href)="\/([^"/][^"]*)"/g)].map((match) => match[1] as string);
  return [...new Set(linked.filter((path) => !path.startsWith('assets/')))];
}

/** Bytes the server sends for a dist file to a browser that accepts brotli. */
export function sentBytes(distDir: string, file: string): number {
  const path = join(distDir, file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

/** Every file a page loads first, with its size, largest first. */
export function pageWeight(distDir: string, page: { html: string; routeFile: string }): PageFile[] {
  const html = readFileSync(join(distDir, page.html), 'utf8');
  const files = [
    page.html,
    ...htmlLinkedFiles(html).filter((file) => existsSync(join(distDir, file))),
    ...manifestFiles(readManifest(distDir), page.routeFile),
  ];
  return files.map((file) => ({ file, bytes: sentBytes(distDir, file) })).sort((a, b) => b.bytes - a.bytes);
}

export const totalKB = (files: PageFile[]): number => files.reduce((sum, f) => sum + f.bytes, 0) / 1024;
