import { providerUrlExample, providerUrlHelp } from '@app/shared/admin/provider-url-policy';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ProviderDraft, ProviderEntry } from '../../../lib/admin/providers';
import { useTRPC } from '../../../lib/trpc';
import { inputClass, labelClass } from '../../form/field-styles';

/**
 * Edit mode of a provider card: the key field (empty keeps the stored key, which the browser never
 * sees), the model dropdown of the catalogue's fixed models, and for the OpenAI-compatible endpoint
 * its base URL and a free model name.
 */
export function ProviderForm({
  entry,
  draft,
  onChange,
  disabled,
}: {
  entry: ProviderEntry;
  draft: ProviderDraft;
  onChange: (draft: ProviderDraft) => void;
  disabled: boolean;
}) {
  const id = useId();
  const { info, stored } = entry;
  const custom = info.models.length === 0;
  const keyHint = stored?.hasApiKey
    ? `Leave empty to keep the saved key (${stored.apiKey ?? 'saved'}).`
    : info.requiresKey
      ? 'Required. It is stored encrypted and never shown again.'
      : 'Optional: only if your endpoint asks for one.';
  return (
    <div className="grid grid-cols-1 gap-4">
      {custom ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Any server that speaks OpenAI&apos;s chat API: Ollama, LM Studio, vLLM or a hosted gateway.
        </p>
      ) : null}
      {custom ? (
        <BaseUrlField
          id={`${id}-url`}
          value={draft.baseUrl}
          disabled={disabled}
          onChange={(baseUrl) => onChange({ ...draft, baseUrl })}
        />
      ) : null}
      <div className="grid grid-cols-1 gap-1.5">
        <label htmlFor={`${id}-key`} className={labelClass}>
          API key
        </label>
        <input
          id={`${id}-key`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={stored?.hasApiKey ? (stored.apiKey ?? '') : 'Paste the API key'}
          value={draft.apiKey}
          disabled={disabled}
          aria-describedby={`${id}-key-hint`}
          onChange={(e) => onChange({ ...draft, apiKey: e.target.value })}
          className={inputClass()}
        />
        <p id={`${id}-key-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {keyHint}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <label htmlFor={`${id}-model`} className={labelClass}>
          Model
        </label>
        {custom ? (
          <input
            id={`${id}-model`}
            autoComplete="off"
            spellCheck={false}
            placeholder="llama3.1"
            value={draft.model}
            disabled={disabled}
            onChange={(e) => onChange({ ...draft, model: e.target.value })}
            className={inputClass()}
          />
        ) : (
          <select
            id={`${id}-model`}
            value={draft.model}
            disabled={disabled}
            onChange={(e) => onChange({ ...draft, model: e.target.value })}
            className={inputClass()}
          >
            {draft.model === '' ? <option value="">Choose a model</option> : null}
            {info.models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
        )}
      </div>
    </div>
  );
}

/**
 * The endpoint's address, with the rule this server applies to it (private and loopback addresses
 * allowed outside production, or by the operator's setting) said before anything is typed, and an
 * example the server would accept.
 */
function BaseUrlField({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const trpc = useTRPC();
  // The server's settings do not change while it runs.
  const policy = useQuery({
    ...trpc.admin.providers.urlPolicy.queryOptions(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <label htmlFor={id} className={labelClass}>
        Base URL
      </label>
      <input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={policy.data ? providerUrlExample(policy.data) : 'https://llm.example.com/v1'}
        value={value}
        disabled={disabled}
        aria-describedby={policy.data ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass()}
      />
      {policy.data ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {providerUrlHelp(policy.data)}
        </p>
      ) : null}
    </div>
  );
}
