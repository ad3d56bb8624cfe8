import { PROMPT_TITLES, type PromptDto, type PromptType } from '@app/shared/admin/prompts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GitCompare, LoaderCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { promptActivated, promptActivateFailed } from '../../../lib/admin/messages';
import { authorLabel } from '../../../lib/admin/prompts';
import { formatDateTime } from '../../../lib/admin/users';
import { isSessionGone, leaveForLogin } from '../../../lib/session-gone';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { buttonClass } from '../../button-styles';
import { Badge } from '../badge';
import { PromptDiff } from './prompt-diff';

/**
 * Every saved version of one prompt, newest first, with who saved it and when. Compare shows what
 * activating it would change against the prompt in force; Activate rolls back to it.
 */
export function PromptHistory({
  type,
  versions,
  current,
}: {
  type: PromptType;
  versions: PromptDto[];
  /** The text generations use now: the active version, else the built-in prompt. */
  current: { text: string; label: string };
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [comparing, setComparing] = useState<string | null>(null);
  const activate = useMutation(
    trpc.admin.prompts.activate.mutationOptions({
      onSuccess: (prompt) => {
        setComparing(null);
        void queryClient.invalidateQueries(trpc.admin.prompts.pathFilter());
        toast(promptActivated(PROMPT_TITLES[type], prompt.version));
      },
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast(promptActivateFailed(error));
      },
    }),
  );

  if (versions.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No version saved yet. Each time you save, the prompt is kept here as a version you can go back to.
      </p>
    );

  return (
    <ol className="grid grid-cols-1 gap-2" aria-label={`${PROMPT_TITLES[type]} versions`}>
      {versions.map((v) => {
        const open = comparing === v.id;
        const pending = activate.isPending && activate.variables?.id === v.id;
        return (
          <li
            key={v.id}
            data-testid={`prompt-version-${v.version}`}
            className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
                  Version {v.version}
                  {v.isActive ? <Badge tone="ok">Active</Badge> : null}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  Saved by {authorLabel(v)} ·{' '}
                  <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
                </p>
              </div>
              {v.isActive ? null : (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    aria-expanded={open}
                    onClick={() => setComparing(open ? null : v.id)}
                    className={buttonClass({ variant: 'ghost', size: 'sm' })}
                  >
                    <GitCompare className="size-4" aria-hidden="true" />
                    {open ? 'Hide changes' : 'Compare'}
                    <span className="sr-only"> version {v.version}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => activate.mutate({ id: v.id, type })}
                    disabled={activate.isPending}
                    className={buttonClass({ variant: 'secondary', size: 'sm' })}
                  >
                    {pending ? (
                      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                    ) : (
                      <RotateCcw className="size-4" aria-hidden="true" />
                    )}
                    Activate<span className="sr-only"> version {v.version}</span>
                  </button>
                </div>
              )}
            </div>
            {open ? (
              <div className="mt-3">
                <p className="mb-1 text-xs text-slate-600 dark:text-slate-400">
                  What activating version {v.version} would change in {current.label}:
                </p>
                <PromptDiff
                  from={current.text}
                  to={v.systemPrompt}
                  label={`Changes from ${current.label} to version ${v.version}`}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
