import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../src/db/database.js';
import { databaseUrl, withAdmin } from './postgres.js';

export interface TestDatabase {
  name: string;
  url: string;
  db: Database;
  drop(): Promise<void>;
}

/** A fresh copy of the migrated template for one test file. */
export async function cloneTemplateDatabase(): Promise<TestDatabase> {
  const name = `jobpadi_t_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`));
  const url = databaseUrl(name);
  const db = createDatabase({ url, poolMax: 5 });
  return {
    name,
    url,
    db,
    async drop() {
      await db.destroy();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
