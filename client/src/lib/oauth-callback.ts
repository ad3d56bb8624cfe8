import { textSearch } from './search-params';

/** The query the social-login provider sends back (spec 01 §2.10). */
export const readCallbackSearch = textSearch(['code', 'state', 'error', 'provider']);
export type CallbackSearch = ReturnType<typeof readCallbackSearch>;

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
