import { Link } from '@tanstack/react-router';
import { Construction } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClass } from '../button-styles';

/**
 * Stand-in for a signed-in area whose screen is built by later work, so the navigation already
 * leads somewhere typed and guarded instead of to a 404.
 */
export function ComingNext({ title, description }: { title: string; description: string }) {
  useDocumentTitle(`${title} – JobPadi`);
  return (
    <section
      aria-labelledby="coming-next-title"
      className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center dark:border-slate-700 dark:bg-slate-900"
    >
      <Construction className="mx-auto size-10 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      <h1 id="coming-next-title" className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
        {title}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{description}</p>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">This area is coming next.</p>
      <Link to="/dashboard" className={buttonClass({ variant: 'secondary', className: 'mt-6' })}>
        Back to Dashboard
      </Link>
    </section>
  );
}
