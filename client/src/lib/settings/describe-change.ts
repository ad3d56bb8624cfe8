import { LANGUAGE_OPTIONS, TIMEZONE_OPTIONS, type TSettingsPatch } from '@app/shared/profile/settings';

const onOff = (on: boolean | undefined) => (on ? 'on' : 'off');
const labelOf = <T extends { id: string; label: string }>(options: readonly T[], id: string | undefined) =>
  options.find((o) => o.id === id)?.label ?? id ?? '';

/** The confirmation a saved change shows ('Dark mode is on.'). */
export function describeChange(patch: TSettingsPatch): string {
  const parts: string[] = [];
  if (patch.emailNotifications !== undefined)
    parts.push(`Email notifications are ${onOff(patch.emailNotifications)}.`);
  if (patch.pushNotifications !== undefined)
    parts.push(`Push notifications are ${onOff(patch.pushNotifications)}.`);
  if (patch.marketingEmails !== undefined)
    parts.push(`Marketing emails are ${onOff(patch.marketingEmails)}.`);
  if (patch.darkMode !== undefined) parts.push(`Dark mode is ${onOff(patch.darkMode)}.`);
  if (patch.language !== undefined)
    parts.push(`New documents will be written in ${labelOf(LANGUAGE_OPTIONS, patch.language)}.`);
  if (patch.timezone !== undefined)
    parts.push(`Dates now show in ${labelOf(TIMEZONE_OPTIONS, patch.timezone)}.`);
  if (patch.followUpDays !== undefined)
    parts.push(
      patch.followUpDays === null
        ? 'Follow-up reminders are off.'
        : `We will remind you to follow up ${patch.followUpDays} ${patch.followUpDays === 1 ? 'day' : 'days'} after you apply.`,
    );
  return parts.join(' ') || 'Your settings were saved.';
}
