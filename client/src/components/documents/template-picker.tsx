import type { UserDto } from '@app/shared/auth/user';
import { effectiveTemplate, type TemplateId } from '@app/shared/documents/templates';
import type { DocumentDto } from '@app/shared/generation/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { errorMessage } from '../../lib/api-error';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { planAccess, templateChoices } from '../../lib/template-access';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';
import { DesignFrame } from './design-frame';

const THUMB_WIDTH = 132;

/**
 * The design choice for one document (DECISIONS.md "Templates"): a thumbnail of the document in
 * each design; designs the plan lacks are shown locked with the reason and a way to the plans.
 * Arrow keys move between designs (a radio group).
 */
export function TemplatePicker({ doc, user }: { doc: DocumentDto; user: UserDto }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const labelId = useId();
  const current = effectiveTemplate(doc.type, doc.templateId).id;
  const choices = templateChoices(doc.type, planAccess(user));
  const changed = useAfterChange();
  const setTemplate = useMutation(
    trpc.documents.setTemplate.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(trpc.documents.get.queryKey({ id: updated.id }), updated);
        queryClient.setQueryData(trpc.documents.list.queryKey(), (list) =>
          list?.map((d) => (d.id === updated.id ? updated : d)),
        );
        void changed('document-design');
        toast({
          title: 'Design Updated',
          description: `${doc.title} now uses this design.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast({
          title: 'Update Failed',
          description: errorMessage(error, 'Failed to change the design'),
          variant: 'destructive',
        });
      },
    }),
  );
  const chosen = setTemplate.isPending ? (setTemplate.variables?.templateId ?? current) : current;
  const locked = choices.filter((c) => !c.allowed);

  return (
    <div>
      <p id={labelId} className="text-sm font-semibold text-slate-900 dark:text-white">
        Design
      </p>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={chosen}
        onValueChange={(templateId) => {
          const choice = choices.find((c) => c.template.id === templateId);
          if (!choice?.allowed || templateId === current) return;
          setTemplate.mutate({ id: doc.id, templateId: choice.template.id as TemplateId });
        }}
        className="mt-2 flex flex-wrap gap-3"
      >
        {choices.map(({ template, allowed, lockedReason }) => (
          // The thumbnail sits beside the radio, not inside it: a frame inside a button is invalid.
          <div
            key={template.id}
            className="grid w-[150px] gap-1.5 rounded-xl border-2 border-slate-200 bg-white p-2 has-[[data-state=checked]]:border-emerald-600 dark:border-slate-700 dark:bg-slate-900 dark:has-[[data-state=checked]]:border-emerald-400"
          >
            <div className="relative overflow-hidden rounded-md border border-slate-200 dark:border-slate-700">
              <DesignFrame
                doc={doc}
                templateId={template.id}
                width={THUMB_WIDTH}
                height={170}
                title={`${template.name} design of ${doc.title}`}
                className={allowed ? undefined : 'opacity-50'}
              />
              {allowed ? null : (
                <span className="absolute inset-0 flex items-center justify-center">
                  <Lock className="size-6 rounded-full bg-slate-900/80 p-1 text-white" aria-hidden="true" />
                </span>
              )}
            </div>
            <RadioGroup.Item
              value={template.id}
              disabled={!allowed || setTemplate.isPending}
              aria-describedby={lockedReason ? `${labelId}-${template.id}` : undefined}
              className="flex items-center gap-1.5 rounded-md px-1 py-1 text-left text-sm font-medium text-slate-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-600 dark:text-white dark:hover:bg-slate-800 dark:disabled:text-slate-400"
            >
              <span className="flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 dark:border-slate-500">
                <RadioGroup.Indicator className="size-2 rounded-full bg-emerald-600 dark:bg-emerald-400" />
              </span>
              {template.name}
              {allowed ? null : (
                <>
                  <Lock className="size-3.5" aria-hidden="true" />
                  <span className="sr-only"> (locked)</span>
                </>
              )}
            </RadioGroup.Item>
          </div>
        ))}
      </RadioGroup.Root>
      {locked.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-xs text-slate-600 dark:text-slate-400">
          {locked.map(({ template, lockedReason }) => (
            <li key={template.id} id={`${labelId}-${template.id}`}>
              {lockedReason}{' '}
              <Link
                to="/subscription"
                className="font-semibold text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
              >
                See plans
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
