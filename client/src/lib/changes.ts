import { partialMatchKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { refetchAfterChange } from './query-client';

/**
 * What a person can change on the server, and which screens show it (issue 28: every list that
 * shows a change is current without a reload). Answers never go stale by themselves (spec 01 §9:
 * `staleTime: Infinity`), so a change that forgets a screen leaves it wrong until a reload: a list
 * read before a generation, then written over from a save's answer, said "No documents yet". Every
 * mutation that changes these names its change here, and `afterChange` does the rest.
 */
export type Change =
  | 'document-saved'
  | 'document-design'
  | 'document-deleted'
  | 'generation-started'
  | 'generation-finished'
  | 'payment'
  /** An application saved, moved, marked as applied, noted or deleted (issue 30). */
  | 'application-changed';

export interface Touches {
  /**
   * Lists a person opens next (My Documents, the dashboard's recent documents, the usage): fetched
   * again at once even while no screen shows them, so they open current, never with an old answer
   * first.
   */
  lists: readonly string[];
  /** Everything else under these tRPC paths: fetched again if on screen, else when next shown. */
  rest: readonly string[];
  /** The signed-in user (credits left, plan, name in the shell) is asked for again. */
  user: boolean;
}

export const CHANGES: Readonly<Record<Change, Touches>> = {
  // An application shows its documents' titles and its resume's score history.
  'document-saved': { lists: ['documents.list'], rest: ['documents', 'applications'], user: false },
  'document-design': { lists: ['documents.list'], rest: ['documents'], user: false },
  'document-deleted': { lists: ['documents.list'], rest: ['documents', 'applications'], user: false },
  // Credits are reserved when a generation starts, spent or given back when it ends.
  'generation-started': { lists: [], rest: ['billing.overview'], user: true },
  'generation-finished': {
    lists: ['documents.list', 'billing.overview', 'applications.list', 'applications.overview'],
    rest: ['documents', 'billing', 'applications'],
    user: true,
  },
  payment: { lists: ['billing.overview', 'billing.payments'], rest: ['billing'], user: true },
  'application-changed': {
    lists: ['applications.list', 'applications.overview'],
    rest: ['applications'],
    user: false,
  },
};

/** The key prefix of every query under a tRPC path, as @trpc/tanstack-react-query writes keys. */
export const pathKey = (path: string): QueryKey => [path.split('.')];

/**
 * Brings every screen that shows `change` up to date: the lists at once, the rest when shown, and
 * the signed-in user through `refreshUser` (the AuthProvider's refresh). A fetch already in flight
 * is replaced (refetchAfterChange), since it may have read the server before the change.
 */
export async function afterChange(
  queryClient: QueryClient,
  change: Change,
  refreshUser?: () => Promise<unknown>,
): Promise<void> {
  const { lists, rest, user } = CHANGES[change];
  const listKeys = lists.map(pathKey);
  const isList = (query: Query) => listKeys.some((key) => partialMatchKey(query.queryKey, key));
  await Promise.all([
    ...listKeys.map((queryKey) => refetchAfterChange(queryClient, { queryKey, refetchType: 'all' })),
    ...rest.map((path) =>
      refetchAfterChange(queryClient, { queryKey: pathKey(path), predicate: (query) => !isList(query) }),
    ),
    user && refreshUser ? refreshUser() : undefined,
  ]);
}
