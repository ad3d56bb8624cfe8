import type { ProviderDto } from '@app/shared/admin/providers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { activeProviderFailed, providerActivated, refreshFailed } from '../../../lib/admin/messages';
import { activatableProviders, providerName } from '../../../lib/admin/providers';
import { isSessionGone, leaveForLogin } from '../../../lib/session-gone';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { Panel } from '../../billing/panel';
import { buttonClass } from '../../button-styles';
import { inputClass, labelClass } from '../../form/field-styles';

/**
 * The active provider (spec 02 §2, §4): the one every next generation uses, or 'No provider
 * selected'. Choosing another in the dropdown makes it active at once and the list is read again.
 */
export function ActiveProviderPanel({ providers }: { providers: ProviderDto[] }) {
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const active = providers.find((p) => p.isActive) ?? null;
  const choices = activatableProviders(providers);

  const onError = (error: unknown, notice: typeof refreshFailed) => {
    if (isSessionGone(error)) return leaveForLogin();
    toast(notice(error));
  };
  const switchTo = useMutation(
    trpc.admin.providers.setActiveByName.mutationOptions({
      onSuccess: (list, { providerName: name }) => {
        queryClient.setQueryData(trpc.admin.providers.list.queryKey(), list);
        void queryClient.invalidateQueries(trpc.admin.providers.status.queryFilter());
        toast(providerActivated(providerName(name)));
      },
      onError: (error) => onError(error, activeProviderFailed),
    }),
  );
  const refresh = useMutation(
    trpc.admin.providers.refresh.mutationOptions({
      onSuccess: ({ message, status }) => {
        queryClient.setQueryData(trpc.admin.providers.status.queryKey(), status);
        void queryClient.invalidateQueries(trpc.admin.providers.list.queryFilter());
        toast({ title: 'Provider Refreshed', description: message, variant: 'success' });
      },
      onError: (error) => onError(error, refreshFailed),
    }),
  );

  return (
    <Panel
      id="active-provider"
      title="Active Provider"
      action={
        <button
          type="button"
          onClick={() => refresh.mutate()}
          disabled={refresh.isPending}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
        >
          <RefreshCw className={refresh.isPending ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          Refresh
        </button>
      }
    >
      <div className="mt-3" data-testid="active-provider">
        {active ? (
          <>
            <p className="text-xl font-bold text-slate-900 dark:text-white">{active.name}</p>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              Model <span className="font-medium text-slate-900 dark:text-white">{active.model}</span>. Every
              new document is written by this provider.
            </p>
          </>
        ) : (
          <>
            <p className="text-xl font-bold text-slate-900 dark:text-white">No provider selected</p>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              Choose a provider to write the documents: set one up below with its API key, then pick it here.
            </p>
          </>
        )}
      </div>
      <div className="mt-4 grid gap-1.5">
        <label htmlFor={`${id}-switch`} className={labelClass}>
          Switch active provider
        </label>
        <div className="flex items-center gap-2">
          <select
            id={`${id}-switch`}
            value={active?.provider ?? ''}
            disabled={switchTo.isPending || choices.length === 0}
            onChange={(e) => e.target.value && switchTo.mutate({ providerName: e.target.value })}
            className={inputClass()}
          >
            {active ? null : <option value="">No provider selected</option>}
            {choices.map((p) => (
              <option key={p.id} value={p.provider}>
                {p.name} ({p.model})
              </option>
            ))}
          </select>
          {switchTo.isPending ? (
            <LoaderCircle className="size-5 shrink-0 animate-spin text-emerald-600" aria-label="Switching" />
          ) : null}
        </div>
        {choices.length === 0 ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            No provider is ready yet: save one with its API key first.
          </p>
        ) : null}
      </div>
    </Panel>
  );
}
