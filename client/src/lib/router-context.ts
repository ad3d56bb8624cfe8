import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from './auth';
import type { Trpc } from './trpc';

/** What every route's loader and beforeLoad receive (TanStack Router "with-trpc-react-query"). */
export interface RouterContext {
  trpc: Trpc;
  queryClient: QueryClient;
  /** The session; the live value is passed to <RouterProvider context> on every render. */
  auth: Auth;
}
