import { parseTimeZone, type TimezoneId } from '@app/shared';
import type { Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { UserSettings } from '../../db/database.types.js';

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

/** The clock dates are written on for this person (screens and e-mails); West Africa Time until chosen. */
export async function findTimeZone(db: Database, userId: string): Promise<TimezoneId> {
  const row = await db
    .selectFrom('user_settings')
    .select('timezone')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return parseTimeZone(row?.timezone);
}

export const SETTINGS_COLUMNS = [
  'email_notifications',
  'push_notifications',
  'marketing_emails',
  'dark_mode',
  'language',
  'timezone',
  'two_factor_auth',
  'follow_up_days',
] as const;

export type SettingsRow = Pick<Selectable<UserSettings>, (typeof SETTINGS_COLUMNS)[number]>;
export type SettingsChange = Pick<Updateable<UserSettings>, (typeof SETTINGS_COLUMNS)[number]>;

/** The stored settings, or undefined for an account that never changed one (defaults apply). */
export async function findSettings(db: Database, userId: string): Promise<SettingsRow | undefined> {
  return db
    .selectFrom('user_settings')
    .select(SETTINGS_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Writes the given settings, creating the row with the defaults for the others on first use.
 * One statement, so two quick toggles from two tabs never lose each other's change.
 */
export async function upsertSettings(
  db: Database,
  userId: string,
  change: SettingsChange,
  now: Date,
): Promise<SettingsRow> {
  return db
    .insertInto('user_settings')
    .values({ user_id: userId, ...change, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...change, updated_at: now }))
    .returning(SETTINGS_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Whether the account lets us send e-mails of a kind it can switch off (null: never saved). */
export async function findEmailSwitches(
  db: Database,
  userId: string,
): Promise<{ email_notifications: boolean; marketing_emails: boolean } | undefined> {
  return db
    .selectFrom('user_settings')
    .select(['email_notifications', 'marketing_emails'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
