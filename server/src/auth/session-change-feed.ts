import { type ChangeFeed, type ChangeSubscriber, followChanges } from '../db/change-feed.js';
import type { Logger } from '../logger.js';
import type { SessionCache } from './session-cache.js';

/** The channel the migration's triggers notify with a user id on every user or session change. */
export const AUTH_CHANGES_CHANNEL = 'auth_changed';

/**
 * Keeps `cache` honest: each notification evicts the user it names, and the cache is switched
 * off while the feed is down, so nothing stale is served.
 */
export function authChangeSubscriber(cache: SessionCache): ChangeSubscriber {
  return {
    channel: AUTH_CHANGES_CHANNEL,
    notify: (userId) => {
      if (userId) cache.evictUser(userId);
    },
    setLive: (live) => cache.setLive(live),
  };
}

/** A feed for the session cache alone (tests); a server shares one with its other caches (deps.ts). */
export function followAuthChanges(url: string, cache: SessionCache, logger: Logger): ChangeFeed {
  return followChanges(url, [authChangeSubscriber(cache)], logger);
}
