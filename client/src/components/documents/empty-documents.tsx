import { Link } from '@tanstack/react-router';
import { FileText, Sparkles } from 'lucide-react';
import { buttonClass } from '../button-styles';

/** No documents yet (or none of this kind): says so and leads to /generate. */
export function EmptyDocuments({
  filtered = false,
  kind = 'documents',
}: {
  filtered?: boolean;
  kind?: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900">
      <FileText className="size-10 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">
        {filtered ? `No ${kind} yet` : 'No documents yet'}
      </h3>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">
        Paste a job description and get a tailored cover letter and an ATS-friendly resume in seconds.
      </p>
      <Link to="/generate" className={buttonClass({ className: 'mt-5' })}>
        <Sparkles className="size-4" aria-hidden="true" />
        Generate your first document
      </Link>
    </div>
  );
}
