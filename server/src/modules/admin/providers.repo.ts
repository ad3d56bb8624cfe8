import type { Database } from '../../db/database.js';

/** Never selects the sealed key by accident: callers that need it ask for it by name. */
const PUBLIC_COLUMNS = [
  'id',
  'name',
  'api_key_last4',
  'base_url',
  'model',
  'is_active',
  'last_test_ok',
  'last_tested_at',
  'updated_at',
] as const;

export async function findActiveProvider(db: Database) {
  return db
    .selectFrom('llm_providers')
    .select([...PUBLIC_COLUMNS, 'api_key_encrypted'])
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function listProviders(db: Database) {
  return db.selectFrom('llm_providers').select(PUBLIC_COLUMNS).orderBy('name').execute();
}

/** Creates or replaces a provider's settings; making it active deactivates the others first. */
export async function upsertProvider(
  db: Database,
  values: {
    name: string;
    apiKeyEncrypted: Buffer | null;
    apiKeyLast4: string | null;
    baseUrl: string | null;
    model: string;
    isActive: boolean;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (values.isActive)
      await trx
        .updateTable('llm_providers')
        .set({ is_active: false })
        .where('is_active', '=', true)
        .execute();
    await trx
      .insertInto('llm_providers')
      .values({
        name: values.name,
        api_key_encrypted: values.apiKeyEncrypted,
        api_key_last4: values.apiKeyLast4,
        base_url: values.baseUrl,
        model: values.model,
        is_active: values.isActive,
      })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({
          api_key_encrypted: values.apiKeyEncrypted,
          api_key_last4: values.apiKeyLast4,
          base_url: values.baseUrl,
          model: values.model,
          is_active: values.isActive,
          updated_at: new Date(),
        }),
      )
      .execute();
  });
}
