import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
/** Where the landing page's code starts: the entry, the root layout and the page itself. */
const LANDING_ENTRIES = ['main.tsx', 'routes/__root.tsx', 'routes/index.tsx'];

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

/** 'ArrowRight' -> 'arrow-right', 'Building2' -> 'building-2': lucide's file names. */
const fileName = (icon: string) =>
  icon
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** The lucide icons the landing page's own code imports, followed through relative imports. */
export function landingIconNames(): Set<string> {
  const icons = new Set<string>();
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
