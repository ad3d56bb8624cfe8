import { clsx } from 'clsx';
import { Eraser, TriangleAlert } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { formatMs, formatTokens } from '../../../lib/admin/monitoring';
import type { PromptTestView } from '../../../lib/admin/prompts';
import { providerName } from '../../../lib/admin/providers';
import { buttonClass } from '../../button-styles';
import { Badge, type BadgeTone } from '../badge';

const STATUS: Record<PromptTestView['status'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued…', tone: 'neutral' },
  running: { label: 'Writing…', tone: 'info' },
  succeeded: { label: 'Complete', tone: 'ok' },
  failed: { label: 'Failed', tone: 'error' },
};

/**
 * The Prompt Test Result panel (spec 02 §2): the output as the model writes it, then its latency
 * and token counts; Clear empties it. A failure keeps its reason here until cleared.
 */
export function PromptTestResult({
  view,
  startError,
  onClear,
}: {
  view: PromptTestView | null;
  startError: string | null;
  onClear: () => void;
}) {
  const scroller = useRef<HTMLElement>(null);
  const follow = useRef(true);
  const output = view?.output ?? '';
  // Follows the newest line unless the reader scrolled up to read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the text grows
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [output]);
  const writing = view?.status === 'queued' || view?.status === 'running';
  const status = view ? STATUS[view.status] : { label: 'Failed', tone: 'error' as const };
  const result = view?.result ?? null;
  const failedText = startError ?? (view?.status === 'failed' ? result?.message : null);

  return (
    <section
      aria-label="Prompt Test Result"
      aria-busy={writing}
      data-testid="prompt-test-result"
      className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5 dark:border-slate-700 dark:bg-slate-800/60">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
          Prompt Test Result
          <Badge tone={status.tone} testId="prompt-test-status">
            {status.label}
          </Badge>
        </h3>
        <button type="button" onClick={onClear} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          <Eraser className="size-4" aria-hidden="true" />
          Clear
        </button>
      </div>
      {failedText ? (
        <p
          role="alert"
          className="flex items-start gap-2 border-b border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {failedText}
        </p>
      ) : null}
      {view ? (
        <section
          ref={scroller}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be scrollable by keyboard
          tabIndex={0}
          aria-label="Test output"
          onScroll={(event) => {
            const el = event.currentTarget;
            follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
          }}
          className="max-h-80 overflow-y-auto bg-white px-4 py-3 dark:bg-slate-900"
        >
          {output ? (
            <p
              data-testid="prompt-test-output"
              className="text-sm leading-relaxed whitespace-pre-wrap text-slate-800 dark:text-slate-200"
            >
              {output}
              {writing ? (
                <span
                  className="ml-0.5 inline-block h-4 w-1.5 animate-pulse rounded-sm bg-emerald-500 align-middle"
                  aria-hidden="true"
                />
              ) : null}
            </p>
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {writing ? 'Waiting for the model to start writing…' : 'The model wrote nothing.'}
            </p>
          )}
        </section>
      ) : null}
      {result && (result.latencyMs !== null || result.provider) ? (
        <dl
          className={clsx(
            'grid grid-cols-2 gap-x-4 gap-y-1 border-t border-slate-200 bg-slate-50 px-4 py-2.5 text-xs sm:grid-cols-4 dark:border-slate-700 dark:bg-slate-800/60',
          )}
        >
          <Metric
            label="Model"
            value={result.provider ? `${providerName(result.provider)} · ${result.model ?? ''}` : '—'}
          />
          <Metric label="Latency" value={formatMs(result.latencyMs)} testId="prompt-test-latency" />
          <Metric label="First token" value={formatMs(result.firstTokenMs)} />
          <Metric
            label="Tokens in / out"
            value={`${formatTokens(result.tokensIn)} / ${formatTokens(result.tokensOut)}`}
            testId="prompt-test-tokens"
          />
        </dl>
      ) : null}
    </section>
  );
}

function Metric({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="truncate font-semibold text-slate-900 dark:text-white" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
