import { describe, expect, it } from 'vitest';
import { generationNotice, shouldNotify } from './desktop-notification';
import { currentPushPermission, requestPushPermission } from './push-permission';

const browser = (permission: NotificationPermission, answer: NotificationPermission = permission) => {
  let asked = 0;
  return {
    get asked() {
      return asked;
    },
    permission,
    requestPermission: async () => {
      asked += 1;
      return answer;
    },
  };
};

describe('push permission', () => {
  it('asks only when the browser has not been answered before', async () => {
    const fresh = browser('default', 'granted');
    await expect(requestPushPermission(() => fresh)).resolves.toBe('granted');
    expect(fresh.asked).toBe(1);
    const blocked = browser('denied');
    await expect(requestPushPermission(() => blocked)).resolves.toBe('denied');
    expect(blocked.asked).toBe(0);
  });

  it('treats a closed prompt as a refusal and a browser without the API as unsupported', async () => {
    await expect(requestPushPermission(() => browser('default', 'default'))).resolves.toBe('denied');
    expect(currentPushPermission(() => undefined)).toBe('unsupported');
    expect(currentPushPermission(() => browser('granted'))).toBe('granted');
  });
});

describe('desktop notifications', () => {
  it('show only when switched on, allowed, and the page is out of sight', () => {
    const on = { pushNotifications: true };
    expect(shouldNotify(on, 'granted', 'hidden')).toBe(true);
    expect(shouldNotify(on, 'granted', 'visible')).toBe(false);
    expect(shouldNotify(on, 'denied', 'hidden')).toBe(false);
    expect(shouldNotify({ pushNotifications: false }, 'granted', 'hidden')).toBe(false);
    expect(shouldNotify(undefined, 'granted', 'hidden')).toBe(false);
  });

  it('say whether the documents are ready or the generation failed', () => {
    expect(generationNotice(true).title).toBe('Your documents are ready');
    expect(generationNotice(false).body).toContain('Nothing was charged');
  });
});
