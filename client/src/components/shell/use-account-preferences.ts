import { useEffect, useState } from 'react';
import { displayTimeZone, setDisplayTimeZone } from '../../lib/format-date';
import { setTheme } from '../../lib/use-theme';
import { useSettingsQuery } from '../settings/use-settings';

/**
 * The account's settings that shape every signed-in page: dark mode and the timezone dates are
 * shown in. When they arrive (sign-in, reload, another device changed them) the stored setting
 * wins over what this device remembered. Returns a number that changes when the timezone
 * arrived different from the one the page was drawn with, so the page can be drawn again.
 */
export function useAccountPreferences(): number {
  const settings = useSettingsQuery();
  const darkMode = settings.data?.darkMode;
  const timezone = settings.data?.timezone;
  const [redraws, setRedraws] = useState(0);

  useEffect(() => {
    if (darkMode !== undefined) setTheme(darkMode ? 'dark' : 'light');
  }, [darkMode]);

  useEffect(() => {
    // A change made on this page was applied before it was sent (use-settings.ts); only a
    // timezone that differs from the one on screen needs the dates drawn again.
    if (!timezone || timezone === displayTimeZone()) return;
    setDisplayTimeZone(timezone);
    setRedraws((n) => n + 1);
  }, [timezone]);

  return redraws;
}
