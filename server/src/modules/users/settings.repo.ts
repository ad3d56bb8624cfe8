import type { Database } from '../../db/database.js';

export type Language = 'en' | 'es' | 'fr' | 'de';

/** The language documents are written in; English until the user chooses otherwise. */
export async function findLanguage(db: Database, userId: string): Promise<Language> {
  const row = await db
    .selectFrom('user_settings')
    .select('language')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (row?.language as Language | undefined) ?? 'en';
}
