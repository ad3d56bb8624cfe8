import type { SettingsDto } from '@app/shared/profile/settings';

/** What a finished generation says on the desktop when the person is on another tab. */
export function generationNotice(succeeded: boolean): { title: string; body: string } {
  return succeeded
    ? { title: 'Your documents are ready', body: 'Open JobPadi to read, edit and download them.' }
    : { title: 'Generation failed', body: 'Nothing was charged. Open JobPadi to try again.' };
}

/**
 * Spec 02 §3 "pushNotifications": a desktop notification, only when the account switched it on,
 * this browser allowed it, and the page is not the one being looked at (then the page itself
 * shows the result).
 */
export function shouldNotify(
  settings: Pick<SettingsDto, 'pushNotifications'> | undefined,
  permission: NotificationPermission | 'unsupported',
  visibility: DocumentVisibilityState,
): boolean {
  return settings?.pushNotifications === true && permission === 'granted' && visibility === 'hidden';
}

/** Shows the notice if `shouldNotify`; clicking it brings the tab forward. */
export function notifyOnDesktop(
  settings: Pick<SettingsDto, 'pushNotifications'> | undefined,
  notice: { title: string; body: string },
): void {
  const permission = typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
  if (!shouldNotify(settings, permission, document.visibilityState)) return;
  try {
    const shown = new Notification(notice.title, { body: notice.body, icon: '/favicon.svg', tag: 'jobpadi' });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker; the page still shows the result.
  }
}
