import { z } from 'zod';
import { APPLICATION_LIMITS, ZFollowUpDays } from '../applications/schemas.js';
import { DEFAULT_TIME_ZONE, TIMEZONE_IDS, type TimezoneId } from '../format/time.js';
import { SETTINGS_MESSAGES as M } from './messages.js';

/** The languages documents are written in (DECISIONS.md "AI providers"); the interface stays English. */
export const LANGUAGE_OPTIONS = [
  { id: 'en', label: 'English' },
  { id: 'es', label: 'Spanish' },
  { id: 'fr', label: 'French' },
  { id: 'de', label: 'German' },
] as const;
export type LanguageId = (typeof LANGUAGE_OPTIONS)[number]['id'];
export const LANGUAGE_IDS = LANGUAGE_OPTIONS.map((o) => o.id) as [LanguageId, ...LanguageId[]];

// The timezones live with the one date formatter (no zod there, for the public pages).
export { TIMEZONE_IDS, TIMEZONE_OPTIONS, type TimezoneId } from '../format/time.js';

/** GET /api/settings, PATCH /api/settings answer, `settings.get` / `settings.update`. */
export interface SettingsDto {
  /** Reminder and support e-mails; account-security e-mails are sent whatever it says. */
  emailNotifications: boolean;
  /** The browser's desktop notifications (the client asks the browser's permission). */
  pushNotifications: boolean;
  marketingEmails: boolean;
  darkMode: boolean;
  /** The language generated documents are written in. */
  language: LanguageId;
  /** How dates are shown across the product; West Africa Time until the person chooses another. */
  timezone: TimezoneId;
  /** Always false: no control is shown and the server refuses true. */
  twoFactorAuth: boolean;
  /**
   * Follow-up reminder after this many days an application stays "applied" with no change
   * (1–60), or null: reminders off (issue 30). Reminder e-mails also follow emailNotifications.
   */
  followUpDays: number | null;
}

export const DEFAULT_SETTINGS: SettingsDto = {
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: false,
  darkMode: false,
  language: 'en',
  timezone: DEFAULT_TIME_ZONE,
  twoFactorAuth: false,
  followUpDays: APPLICATION_LIMITS.defaultFollowUpDays,
};

const toggle = (label: string) => z.boolean({ error: M.boolean(label) }).optional();

/**
 * PATCH /api/settings body and `settings.update` input: the full settings object (spec 02 §7) or
 * any part of it. Unknown keys are refused by name, so a typo never silently saves nothing.
 */
export const ZSettingsPatch = z.strictObject(
  {
    emailNotifications: toggle('Email notifications'),
    pushNotifications: toggle('Push notifications'),
    marketingEmails: toggle('Marketing emails'),
    darkMode: toggle('Dark mode'),
    language: z.enum(LANGUAGE_IDS, { error: M.language }).optional(),
    timezone: z.enum(TIMEZONE_IDS, { error: M.timezone }).optional(),
    /** Accepted only as false, so the client may send back exactly what GET gave it. */
    twoFactorAuth: z.literal(false, { error: M.twoFactor }).optional(),
    followUpDays: ZFollowUpDays.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? M.unknown(issue.keys)
        : issue.code === 'invalid_type'
          ? M.notObject
          : undefined,
  },
);
export type TSettingsPatch = z.infer<typeof ZSettingsPatch>;
