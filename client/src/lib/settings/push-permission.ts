/** Spec 02 §3 "pushNotifications": the browser's desktop notifications, which need its permission. */
export type PushPermission = 'granted' | 'denied' | 'unsupported';

export const PUSH_MESSAGES = {
  denied:
    'Your browser blocked notifications from JobPadi. Allow notifications for this site in your browser’s settings, then switch this on again.',
  unsupported: 'This browser cannot show desktop notifications, so push notifications stay off here.',
  notAllowedHere: 'Push notifications are on for your account, but this browser has not allowed them yet.',
} as const;

interface NotificationApi {
  permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

const browserNotifications = (): NotificationApi | undefined =>
  typeof Notification === 'undefined' ? undefined : Notification;

/** What this browser allows now, without asking. */
export function currentPushPermission(
  source: () => NotificationApi | undefined = browserNotifications,
): PushPermission | 'default' {
  const api = source();
  if (!api) return 'unsupported';
  return api.permission === 'granted' ? 'granted' : api.permission === 'denied' ? 'denied' : 'default';
}

/**
 * Asks the browser (a prompt only when it has not been answered before). Closing the prompt
 * without choosing counts as a no: nothing was allowed.
 */
export async function requestPushPermission(
  source: () => NotificationApi | undefined = browserNotifications,
): Promise<PushPermission> {
  const api = source();
  if (!api) return 'unsupported';
  if (api.permission === 'granted') return 'granted';
  if (api.permission === 'denied') return 'denied';
  try {
    return (await api.requestPermission()) === 'granted' ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}
