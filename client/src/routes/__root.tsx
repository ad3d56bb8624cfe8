import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { LazyToaster } from '../components/lazy-toaster';
import { NotFoundPage } from '../components/not-found-page';
import { SignedInSupport } from '../components/support/signed-in-support';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      {/* One widget for every page (public ones too): it keeps its connection across pages. */}
      <SignedInSupport />
      <LazyToaster />
    </>
  );
}
