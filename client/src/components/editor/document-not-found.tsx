import { Link } from '@tanstack/react-router';
import { FileX } from 'lucide-react';
import { buttonClass } from '../button-styles';

/** Spec 02 §2 /edit/{id}: a missing document and someone else's look the same. */
export function DocumentNotFound() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-10 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <FileX className="mx-auto size-10 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
        Document Not Found
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        The document you&rsquo;re looking for doesn&rsquo;t exist or you don&rsquo;t have access to it.
      </p>
      <Link to="/documents" className={buttonClass({ className: 'mt-6' })}>
        Back to Documents
      </Link>
    </section>
  );
}
