import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module start-all.ts loads at start (static imports, type-only ones left out). */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(file, 'utf8');
  for (const [, clause, specifier] of source.matchAll(/^import\s+([\s\S]*?)\s+from\s+'([^']+)';/gm)) {
    if (!specifier || clause?.startsWith('type ')) continue;
    if (!specifier.startsWith('.')) {
      seen.add(specifier);
      continue;
    }
    const path = join(dirname(file), specifier.replace(/\.js$/, '.ts'));
    if (seen.has(path)) continue;
    seen.add(path);
    staticImports(path, seen);
  }
  return seen;
}

describe("npm start's supervisor", () => {
  it('loads nothing but Node itself and the launch files that start processes', () => {
    const loaded = [...staticImports(join(here, 'start-all.ts'))];
    expect(loaded.filter((m) => !m.startsWith('/') && !m.startsWith('node:'))).toEqual([]);
    expect(loaded.filter((m) => m.startsWith('/')).map((m) => m.slice(here.length + 1))).toEqual(
      expect.arrayContaining(['processes.ts', 'services/embedded-postgres.ts', 'services/redis.ts']),
    );
    expect(loaded.every((m) => m.startsWith('node:') || m.startsWith(here))).toBe(true);
  });
});
