import type { UserDto } from '@app/shared/auth/user';
import type { TSettingsPatch } from '@app/shared/profile/settings';
import { useCallback } from 'react';
import { describeChange } from '../../lib/settings/describe-change';
import { SETTINGS_FAILURE } from '../../lib/settings/settings-state';
import { useSessionGone } from '../documents/use-session-gone';
import { DataRightsPanel } from './data-rights-panel';
import { NotificationsPanel } from './notifications-panel';
import { AppearancePanel, LanguageRegionPanel } from './preferences-panels';
import { RetryAlert } from './retry-alert';
import { SettingsSkeleton } from './settings-skeleton';
import { TutorialPanel } from './tutorial-panel';
import { useSettingsQuery, useUpdateSettings } from './use-settings';

/**
 * Spec 02 §2 /settings 'Account Settings': every change is saved the moment it is made. The
 * tutorial reset and the data rights do not depend on the settings having loaded.
 */
export function SettingsPage({ user }: { user: UserDto }) {
  const settings = useSettingsQuery();
  useSessionGone(settings.error);
  const update = useUpdateSettings({ confirm: describeChange });
  const save = useCallback((patch: TSettingsPatch) => update.mutate(patch), [update.mutate]);

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Account Settings
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Changes are saved as soon as you make them.</p>
      </div>
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <RetryAlert
          error={settings.error}
          fallback={SETTINGS_FAILURE.fetch}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <NotificationsPanel user={user} settings={settings.data} save={save} />
          <AppearancePanel settings={settings.data} save={save} />
          <LanguageRegionPanel settings={settings.data} save={save} />
        </>
      )}
      <TutorialPanel />
      <DataRightsPanel user={user} />
    </div>
  );
}
