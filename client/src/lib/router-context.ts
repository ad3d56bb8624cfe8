import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from './auth';

/** What every route's loader and beforeLoad receive. Pages reach the API through useTRPC() (components/with-api). */
export interface RouterContext {
  queryClient: QueryClient;
  /** The session; the live value is passed to <RouterProvider context> on every render. */
  auth: Auth;
}
