import type * as TrpcModule from './trpc';

/** The tRPC bindings and the app's one client, once their chunk has arrived. */
export interface TrpcBundle {
  module: typeof TrpcModule;
  client: TrpcModule.TrpcClient;
}

let loading: Promise<TrpcBundle> | null = null;
let loaded: TrpcBundle | null = null;

/**
 * Fetches the tRPC client code (~11 KB compressed) on first need rather than with every page: the
 * landing page and the legal pages never call the API, and on a slow mobile link that is most of
 * a second. Later calls share the first; a failed fetch (offline) is tried again next time.
 */
export function loadTrpc(): Promise<TrpcBundle> {
  loading ??= import('./trpc').then(
    (module) => {
      loaded = { module, client: module.createTrpcClient() };
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The bundle if it has arrived, so a render need not wait a tick for an already-settled load. */
export const loadedTrpc = (): TrpcBundle | null => loaded;

export const loadTrpcClient = (): Promise<TrpcModule.TrpcClient> =>
  loadTrpc().then((bundle) => bundle.client);

/** Pages whose code never calls the API: everything else starts fetching the client on the way in. */
const PAGES_WITHOUT_API = new Set(['/', '/privacy-policy', '/terms-of-service']);

export function pageNeedsApi(pathname: string): boolean {
  return !PAGES_WITHOUT_API.has(pathname.replace(/\/+$/, '') || '/');
}
