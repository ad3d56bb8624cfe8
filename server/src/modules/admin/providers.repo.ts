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

/** A provider's settings as stored: the key sealed, its last 4 characters kept for display. */
export interface NewProvider {
  name: string;
  apiKeyEncrypted: Buffer | null;
  apiKeyLast4: string | null;
  baseUrl: string | null;
  model: string;
}

/** Creates or replaces a provider's settings; making it active deactivates the others first. */
export async function upsertProvider(
  db: Database,
  values: NewProvider & { isActive: boolean },
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

export type ProviderRow = Awaited<ReturnType<typeof listProviders>>[number];

export async function findProviderById(db: Database, id: string): Promise<ProviderRow | undefined> {
  return db.selectFrom('llm_providers').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findProviderByName(db: Database, name: string): Promise<ProviderRow | undefined> {
  return db.selectFrom('llm_providers').select(PUBLIC_COLUMNS).where('name', '=', name).executeTakeFirst();
}

/** The sealed key of one provider, for the one place that opens it (a connection test). */
export async function findProviderSecret(db: Database, name: string) {
  return db
    .selectFrom('llm_providers')
    .select(['name', 'api_key_encrypted', 'base_url', 'model'])
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function insertProvider(db: Database, values: NewProvider): Promise<ProviderRow | undefined> {
  return db
    .insertInto('llm_providers')
    .values({
      name: values.name,
      api_key_encrypted: values.apiKeyEncrypted,
      api_key_last4: values.apiKeyLast4,
      base_url: values.baseUrl,
      model: values.model,
      is_active: false,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirst();
}

/**
 * Changes a provider's model and base URL, and its key when `key` is given (null removes it).
 * A changed setting forgets the last connection test: it tested something else.
 */
export async function updateProviderSettings(
  db: Database,
  id: string,
  values: {
    key?: { encrypted: Buffer | null; last4: string | null };
    baseUrl: string | null;
    model: string;
  },
  now: Date,
): Promise<ProviderRow | undefined> {
  return db
    .updateTable('llm_providers')
    .set({
      model: values.model,
      base_url: values.baseUrl,
      ...(values.key ? { api_key_encrypted: values.key.encrypted, api_key_last4: values.key.last4 } : {}),
      last_test_ok: null,
      last_tested_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirst();
}

/**
 * Makes one provider the active one, inside the caller's transaction: the others first (the
 * unique index on the active flag is checked row by row), then this one.
 */
export async function activateProviderRow(
  trx: Database,
  id: string,
  now: Date,
): Promise<ProviderRow | undefined> {
  await trx
    .updateTable('llm_providers')
    .set({ is_active: false, updated_at: now })
    .where('is_active', '=', true)
    .where('id', '!=', id)
    .execute();
  return trx
    .updateTable('llm_providers')
    .set({ is_active: true, updated_at: now })
    .where('id', '=', id)
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirst();
}

export async function recordConnectionTest(db: Database, name: string, ok: boolean, at: Date): Promise<void> {
  await db
    .updateTable('llm_providers')
    .set({ last_test_ok: ok, last_tested_at: at })
    .where('name', '=', name)
    .execute();
}
