import {
  DEFAULT_SETTINGS,
  LANGUAGE_IDS,
  type LanguageId,
  type SettingsDto,
  TIMEZONE_IDS,
  type TimezoneId,
  type TSettingsPatch,
} from '@app/shared';
import type { Deps } from '../../deps.js';
import { findSettings, type SettingsChange, type SettingsRow, upsertSettings } from './settings.repo.js';

type SettingsDeps = Pick<Deps, 'db' | 'clock'>;

// The columns allow more than the choices (timezone is free text): a value from an older
// release reads as the default rather than breaking the page.
const oneOf = <T extends string>(choices: readonly T[], value: string, fallback: T): T =>
  (choices as readonly string[]).includes(value) ? (value as T) : fallback;

export function toSettingsDto(row: SettingsRow | undefined): SettingsDto {
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    emailNotifications: row.email_notifications,
    pushNotifications: row.push_notifications,
    marketingEmails: row.marketing_emails,
    darkMode: row.dark_mode,
    language: oneOf<LanguageId>(LANGUAGE_IDS, row.language, DEFAULT_SETTINGS.language),
    timezone: oneOf<TimezoneId>(TIMEZONE_IDS, row.timezone, DEFAULT_SETTINGS.timezone),
    twoFactorAuth: row.two_factor_auth,
    followUpDays: row.follow_up_days,
  };
}

export async function getSettings(deps: Pick<Deps, 'db'>, userId: string): Promise<SettingsDto> {
  return toSettingsDto(await findSettings(deps.db, userId));
}

/** Saves what the patch names (every switch saves at once on the settings page); answers all of them. */
export async function updateSettings(
  deps: SettingsDeps,
  userId: string,
  patch: TSettingsPatch,
): Promise<SettingsDto> {
  const change: SettingsChange = {};
  if (patch.emailNotifications !== undefined) change.email_notifications = patch.emailNotifications;
  if (patch.pushNotifications !== undefined) change.push_notifications = patch.pushNotifications;
  if (patch.marketingEmails !== undefined) change.marketing_emails = patch.marketingEmails;
  if (patch.darkMode !== undefined) change.dark_mode = patch.darkMode;
  if (patch.language !== undefined) change.language = patch.language;
  if (patch.timezone !== undefined) change.timezone = patch.timezone;
  if (patch.followUpDays !== undefined) change.follow_up_days = patch.followUpDays;
  if (Object.keys(change).length === 0) return getSettings(deps, userId);
  return toSettingsDto(await upsertSettings(deps.db, userId, change, deps.clock.now()));
}
