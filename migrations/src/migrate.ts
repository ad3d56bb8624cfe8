import { type Kysely, Migrator } from 'kysely';
import { migrations } from './index.js';

export interface MigrationOutcome {
  applied: string[];
}

/** Runs every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
