import type { DocumentType } from '@app/shared/generation/dto';
import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { type DocumentState, documentStates, type LiveGeneration } from '../../lib/generation-view';
import { DOCUMENT_LABELS } from './document-labels';
import { DocumentText } from './document-text';

const STATUS: Record<DocumentState, string> = { waiting: 'Waiting', writing: 'Writing…', written: 'Written' };

/**
 * Each requested document's text as the model writes it. Its status comes from documentStates,
 * as the checklist's step does, so the card and the step always agree.
 */
export function LiveDocuments({ live }: { live: LiveGeneration }) {
  const states = documentStates(live);
  return (
    <div className="grid gap-4">
      {(Object.keys(states) as DocumentType[]).map((type) => (
        <LiveDocument key={type} type={type} text={live.text[type] ?? ''} state={states[type] ?? 'waiting'} />
      ))}
    </div>
  );
}

function LiveDocument({ type, text, state }: { type: DocumentType; text: string; state: DocumentState }) {
  const writing = state === 'writing';
  const { name, icon: Icon } = DOCUMENT_LABELS[type];
  const scroller = useRef<HTMLDivElement>(null);
  // Follows the newest line unless the reader scrolled up to read.
  const follow = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the text grows
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [text]);
  const status = STATUS[state];

  return (
    <section
      aria-label={`${name}, as it is written`}
      aria-busy={writing}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2.5 dark:border-slate-800 dark:bg-slate-900/60">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
          <Icon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          {name}
        </h3>
        <span
          data-testid="document-status"
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            writing
              ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
              : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
          )}
        >
          {status}
        </span>
      </div>
      <div
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be scrollable by keyboard
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
        className="max-h-72 overflow-y-auto px-4 py-3"
      >
        {text ? (
          <DocumentText content={text} />
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {writing ? 'Starting to write…' : 'Waiting to start…'}
          </p>
        )}
        {writing ? (
          <span
            className="mt-1 inline-block h-4 w-1.5 animate-pulse rounded-sm bg-emerald-500 align-middle"
            aria-hidden="true"
          />
        ) : null}
      </div>
    </section>
  );
}
