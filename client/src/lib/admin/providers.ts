import type {
  ProviderDto,
  TProviderCreateInput,
  TProviderUpdateInput,
  TTestConnectionInput,
} from '@app/shared/admin/providers';
import { AI_PROVIDERS, type ProviderInfo } from '@app/shared/ai/providers';

/**
 * The LLM Management tab's rules (spec 02 §2, §4 "Active provider" and "Provider edit mode", §5
 * "Admin provider save"), kept out of the components so each one is tested.
 */

/** One card: a catalogue provider and what is stored for it (null until it is set up). */
export interface ProviderEntry {
  info: ProviderInfo;
  stored: ProviderDto | null;
}

/** What the edit form holds. An empty key keeps the stored one: the browser never has it. */
export interface ProviderDraft {
  apiKey: string;
  model: string;
  baseUrl: string;
}

export type ConnectionFlag = 'connected' | 'failed';

const isCompatible = (info: ProviderInfo) => info.id === 'openai_compatible';

/**
 * Every provider of the catalogue, the ones set up first (the active one at the top), then the
 * others in catalogue order, so the cards an administrator works with are the first they see.
 */
export function providerEntries(stored: readonly ProviderDto[]): ProviderEntry[] {
  const byId = new Map(stored.map((p) => [p.provider, p]));
  const entries = AI_PROVIDERS.map((info): ProviderEntry => ({ info, stored: byId.get(info.id) ?? null }));
  const rank = (e: ProviderEntry) => (e.stored?.isActive ? 0 : e.stored ? 1 : 2);
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The form as Edit opens it: the stored model and base URL, the catalogue's first model otherwise. */
export function draftFor(entry: ProviderEntry): ProviderDraft {
  return {
    apiKey: '',
    model: entry.stored?.model ?? entry.info.models[0] ?? '',
    baseUrl: entry.stored?.baseUrl ?? '',
  };
}

const hasKey = (entry: ProviderEntry, draft?: ProviderDraft) =>
  Boolean(draft?.apiKey.trim()) || Boolean(entry.stored?.hasApiKey);

/** A provider that needs no key (the OpenAI-compatible endpoint) counts as keyed. */
const keyReady = (entry: ProviderEntry, draft?: ProviderDraft) =>
  !entry.info.requiresKey || hasKey(entry, draft);

const baseUrlReady = (entry: ProviderEntry, draft: ProviderDraft) =>
  !isCompatible(entry.info) || draft.baseUrl.trim() !== '';

/** Spec 02 §5: Save Changes needs both a key and a model (and the endpoint's address for a custom one). */
export function canSave(entry: ProviderEntry, draft: ProviderDraft): boolean {
  return draft.model.trim() !== '' && keyReady(entry, draft) && baseUrlReady(entry, draft);
}

/** Spec 02 §2, §5: Test Connection is disabled without a key (typed or stored). */
export function canTest(entry: ProviderEntry, draft: ProviderDraft): boolean {
  return draft.model.trim() !== '' && keyReady(entry, draft) && baseUrlReady(entry, draft);
}

/** Spec 02 §2, §5: Set as Active needs a stored provider with a key that is not already active. */
export function canSetActive(entry: ProviderEntry): boolean {
  const stored = entry.stored;
  return Boolean(stored) && !stored?.isActive && keyReady(entry);
}

/** Why Set as Active is disabled, for the button's description; null when it is enabled. */
export function setActiveBlocker(entry: ProviderEntry): string | null {
  if (!entry.stored) return 'Set this provider up first.';
  if (entry.stored.isActive) return 'This provider is already active.';
  if (!keyReady(entry)) return 'Add an API key before making this provider active.';
  return null;
}

/** The Connected / Failed badge: this session's test, else the last recorded one, else none. */
export function connectionBadge(
  entry: ProviderEntry,
  flag: ConnectionFlag | undefined,
): ConnectionFlag | null {
  if (flag) return flag;
  const last = entry.stored?.lastTestOk;
  if (last === true) return 'connected';
  if (last === false) return 'failed';
  return null;
}

const trimmedOrUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** What Test Connection sends: the typed key, or none so the server uses the stored one. */
export function testInput(entry: ProviderEntry, draft: ProviderDraft): TTestConnectionInput {
  const apiKey = trimmedOrUndefined(draft.apiKey);
  const baseUrl = trimmedOrUndefined(draft.baseUrl);
  return {
    provider: entry.info.id,
    model: draft.model.trim(),
    ...(apiKey ? { apiKey } : {}),
    ...(baseUrl ? { baseUrl } : {}),
  };
}

export type SaveRequest =
  | { kind: 'create'; input: TProviderCreateInput }
  | { kind: 'update'; input: TProviderUpdateInput };

/** Save Changes: creates a provider on its first save, updates it afterwards (an empty key keeps it). */
export function saveRequest(entry: ProviderEntry, draft: ProviderDraft): SaveRequest {
  const apiKey = trimmedOrUndefined(draft.apiKey);
  const baseUrl = isCompatible(entry.info) ? (trimmedOrUndefined(draft.baseUrl) ?? null) : undefined;
  const model = draft.model.trim();
  if (!entry.stored)
    return {
      kind: 'create',
      input: {
        name: entry.info.id,
        model,
        isActive: false,
        ...(apiKey ? { apiKey } : {}),
        ...(baseUrl !== undefined ? { baseUrl } : {}),
      },
    };
  return {
    kind: 'update',
    input: {
      id: entry.stored.id,
      model,
      ...(apiKey ? { apiKey } : {}),
      ...(baseUrl !== undefined ? { baseUrl } : {}),
    },
  };
}

/** Stored providers that can be made active from the dropdown (a key, or one that needs none). */
export function activatableProviders(providers: readonly ProviderDto[]): ProviderDto[] {
  return providers.filter((p) => p.hasApiKey || !AI_PROVIDERS.find((i) => i.id === p.provider)?.requiresKey);
}

/** The catalogue's name for a provider id ('openai' → 'OpenAI'); the id itself when unknown. */
export function providerName(id: string | null | undefined): string {
  if (!id) return 'None';
  return AI_PROVIDERS.find((p) => p.id === id)?.name ?? id;
}
