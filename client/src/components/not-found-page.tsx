import { useDocumentTitle } from '../lib/use-document-title';
import { BackLink } from './back-link';
import { buttonClass } from './button-styles';
import { LogoLink } from './logo-link';

export const NOT_FOUND_TITLE = '404 Page Not Found';

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="px-4 py-5 sm:px-6">
        <LogoLink className="inline-flex" />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-24">
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
          <BackLink to="/" className={buttonClass({ size: 'lg', className: 'mt-8' })}>
            Back to home
          </BackLink>
        </div>
      </main>
    </div>
  );
}
