import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
/**
 * Where the public pages' code starts: the entry, the root layout and the landing page, plus the
 * sign-in and sign-up pages (their few icons cost the landing page well under 1 KB; without them
 * signing in downloaded every signed-in icon, 5 KB).
 */
const LANDING_ENTRIES = [
  'main.tsx',
  'routes/__root.tsx',
  'routes/index.tsx',
  'routes/login.tsx',
  'routes/register.tsx',
];

// Static imports only: what a page fetches later (lazy components) is not part of its first load.
const RELATIVE_IMPORT = /(?:import|export)(?!\s+type\b)[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;
// Every route's definition, but each page's component is split off into its own chunk.
const ROUTE_TREE = 'routeTree.gen.ts';
const LUCIDE_IMPORT = /import\s*\{([^}]+)\}\s*from\s*['"]lucide-react['"]/g;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.tsx`, `${base}.ts`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** 'ArrowRight' -> 'arrow-right', 'Building2' -> 'building-2': lucide's usual file names. */
const guessedFileName = (icon: string) =>
  icon
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/**
 * Every name lucide exports, mapped to its icon's file, read from lucide's own index: renamed
 * icons keep their old names as aliases ('TriangleAlert' is icons/triangle-exclamation-point),
 * which a name-to-file rule would miss, leaving such an icon in the signed-in group.
 */
function lucideFiles(): Map<string, string> {
  const files = new Map<string, string>();
  try {
    // Resolved from the app's sources: this file also runs bundled into Vite's config.
    const cjs = createRequire(resolve(SRC, 'main.tsx')).resolve('lucide-react');
    const index = readFileSync(resolve(dirname(cjs), '../esm/lucide-react.mjs'), 'utf8');
    for (const line of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)\.mjs'/g)) {
      for (const name of (line[1] ?? '').matchAll(/default as (\w+)/g)) {
        files.set(name[1] ?? '', line[2] ?? '');
      }
    }
  } catch {
    // Another layout of the package: the usual rule below still covers most names.
  }
  return files;
}

/** The lucide icons the landing page's own code imports, followed through relative imports. */
export function landingIconNames(): Set<string> {
  const icons = new Set<string>();
  const files = lucideFiles();
  const fileName = (icon: string) => files.get(icon) ?? guessedFileName(icon);
  const seen = new Set<string>();
  const queue = LANDING_ENTRIES.map((entry) => resolve(SRC, entry));
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(LUCIDE_IMPORT)) {
      for (const name of (match[1] ?? '').split(',')) {
        const icon = name.trim().split(/\s+as\s+/)[0];
        if (icon && !icon.startsWith('type ')) icons.add(fileName(icon));
      }
    }
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      const next = resolveSource(file, match[1] ?? '');
      if (next && !next.endsWith(ROUTE_TREE)) queue.push(next);
    }
  }
  return icons;
}

/**
 * The chunk-group test for the landing page's icons (and lucide's shared base they all need):
 * the landing page then downloads only its own icons, not the signed-in areas' as well.
 */
export function publicIconTest(): (id: string) => boolean {
  const icons = landingIconNames();
  return (id) => {
    const match = /node_modules[\\/]lucide-react[\\/](.*)$/.exec(id);
    if (!match) return false;
    const icon = /[\\/]icons[\\/]([^\\/]+)\.m?js$/.exec(match[1] ?? '');
    return icon ? icons.has(icon[1] ?? '') : true;
  };
}
