import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MOVED_MARKER } from './embedded-postgres.js';

/**
 * The product's database in the embedded PostgreSQL that `npm start` is running from
 * `<dataDir>/postgres` (or where it moved it), or null when none is running there. Its port changes
 * at every start; PostgreSQL writes it on the 4th line of postmaster.pid while it runs.
 */
export function runningEmbeddedDatabaseUrl(dataDir: string): string | null {
  let place = join(dataDir, 'postgres');
  const marker = join(place, MOVED_MARKER);
  if (existsSync(marker)) place = readFileSync(marker, 'utf8').trim();
  try {
    const port = Number(readFileSync(join(place, 'postmaster.pid'), 'utf8').split('\n')[3]);
    return Number.isInteger(port) && port > 0 ? `postgres://postgres@127.0.0.1:${port}/jobpadi` : null;
  } catch {
    return null;
  }
}
