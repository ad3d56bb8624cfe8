import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { providerDataFailed } from '../../../lib/admin/messages';
import { type ConnectionFlag, type ProviderEntry, providerEntries } from '../../../lib/admin/providers';
import { PROVIDERS_ANCHOR } from '../../../lib/admin/tabs';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { LoadError } from '../../billing/load-error';
import { CardGridSkeleton, PanelSkeleton } from '../skeleton';
import { useAdminErrors } from '../use-admin-errors';
import { ActiveProviderPanel } from './active-provider-panel';
import { ProviderCard } from './provider-card';
import { ProviderStatusPanel } from './provider-status-panel';

/** Spec 02 §9: provider status is polled every 30 s. */
const STATUS_POLL_MS = 30_000;

/** Spec 02 §2 LLM Management: the active provider, its status, and a card per provider. */
export function LlmManagementTab({ anchor }: { anchor: string | null }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.providers.list.queryOptions());
  const status = useQuery({ ...trpc.admin.providers.status.queryOptions(), refetchInterval: STATUS_POLL_MS });
  useAdminErrors(list.error, status.error);
  // Connected / Failed per provider from this visit's tests (spec 02 §4).
  const [flags, setFlags] = useState<Record<string, ConnectionFlag>>({});
  const setFlag = useCallback(
    (id: string, flag: ConnectionFlag) => setFlags((f) => ({ ...f, [id]: flag })),
    [],
  );

  // Spec 02 §8: 'Failed to fetch AI provider data', once per failure (the panel keeps the reason).
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (list.error && toasted.current !== list.error) {
      toasted.current = list.error;
      toast(providerDataFailed(list.error));
    }
  }, [list.error]);

  // /admin#llm-providers: once the cards exist, bring them into view.
  const scrolled = useRef(false);
  useEffect(() => {
    if (anchor !== PROVIDERS_ANCHOR || !list.data || scrolled.current) return;
    scrolled.current = true;
    document.getElementById(PROVIDERS_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [anchor, list.data]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {list.data ? (
          <ActiveProviderPanel providers={list.data} />
        ) : list.isPending ? (
          <PanelSkeleton label="Loading the active provider" lines={3} />
        ) : (
          <LoadError error={list.error} what="The AI providers" onRetry={() => void list.refetch()} />
        )}
        <ProviderStatusPanel
          status={status.data}
          error={status.error}
          checkedAt={status.dataUpdatedAt}
          onRetry={() => void status.refetch()}
        />
      </div>
      <section
        id={PROVIDERS_ANCHOR}
        aria-labelledby={`${PROVIDERS_ANCHOR}-title`}
        className="grid grid-cols-1 gap-4"
      >
        <div>
          <h2
            id={`${PROVIDERS_ANCHOR}-title`}
            tabIndex={-1}
            className="text-lg font-bold text-slate-900 outline-none dark:text-white"
          >
            Providers
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Keys are stored encrypted and shown only by their last 4 characters. Test a connection before
            making a provider active.
          </p>
        </div>
        {list.data ? (
          <ProviderGrids entries={providerEntries(list.data)} flags={flags} setFlag={setFlag} />
        ) : list.isPending ? (
          <CardGridSkeleton label="Loading providers" count={3} className="md:grid-cols-2 xl:grid-cols-3" />
        ) : null}
      </section>
    </div>
  );
}

/** The providers set up (full cards), then the others, one line each until Set up. */
function ProviderGrids({
  entries,
  flags,
  setFlag,
}: {
  entries: ProviderEntry[];
  flags: Record<string, ConnectionFlag>;
  setFlag: (id: string, flag: ConnectionFlag) => void;
}) {
  const ready = entries.filter((e) => e.stored);
  const others = entries.filter((e) => !e.stored);
  return (
    <>
      {ready.length ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {ready.map((entry) => (
            <ProviderCard key={entry.info.id} entry={entry} flag={flags[entry.info.id]} setFlag={setFlag} />
          ))}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No provider is set up yet. Choose one below and add its API key.
        </p>
      )}
      {others.length ? (
        <div className="grid grid-cols-1 gap-3">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Add a provider</h3>
          <div className="grid items-start gap-3 md:grid-cols-2 xl:grid-cols-3">
            {others.map((entry) => (
              <ProviderCard key={entry.info.id} entry={entry} flag={flags[entry.info.id]} setFlag={setFlag} />
            ))}
          </div>
        </div>
      ) : null}
    </>
  );
}
