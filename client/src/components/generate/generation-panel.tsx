import { documentBars, progressOf, retryNotice } from '../../lib/generation-view';
import { DocumentBars } from './document-bars';
import { GeneratedDocuments } from './generated-documents';
import { GenerationFailed } from './generation-failed';
import { GenerationProgress } from './generation-progress';
import { LiveDocuments } from './live-documents';
import type { GenerationView } from './use-generation';

const CARD =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** The right-hand side of /generate: what will happen, then the progress and text, then the documents. */
export function GenerationPanel({
  view,
  onReset,
  onRetry,
  applicationId,
}: {
  view: GenerationView;
  /** The application the start answer named; else the documents' own is used. */
  applicationId?: string | null | undefined;
  onReset: () => void;
  /** Sends the same details again; absent when they are not known in this browser. */
  onRetry?: (() => void) | undefined;
}) {
  switch (view.phase) {
    case 'idle':
      return <WhatHappens />;
    case 'submitting':
      return (
        <section aria-labelledby="progress-title" className={CARD}>
          <ProgressTitle />
          <GenerationProgress
            progress={progressOf({ wanted: view.wanted, stage: 'queued' })}
            note="Sending your request…"
          />
        </section>
      );
    case 'watching':
      return (
        <>
          <section aria-labelledby="progress-title" className={CARD}>
            <ProgressTitle />
            <GenerationProgress
              progress={progressOf(view.live)}
              note={view.reconnecting ? 'Connection lost. Reconnecting…' : retryNotice(view.live)}
            />
            <div className="mt-4">
              <DocumentBars bars={documentBars(view.live)} />
            </div>
          </section>
          <LiveDocuments live={view.live} />
        </>
      );
    case 'succeeded':
      return view.live.outcome ? (
        <GeneratedDocuments
          generation={view.live.outcome.generation}
          onReset={onReset}
          applicationId={applicationId}
        />
      ) : null;
    case 'failed':
      return view.live.outcome ? (
        <GenerationFailed
          generation={view.live.outcome.generation}
          onRetry={onRetry}
          onReset={onReset}
          retrying={false}
        />
      ) : null;
  }
}

function ProgressTitle() {
  return (
    <h2 id="progress-title" className="mb-4 text-lg font-bold tracking-tight text-slate-900 dark:text-white">
      Writing your documents
    </h2>
  );
}

const STEPS = [
  'Tell us about the job and paste its description.',
  'Choose a cover letter, an optimized resume, or both.',
  'Watch them being written. It usually takes under a minute.',
];

/** Before the first submit: a short guide (on wide screens, where it sits beside the form). */
function WhatHappens() {
  return (
    <section aria-labelledby="what-happens" className={`${CARD} hidden lg:block`}>
      <h2 id="what-happens" className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
        Your documents will appear here
      </h2>
      <ol className="mt-4 grid gap-3">
        {STEPS.map((text, i) => (
          <li key={text} className="flex items-start gap-3 text-sm text-slate-600 dark:text-slate-400">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-xs font-bold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
              {i + 1}
            </span>
            <span className="pt-1">{text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
