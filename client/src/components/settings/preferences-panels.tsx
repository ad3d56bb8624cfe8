import {
  LANGUAGE_OPTIONS,
  type SettingsDto,
  TIMEZONE_OPTIONS,
  type TSettingsPatch,
} from '@app/shared/profile/settings';
import { formatDateTime } from '../../lib/format-date';
import { Panel } from '../billing/panel';
import { SettingSelect } from './setting-select';
import { SettingSwitch } from './setting-switch';

type PanelProps = { settings: SettingsDto; save: (patch: TSettingsPatch) => void };

/** The dark-mode switch, the same setting as the header's theme button. */
export function AppearancePanel({ settings, save }: PanelProps) {
  return (
    <Panel id="appearance" title="Appearance">
      <div className="mt-4">
        <SettingSwitch
          label="Dark mode"
          description="Use the dark theme on every device you sign in on."
          checked={settings.darkMode}
          onCheckedChange={(on) => save({ darkMode: on })}
        />
      </div>
    </Panel>
  );
}

/** The language documents are written in, and the timezone dates are shown in. */
export function LanguageRegionPanel({ settings, save }: PanelProps) {
  return (
    <Panel id="language-region" title="Language and Region">
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <SettingSelect
          label="Language"
          hint="The language your cover letters and resumes are written in. JobPadi itself stays in English."
          value={settings.language}
          options={LANGUAGE_OPTIONS}
          onChange={(language) => save({ language })}
        />
        <SettingSelect
          label="Timezone"
          hint={`Dates across JobPadi use this clock. Now: ${formatDateTime(new Date(), settings.timezone)}.`}
          value={settings.timezone}
          options={TIMEZONE_OPTIONS}
          onChange={(timezone) => save({ timezone })}
        />
      </div>
    </Panel>
  );
}
