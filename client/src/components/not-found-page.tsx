import { lazy, Suspense } from 'react';
import { useAuth } from '../lib/auth';
import { BackLink } from './back-link';
import { buttonClass } from './button-styles';
import { FullScreenSpinner } from './full-screen-spinner';
import { LogoLink } from './logo-link';
import { NotFoundMessage } from './not-found-message';

export { NOT_FOUND_TITLE } from './not-found-message';

// The router's 404 is in every page's first chunk; the signed-in one brings the whole product
// shell (menus, dialogs, the tRPC client), so it is fetched only when a signed-in person meets it.
const SignedInNotFound = lazy(() =>
  import('./signed-in-not-found').then((m) => ({ default: m.SignedInNotFound })),
);

/**
 * An unknown address. A visitor gets the plain page with the logo and a way home; a signed-in
 * user stays inside the product. While a stored session is being confirmed, a spinner (not the
 * public page for a moment).
 */
export function NotFoundPage() {
  const { user, status } = useAuth();
  if (status === 'authenticated' && user) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <SignedInNotFound />
      </Suspense>
    );
  }
  if (status === 'loading') return <FullScreenSpinner />;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="px-4 py-5 sm:px-6">
        <LogoLink className="inline-flex" />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-24">
        <NotFoundMessage>
          <BackLink to="/" className={buttonClass({ size: 'lg', className: 'mt-8' })}>
            Back to home
          </BackLink>
        </NotFoundMessage>
      </main>
    </div>
  );
}
