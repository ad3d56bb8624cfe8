import type { ApplicationDto } from '@app/shared/applications/dto';
import { Link } from '@tanstack/react-router';
import { FileText, PenLine, Plus } from 'lucide-react';
import { DOCUMENT_TYPE_LABELS } from '../../lib/applications/application-view';
import { buttonClass } from '../button-styles';
import { ApplicationCard } from './application-card';
import { ApplicationWriteLink } from './application-write-link';

/** The application's live documents, each opening the editor, and a way to write another. */
export function ApplicationDocuments({ app }: { app: ApplicationDto }) {
  return (
    <ApplicationCard
      title="Documents"
      icon={FileText}
      description={
        app.documents.length > 0
          ? 'Your current versions. Editing them never changes what was sent.'
          : 'No documents yet. Write a cover letter or resume for this job.'
      }
    >
      {app.documents.length > 0 ? (
        <ul className="grid gap-2">
          {app.documents.map((doc) => (
            <li key={doc.id}>
              <Link
                to="/edit/$id"
                params={{ id: doc.id }}
                className="group flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition-colors hover:border-emerald-300 hover:bg-emerald-50/50 dark:border-slate-800 dark:hover:border-emerald-800 dark:hover:bg-emerald-950/30"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  <FileText className="size-4" aria-hidden="true" />
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-semibold text-slate-900 group-hover:underline dark:text-white">
                    {doc.title}
                  </span>
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {DOCUMENT_TYPE_LABELS[doc.type]}
                  </span>
                </span>
                <PenLine className="size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ApplicationWriteLink
        applicationId={app.id}
        className={buttonClass({ variant: 'secondary', size: 'sm', className: 'w-fit' })}
      >
        <Plus className="size-4" aria-hidden="true" />
        {app.documents.length > 0 ? 'Write another document for this job' : 'Write documents for this job'}
      </ApplicationWriteLink>
    </ApplicationCard>
  );
}
