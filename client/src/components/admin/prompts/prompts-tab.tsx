import { PROMPT_TYPES } from '@app/shared/admin/prompts';
import { useQuery } from '@tanstack/react-query';
import { promptVersions } from '../../../lib/admin/prompts';
import { useTRPC } from '../../../lib/trpc';
import { LoadError } from '../../billing/load-error';
import { PanelSkeleton } from '../skeleton';
import { useAdminErrors } from '../use-admin-errors';
import { PromptCard } from './prompt-card';

/** Spec 02 §2 Prompt Management: Cover Letter Generation, Resume Optimization and Selection Help (issue 32). */
export function PromptsTab() {
  const trpc = useTRPC();
  const prompts = useQuery(trpc.admin.prompts.list.queryOptions());
  const defaults = useQuery(trpc.admin.prompts.defaults.queryOptions());
  useAdminErrors(prompts.error, defaults.error);

  if (prompts.isPending)
    return (
      <div className="grid grid-cols-1 gap-6">
        <PanelSkeleton label="Loading prompts" lines={6} />
        <PanelSkeleton label="Loading prompts" lines={6} />
      </div>
    );
  if (prompts.isError)
    return <LoadError error={prompts.error} what="The prompts" onRetry={() => void prompts.refetch()} />;

  return (
    <div className="grid grid-cols-1 gap-6">
      {PROMPT_TYPES.map((type) => {
        const { versions, active } = promptVersions(prompts.data, type);
        return (
          <PromptCard
            key={type}
            type={type}
            versions={versions}
            active={active}
            builtIn={defaults.data?.[type] ?? null}
          />
        );
      })}
    </div>
  );
}
