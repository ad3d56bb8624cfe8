// Runs last in the client build: writes a brotli (.br) and a gzip (.gz) copy next to every text
// file in dist/, so the server (@fastify/static `preCompressed`) sends them without compressing
// per request, at the strongest settings, which would be too slow to use on the fly.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
// Below this, a compressed answer saves less than its own headers cost.
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

let raw = 0;
let compressed = 0;
for await (const path of files(distDir)) {
  if ((await stat(path)).size < MIN_BYTES) continue;
  const body = await readFile(path);
  const br = await brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzipped = await gz(body, { level: constants.Z_BEST_COMPRESSION });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gzipped);
  raw += body.length;
  compressed += br.length;
}
console.log(
  `compressed dist/: ${(raw / 1024).toFixed(0)} kB -> ${(compressed / 1024).toFixed(0)} kB with brotli`,
);
