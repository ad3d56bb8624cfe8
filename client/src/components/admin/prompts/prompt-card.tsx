import {
  PROMPT_TEST_SAMPLES,
  PROMPT_TITLES,
  type PromptDto,
  type PromptType,
  type TPromptTestData,
} from '@app/shared/admin/prompts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, FlaskConical, History, LoaderCircle, Pencil, Save, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { promptSaved, promptSaveFailed } from '../../../lib/admin/messages';
import { authorLabel, draftProblem } from '../../../lib/admin/prompts';
import { formatDateTime } from '../../../lib/admin/users';
import { errorMessage } from '../../../lib/api-error';
import { isSessionGone, leaveForLogin } from '../../../lib/session-gone';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { PANEL } from '../../billing/panel';
import { buttonClass } from '../../button-styles';
import { Badge } from '../badge';
import { PromptEditor } from './prompt-editor';
import { PromptHistory } from './prompt-history';
import { PromptTestResult } from './prompt-test-result';
import { usePromptTest } from './use-prompt-test';

/**
 * One prompt card of spec 02 §2 Prompt Management: the active system prompt read-only (or 'No
 * active prompt configured'); Edit Prompt opens the editor with Save Prompt, Test Prompt and
 * Cancel; the test's result panel; and the version history.
 */
export function PromptCard({
  type,
  versions,
  active,
  builtIn,
}: {
  type: PromptType;
  versions: PromptDto[];
  active: PromptDto | null;
  /** The built-in prompt generations use while none is active (null until it loads). */
  builtIn: string | null;
}) {
  const id = useId();
  const title = PROMPT_TITLES[type];
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [tried, setTried] = useState(false);
  const [testData, setTestData] = useState<TPromptTestData>(() => ({ ...PROMPT_TEST_SAMPLES[type] }));
  const [historyOpen, setHistoryOpen] = useState(false);
  const test = usePromptTest(type);
  const testing = test.starting || test.view?.status === 'queued' || test.view?.status === 'running';

  const save = useMutation(
    trpc.admin.prompts.save.mutationOptions({
      onSuccess: (prompt) => {
        setEditing(false);
        void queryClient.invalidateQueries(trpc.admin.prompts.pathFilter());
        toast(promptSaved(title, prompt.version));
      },
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast(promptSaveFailed(error));
      },
    }),
  );

  const problem = draftProblem(draft);
  const startEdit = () => {
    save.reset();
    setTried(false);
    setDraft(active?.systemPrompt ?? builtIn ?? '');
    setEditing(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem) save.mutate({ type, systemPrompt: draft });
  };
  const runTest = () => {
    setTried(true);
    if (!problem) void test.run(draft, testData);
  };
  const current = active
    ? { text: active.systemPrompt, label: `the active version ${active.version}` }
    : { text: builtIn ?? '', label: 'the built-in prompt' };

  return (
    <article aria-labelledby={`${id}-title`} data-testid={`prompt-card-${type}`} className={PANEL}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {active
              ? `Version ${active.version}, saved by ${authorLabel(active)} · ${formatDateTime(active.createdAt)}`
              : type === 'selection_help'
                ? 'Writing suggestions in the editor use the built-in prompt until one is saved here.'
                : 'Generations use the built-in prompt until one is saved here.'}
          </p>
        </div>
        {active ? (
          <Badge tone="ok" testId="prompt-active-version">
            Version {active.version} active
          </Badge>
        ) : (
          <Badge tone="neutral">Built-in prompt</Badge>
        )}
      </div>

      {editing ? (
        <form onSubmit={submit} className="mt-4 grid gap-4" aria-label={`Edit ${title} prompt`}>
          <PromptEditor
            type={type}
            draft={draft}
            onDraft={setDraft}
            problem={tried ? problem : null}
            testData={testData}
            onTestData={setTestData}
            disabled={save.isPending}
          />
          {save.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {errorMessage(save.error, 'Could not save the prompt. Please try again.')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={save.isPending} className={buttonClass({ size: 'sm' })}>
              {save.isPending ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Save className="size-4" aria-hidden="true" />
              )}
              {save.isPending ? 'Saving…' : 'Save Prompt'}
            </button>
            <button
              type="button"
              onClick={runTest}
              disabled={testing || save.isPending}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              {testing ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <FlaskConical className="size-4" aria-hidden="true" />
              )}
              {testing ? 'Testing…' : 'Test Prompt'}
            </button>
            <button
              type="button"
              onClick={() => setEditing(false)}
              disabled={save.isPending}
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
            >
              <X className="size-4" aria-hidden="true" />
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-4 grid gap-3">
          {active ? (
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be scrollable by keyboard
              tabIndex={0}
              aria-label={`Active ${title} prompt`}
              data-testid="active-prompt"
              className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-800 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
            >
              {active.systemPrompt}
            </section>
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
              No active prompt configured
            </p>
          )}
          <div>
            <button
              type="button"
              onClick={startEdit}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit Prompt
            </button>
          </div>
        </div>
      )}

      {test.view || test.startError ? (
        <div className="mt-5">
          <PromptTestResult view={test.view} startError={test.startError} onClear={test.clear} />
        </div>
      ) : null}

      <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
        <button
          type="button"
          aria-expanded={historyOpen}
          aria-controls={`${id}-history`}
          onClick={() => setHistoryOpen((open) => !open)}
          className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <History className="size-4" aria-hidden="true" />
          Version history ({versions.length})
          <ChevronDown
            className={historyOpen ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'}
            aria-hidden="true"
          />
        </button>
        {historyOpen ? (
          <div id={`${id}-history`} className="mt-3">
            <PromptHistory type={type} versions={versions} current={current} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
