import { createRouter } from '@tanstack/react-router';
import { FullScreenSpinner } from './components/full-screen-spinner';
import { NotFoundPage } from './components/not-found-page';
import { PENDING_AUTH } from './lib/auth';
import type { RouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: Omit<RouterContext, 'auth'>) {
  return createRouter({
    routeTree,
    context: { ...context, auth: PENDING_AUTH },
    defaultPreload: 'intent',
    // React Query owns caching; the router should always ask it rather than keep its own copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: FullScreenSpinner,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** A route under /_authed that also needs a verified e-mail (spec 01 §2.2). */
    requireVerified?: boolean;
  }
}
