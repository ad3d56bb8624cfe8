import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth';
import { useDocumentTitle } from '../lib/use-document-title';
import { BackLink } from './back-link';
import { buttonClass } from './button-styles';
import { FullScreenSpinner } from './full-screen-spinner';
import { LogoLink } from './logo-link';
import { AppShell } from './shell/app-shell';
import { withApi } from './with-api';

export const NOT_FOUND_TITLE = '404 Page Not Found';

function NotFoundMessage({ children }: { children: ReactNode }) {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <div className="max-w-md text-center">
      <p
        className="text-7xl font-extrabold tracking-tight text-emerald-600 dark:text-emerald-400"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        {NOT_FOUND_TITLE}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        The page you are looking for does not exist or has moved. Let&rsquo;s get you back on track.
      </p>
      {children}
    </div>
  );
}

/** Signed in: the 404 inside the product's shell (header, navigation), with a way back to the dashboard. */
const SignedInNotFound = withApi(function SignedInNotFound() {
  const { user } = useAuth();
  if (!user) return <FullScreenSpinner />;
  return (
    <AppShell user={user}>
      <div className="flex justify-center py-16">
        <NotFoundMessage>
          <Link to="/dashboard" className={buttonClass({ size: 'lg', className: 'mt-8' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to dashboard
          </Link>
        </NotFoundMessage>
      </div>
    </AppShell>
  );
});

/**
 * An unknown address. A visitor gets the plain page with the logo and a way home; a signed-in
 * user stays inside the product. While a stored session is being confirmed, a spinner (not the
 * public page for a moment).
 */
export function NotFoundPage() {
  const { user, status } = useAuth();
  if (status === 'authenticated' && user) return <SignedInNotFound />;
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
