import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

export const NOT_FOUND_TITLE = '404 Page Not Found';

/** The 404's words, the same for a visitor and a signed-in person; `children` is the way back. */
export function NotFoundMessage({ children }: { children: ReactNode }) {
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
