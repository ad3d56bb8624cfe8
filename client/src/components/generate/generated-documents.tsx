import type { DocumentDto, DocumentType, GenerationDto } from '@app/shared/generation/dto';
import { Link } from '@tanstack/react-router';
import { Briefcase, CircleCheck, FolderOpen, PencilLine, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { failureCard } from '../../lib/generation-failure';
import { buttonClass } from '../button-styles';
import { DownloadButtons } from '../documents/download-buttons';
import { FormAlert } from '../form/form-alert';
import { CardReport } from '../report/card-report';
import { DOCUMENT_LABELS } from './document-labels';
import { DocumentText } from './document-text';

/** Enough text for the preview; the card shows its top part. */
const PREVIEW_CHARS = 1_500;

/** Spec 02 §2 /generate after success: a card per document, and a way to start over. */
export function GeneratedDocuments({
  generation,
  onReset,
  applicationId,
}: {
  generation: GenerationDto;
  onReset: () => void;
  /** The application the start answer named (issue 30); else the one its documents name. */
  applicationId?: string | null | undefined;
}) {
  const documents = [generation.coverLetter, generation.resume].filter((d): d is DocumentDto => d !== null);
  const application = applicationId ?? documents.find((d) => d.applicationId)?.applicationId ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the result, not on the now-locked form.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <section aria-labelledby="generated-title" className="grid gap-5">
      <div>
        <div className="flex items-center gap-2">
          <CircleCheck className="size-6 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          <h2
            id="generated-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight text-slate-900 outline-none dark:text-white"
          >
            Generated Documents
          </h2>
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Saved to My Documents, where you can edit and download them
          {application ? ', and to the application for this job.' : '.'}
        </p>
        {application ? (
          <Link
            to="/applications/$id"
            params={{ id: application }}
            className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
          >
            <Briefcase className="size-4" aria-hidden="true" />
            View application
          </Link>
        ) : null}
      </div>
      {(Object.keys(generation.documentErrors ?? {}) as DocumentType[]).map((type) => {
        // A partial success: this document was not written, and its credit came back.
        const card = failureCard(generation, type);
        return (
          <FormAlert key={type} tone="error">
            <strong className="font-semibold">{DOCUMENT_LABELS[type].name} not written.</strong> {card.reason}{' '}
            {card.credits ?? ''}
          </FormAlert>
        );
      })}
      <ul className="grid gap-4">
        {documents.map((doc) => (
          <li key={doc.id}>
            <DocumentCard doc={doc} />
          </li>
        ))}
      </ul>
      <FormAlert tone="info">
        <strong className="font-semibold">Tip:</strong> download your documents as DOCX. They are the easiest
        to edit in Word or Google Docs and read best in applicant tracking systems.
      </FormAlert>
      <button type="button" onClick={onReset} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Generate New Documents
      </button>
    </section>
  );
}

function DocumentCard({ doc }: { doc: DocumentDto }) {
  const { name, icon: Icon } = DOCUMENT_LABELS[doc.type];
  const titleId = `document-${doc.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3 p-4">
        <span className="rounded-lg bg-emerald-50 p-2 dark:bg-emerald-950">
          <Icon className="size-5 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-emerald-700 uppercase dark:text-emerald-400">
            {name}
          </p>
          <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
            {doc.title}
          </h3>
        </div>
      </div>
      <CardReport doc={doc} />
      <div className="relative max-h-60 overflow-hidden border-y border-slate-100 px-4 py-3 dark:border-slate-800">
        <DocumentText content={doc.content.slice(0, PREVIEW_CHARS)} />
        <div
          className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white dark:from-slate-900"
          aria-hidden="true"
        />
      </div>
      <div className="flex flex-wrap gap-2 p-3">
        <DownloadButtons doc={doc} />
        <Link to="/edit/$id" params={{ id: doc.id }} className={buttonClass({ size: 'sm' })}>
          <PencilLine className="size-4" aria-hidden="true" />
          Edit<span className="sr-only"> {doc.title}</span>
        </Link>
        <Link to="/documents" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          <FolderOpen className="size-4" aria-hidden="true" />
          My Documents
        </Link>
      </div>
    </article>
  );
}
