import { pickStrings } from './search-params';

export const CALLBACK_SEARCH_KEYS = ['code', 'state', 'error', 'provider'] as const;
export type CallbackSearch = Partial<Record<(typeof CALLBACK_SEARCH_KEYS)[number], string>>;

export function validateCallbackSearch(search: Record<string, unknown>): CallbackSearch {
  return pickStrings(search, CALLBACK_SEARCH_KEYS);
}

export const SUPPORTED_PROVIDERS = ['google'] as const;
export type OAuthProvider = (typeof SUPPORTED_PROVIDERS)[number];

export type CallbackPlan =
  | { kind: 'fail'; message: string }
  | { kind: 'exchange'; provider: OAuthProvider; code: string; state: string };

/** Spec 01 §2.10 and §8: what the social-login callback does with its query parameters. */
export function planCallback(search: CallbackSearch): CallbackPlan {
  if (search.error) return { kind: 'fail', message: `Authentication failed: ${search.error}` };
  if (!search.code) return { kind: 'fail', message: 'Authorization code missing from callback' };
  const provider = SUPPORTED_PROVIDERS.find((p) => p === (search.provider ?? 'google'));
  // Without state the server cannot tie the answer to this browser, so it would refuse anyway.
  if (!provider || !search.state) return { kind: 'fail', message: 'Authentication failed' };
  return { kind: 'exchange', provider, code: search.code, state: search.state };
}

export const CALLBACK_NETWORK_ERROR = 'Network error during authentication';
