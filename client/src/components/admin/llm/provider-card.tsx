import { clsx } from 'clsx';
import { CircleCheck, CircleX, LoaderCircle, Pencil, PlugZap, Plus, Power, Save, X } from 'lucide-react';
import { type FormEvent, Fragment, useId } from 'react';
import {
  type ConnectionFlag,
  canSave,
  canSetActive,
  canTest,
  connectionBadge,
  draftFor,
  type ProviderEntry,
  setActiveBlocker,
} from '../../../lib/admin/providers';
import { formatDateTime } from '../../../lib/admin/users';
import { errorMessage } from '../../../lib/api-error';
import { buttonClass } from '../../button-styles';
import { Badge } from '../badge';
import { ProviderForm } from './provider-form';
import { useProviderCard } from './use-provider-card';

const spinner = <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />;

/**
 * A provider card (spec 02 §2): its name, Connected/Failed after a test, ACTIVE/Inactive, the last
 * update, the key masked to its last 4; Edit reveals the key and the model. The buttons follow the
 * rules of spec 02 §5, each disabled one saying why.
 */
export function ProviderCard({
  entry,
  flag,
  setFlag,
}: {
  entry: ProviderEntry;
  flag: ConnectionFlag | undefined;
  setFlag: (id: string, flag: ConnectionFlag) => void;
}) {
  const id = useId();
  const card = useProviderCard(entry, setFlag);
  const { info, stored } = entry;
  const badge = connectionBadge(entry, flag);
  const draft = card.editing ? card.draft : draftFor(entry);
  const busy = card.saving || card.testing || card.activating;
  const blocker = setActiveBlocker(entry);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave(entry, card.draft) && !busy) card.save();
  };

  // A provider not set up is one line until Set up opens its form.
  if (!stored && !card.editing)
    return (
      <article
        aria-labelledby={`${id}-name`}
        data-testid={`provider-${info.id}`}
        className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="truncate font-semibold text-slate-900 dark:text-white">
            {info.name}
          </h3>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {info.requiresKey ? 'Not set up' : 'Local or self-hosted models'}
          </p>
        </div>
        <button
          type="button"
          onClick={card.startEdit}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Set up<span className="sr-only"> {info.name}</span>
        </button>
      </article>
    );

  return (
    <article
      aria-labelledby={`${id}-name`}
      data-testid={`provider-${info.id}`}
      className={clsx(
        'flex flex-col rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900',
        stored?.isActive
          ? 'border-emerald-500 ring-1 ring-emerald-500 dark:border-emerald-500'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="font-bold text-slate-900 dark:text-white">
            {info.name}
          </h3>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {stored ? `Updated ${formatDateTime(stored.updatedAt)}` : 'Not set up yet'}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {badge === 'connected' ? (
            <Badge tone="ok" testId="connection-badge">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              Connected
            </Badge>
          ) : badge === 'failed' ? (
            <Badge tone="error" testId="connection-badge">
              <CircleX className="size-3.5" aria-hidden="true" />
              Failed
            </Badge>
          ) : null}
          {stored ? (
            <Badge tone={stored.isActive ? 'strong' : 'neutral'} testId="active-badge">
              {stored.isActive ? 'ACTIVE' : 'Inactive'}
            </Badge>
          ) : (
            <Badge tone="neutral">Not set up</Badge>
          )}
        </div>
      </div>

      <form id={`${id}-form`} onSubmit={submit} className="mt-4 flex-1">
        {card.editing ? (
          <ProviderForm entry={entry} draft={card.draft} onChange={card.setDraft} disabled={card.saving} />
        ) : stored ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">Model</dt>
            <dd className="min-w-0 font-medium break-words text-slate-900 dark:text-white">{stored.model}</dd>
            <dt className="text-slate-500 dark:text-slate-400">API key</dt>
            <dd className="font-mono text-slate-900 dark:text-white" data-testid="masked-key">
              {stored.apiKey ?? <span className="font-sans text-slate-500 dark:text-slate-400">No key</span>}
            </dd>
            {stored.baseUrl ? (
              <>
                <dt className="text-slate-500 dark:text-slate-400">Base URL</dt>
                <dd className="min-w-0 font-mono text-xs break-all text-slate-900 dark:text-white">
                  {stored.baseUrl}
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {card.editing && card.saveError ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
            {errorMessage(card.saveError, 'Could not save the provider. Please try again.')}
          </p>
        ) : null}
      </form>

      {/* Keyed apart: otherwise React turns the clicked Edit button into Save Changes (it sits in the
          same place) before the click ends, and the browser then submits the form: Edit saved the
          unchanged settings and closed the form at once. */}
      <div className="mt-5 flex flex-wrap gap-2">
        {card.editing ? (
          <Fragment key="editing">
            <button
              type="submit"
              form={`${id}-form`}
              disabled={!canSave(entry, card.draft) || busy}
              className={buttonClass({ size: 'sm' })}
            >
              {card.saving ? spinner : <Save className="size-4" aria-hidden="true" />}
              {card.saving ? 'Saving…' : 'Save Changes'}
            </button>
            <TestButton entry={entry} card={card} draftOk={canTest(entry, draft)} busy={busy} />
            <button
              type="button"
              onClick={card.cancelEdit}
              disabled={card.saving}
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
            >
              <X className="size-4" aria-hidden="true" />
              Cancel
            </button>
          </Fragment>
        ) : (
          <Fragment key="viewing">
            <button
              type="button"
              onClick={card.startEdit}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit
              <span className="sr-only"> {info.name}</span>
            </button>
            <TestButton entry={entry} card={card} draftOk={canTest(entry, draft)} busy={busy} />
            {stored ? (
              <button
                type="button"
                onClick={card.activate}
                disabled={!canSetActive(entry) || busy}
                title={blocker ?? undefined}
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
              >
                {card.activating ? spinner : <Power className="size-4" aria-hidden="true" />}
                Set as Active
                <span className="sr-only"> {info.name}</span>
              </button>
            ) : null}
          </Fragment>
        )}
      </div>
    </article>
  );
}

function TestButton({
  entry,
  card,
  draftOk,
  busy,
}: {
  entry: ProviderEntry;
  card: ReturnType<typeof useProviderCard>;
  draftOk: boolean;
  busy: boolean;
}) {
  return (
    <button
      type="button"
      onClick={card.test}
      disabled={!draftOk || busy}
      title={draftOk ? undefined : 'Add an API key (and a model) to test the connection.'}
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
    >
      {card.testing ? spinner : <PlugZap className="size-4" aria-hidden="true" />}
      {card.testing ? 'Testing…' : 'Test Connection'}
      <span className="sr-only"> {entry.info.name}</span>
    </button>
  );
}
