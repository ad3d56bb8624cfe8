import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { buttonClass } from '../button-styles';

/** Spec 02 §2: what a signed-in user who is not an administrator sees at /admin. */
export function AccessDenied() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <section
      aria-labelledby="access-denied-title"
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900"
    >
      <ShieldAlert className="mx-auto size-12 text-red-600 dark:text-red-400" aria-hidden="true" />
      <h1 id="access-denied-title" className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
        Access Denied
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        You don&apos;t have permission to access the admin panel. Only administrators can view this page.
      </p>
      <button
        type="button"
        onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/dashboard' }))}
        className={buttonClass({ variant: 'secondary', className: 'mt-6' })}
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Go Back
      </button>
    </section>
  );
}
