import type { UserDto } from '@app/shared/auth/user';
import type { DocumentDto } from '@app/shared/generation/dto';
import { Link } from '@tanstack/react-router';
import { ExternalLink, PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../lib/format-date';
import { buttonClass } from '../button-styles';
import { DOCUMENT_LABELS } from '../generate/document-labels';
import { ScoreBadge } from '../report/score-badge';
import { CopyButton } from './copy-button';
import { DeleteDocumentButton } from './delete-document-dialog';
import { DesignDialog } from './design-dialog';
import { documentUrls } from './document-urls';
import { DownloadButtons } from './download-buttons';
import { ShareButton } from './share-button';

/** One document as a list item: what it is, when it was made, and what can be done with it. */
function DocumentSummary({ doc, children }: { doc: DocumentDto; children: ReactNode }) {
  const { name, icon: Icon } = DOCUMENT_LABELS[doc.type];
  const titleId = `doc-title-${doc.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-center dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="rounded-lg bg-emerald-50 p-2 dark:bg-emerald-950">
          <Icon className="size-5 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words text-slate-900 dark:text-white">
            {doc.title}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span>
              {name} · <time dateTime={doc.createdAt}>{formatLongDate(new Date(doc.createdAt))}</time>
            </span>
            <ScoreBadge score={doc.matchScore} kind={doc.type} />
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </article>
  );
}

function EditLink({ doc }: { doc: DocumentDto }) {
  return (
    <Link to="/edit/$id" params={{ id: doc.id }} className={buttonClass({ size: 'sm' })}>
      <PencilLine className="size-4" aria-hidden="true" />
      Edit<span className="sr-only"> {doc.title}</span>
    </Link>
  );
}

/** Dashboard: download and edit (spec 02 §2 /dashboard). */
export function RecentDocumentRow({ doc }: { doc: DocumentDto }) {
  return (
    <DocumentSummary doc={doc}>
      <DownloadButtons doc={doc} />
      <EditLink doc={doc} />
    </DocumentSummary>
  );
}

/** /documents: preview (resumes), PDF, DOCX, Copy, Edit, Design and Delete (spec 02 §2). */
export function DocumentRow({ doc, user }: { doc: DocumentDto; user: UserDto }) {
  return (
    <DocumentSummary doc={doc}>
      {doc.type === 'resume' ? (
        <a
          href={documentUrls.htmlPreview(doc.id)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Preview<span className="sr-only"> {doc.title} (opens in a new tab)</span>
        </a>
      ) : null}
      <DownloadButtons doc={doc} />
      <ShareButton doc={doc} />
      <CopyButton text={doc.content} label={doc.title} />
      <EditLink doc={doc} />
      <DesignDialog doc={doc} user={user} />
      <DeleteDocumentButton doc={doc} />
    </DocumentSummary>
  );
}
