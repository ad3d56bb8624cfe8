import type { SettingsDto, TSettingsPatch } from '@app/shared/profile/settings';

/** Spec 02 §8 "Settings and password". */
export const SETTINGS_FAILURE = {
  update: 'Failed to update settings',
  fetch: 'Failed to fetch settings',
} as const;

const changedKeys = (patch: TSettingsPatch) =>
  (Object.keys(patch) as (keyof SettingsDto)[]).filter((key) => patch[key] !== undefined);

/** What the screen shows the moment a switch is flipped, before the server has answered. */
export function applyPatch(settings: SettingsDto, patch: TSettingsPatch): SettingsDto {
  const next = { ...settings };
  for (const key of changedKeys(patch)) Object.assign(next, { [key]: patch[key] });
  return next;
}

/**
 * A failed save puts back only what that save changed: another switch flipped meanwhile (and
 * perhaps saved) keeps its new value.
 */
export function rollBack(current: SettingsDto, previous: SettingsDto, patch: TSettingsPatch): SettingsDto {
  const next = { ...current };
  for (const key of changedKeys(patch)) Object.assign(next, { [key]: previous[key] });
  return next;
}

/** The change that undoes `patch`, for what it changed outside the cache (theme, dates). */
export function undoPatch(previous: SettingsDto, patch: TSettingsPatch): TSettingsPatch {
  const undo: TSettingsPatch = {};
  for (const key of changedKeys(patch)) Object.assign(undo, { [key]: previous[key] });
  return undo;
}
