import { z } from 'zod';
import { AI_PROVIDERS, getProvider, type ProviderInfo } from '../ai/providers.js';
import { plainText } from '../text/plain-text.js';

/**
 * The admin console's LLM management contract (spec 02 §2 LLM Management, §3 "LLM provider" and
 * "Provider status", §5 provider save, §7). A key goes in, never comes out: answers carry only
 * its last 4 characters.
 */
export const PROVIDER_MESSAGES = {
  unknownProvider: 'That provider is not one we support. Choose one from the list.',
  notFound: 'Provider not found',
  invalidId: 'Provider not found',
  keyRequired: 'Enter the API key for this provider.',
  keyTooLong: 'That API key is too long.',
  modelRequired: 'Choose a model.',
  unknownModel: 'Choose one of the models listed for this provider.',
  baseUrlRequired: 'Enter the base URL of your OpenAI-compatible endpoint.',
  alreadyExists: 'This provider is already set up. Edit it instead.',
  noKeyToActivate: 'Add an API key to this provider before making it active.',
  activateFailed: 'Error: Failed to update active provider',
  noKeyToTest: 'Add an API key before testing the connection.',
} as const;

/**
 * A provider named by its catalogue id ('openai') or its display name ('OpenAI'), as the spec's
 * set-active-provider and test-ai-connection send it; answers the catalogue entry's id.
 */
export const ZProviderName = plainText({ error: PROVIDER_MESSAGES.unknownProvider })
  .trim()
  .transform((value, ctx) => {
    const wanted = value.toLowerCase();
    const found = AI_PROVIDERS.find((p) => p.id === wanted || p.name.toLowerCase() === wanted);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: PROVIDER_MESSAGES.unknownProvider });
      return z.NEVER;
    }
    return found.id as string;
  });

export const ZProviderId = z.uuid({ error: PROVIDER_MESSAGES.invalidId });
export const ZProviderRef = z.object({ id: ZProviderId });

export const ZApiKey = plainText({ error: PROVIDER_MESSAGES.keyRequired })
  .trim()
  .min(1, PROVIDER_MESSAGES.keyRequired)
  .max(500, PROVIDER_MESSAGES.keyTooLong);
export const ZModelName = plainText({ error: PROVIDER_MESSAGES.modelRequired })
  .trim()
  .min(1, PROVIDER_MESSAGES.modelRequired)
  .max(200, PROVIDER_MESSAGES.unknownModel);
/** Checked for shape here; the server also checks where it points (checkProviderBaseUrl). */
export const ZBaseUrl = plainText().trim().max(500, PROVIDER_MESSAGES.baseUrlRequired);

/** The named providers take a model from their fixed list; the custom endpoint takes any name. */
export function modelAllowed(provider: ProviderInfo, model: string): boolean {
  return provider.models.length === 0 || provider.models.includes(model);
}

/** POST /api/admin/llm-providers, `admin.providers.create`. */
export const ZProviderCreateInput = z
  .object({
    name: ZProviderName,
    /** Optional only for a provider that needs none (the OpenAI-compatible endpoint). */
    apiKey: ZApiKey.optional(),
    model: ZModelName,
    /** The OpenAI-compatible endpoint's address; ignored by the named providers. */
    baseUrl: ZBaseUrl.nullish(),
    isActive: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const provider = getProvider(input.name);
    if (!provider) return;
    if (provider.requiresKey && !input.apiKey)
      ctx.addIssue({ code: 'custom', path: ['apiKey'], message: PROVIDER_MESSAGES.keyRequired });
    if (!modelAllowed(provider, input.model))
      ctx.addIssue({ code: 'custom', path: ['model'], message: PROVIDER_MESSAGES.unknownModel });
    if (provider.id === 'openai_compatible' && !input.baseUrl)
      ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: PROVIDER_MESSAGES.baseUrlRequired });
  });
export type TProviderCreateInput = z.infer<typeof ZProviderCreateInput>;

/**
 * PUT /api/admin/llm-providers/{id} body. The browser never holds the stored key, so leaving
 * `apiKey` out keeps it; `null` removes it (only for a provider that needs none).
 */
export const ZProviderUpdateBody = z.object({
  apiKey: ZApiKey.nullish(),
  model: ZModelName,
  baseUrl: ZBaseUrl.nullish(),
});
/** `admin.providers.update`. The model is checked against the stored provider's list. */
export const ZProviderUpdateInput = ZProviderUpdateBody.extend({ id: ZProviderId });
export type TProviderUpdateInput = z.infer<typeof ZProviderUpdateInput>;

/** POST /api/admin/set-active-provider, `admin.providers.setActiveByName`. */
export const ZSetActiveProviderInput = z.object({ providerName: ZProviderName });

/**
 * POST /api/admin/test-ai-connection, `admin.providers.testConnection`. Without `apiKey` (the
 * browser only sees the masked one) the stored provider's key is used; without `baseUrl`, its
 * stored base URL.
 */
export const ZTestConnectionInput = z.object({
  provider: ZProviderName,
  apiKey: ZApiKey.optional(),
  model: ZModelName,
  baseUrl: ZBaseUrl.nullish(),
});
export type TTestConnectionInput = z.infer<typeof ZTestConnectionInput>;

/** A provider as the console shows it. No key, only whether there is one and its last 4. */
export const ZProviderDto = z.object({
  id: z.string(),
  /** The spec's name: the catalogue's display name, 'OpenAI', 'Claude (Anthropic)', ... */
  name: z.string(),
  /** Catalogue id: 'openai', 'anthropic', ..., 'openai_compatible' (what the calls' `provider` takes). */
  provider: z.string(),
  /** The key masked to its last 4 ('••••••••1234'), or null without a key. */
  apiKey: z.string().nullable(),
  apiKeyLast4: z.string().nullable(),
  hasApiKey: z.boolean(),
  model: z.string(),
  baseUrl: z.string().nullable(),
  isActive: z.boolean(),
  /** Result of the last connection test (Connected / Failed badge), null before any. */
  lastTestOk: z.boolean().nullable(),
  lastTestedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ProviderDto = z.infer<typeof ZProviderDto>;

export const ZTestConnectionResult = z.object({
  connected: z.boolean(),
  /** 'Connected to OpenAI (gpt-4o-mini).' or why it failed, in a sentence. */
  message: z.string(),
  latencyMs: z.number().nullable(),
});
export type TestConnectionResult = z.infer<typeof ZTestConnectionResult>;

/** The circuit breaker of one provider (AI monitoring shows it). */
export const BREAKER_STATES = ['closed', 'open', 'half_open'] as const;
export const ZBreakerStateDto = z.object({
  provider: z.string(),
  state: z.enum(BREAKER_STATES),
  consecutiveFailures: z.number(),
  /** When it opened (ISO), null while closed. */
  openedAt: z.string().nullable(),
  /** When an open breaker lets one trial call through (ISO), null unless open. */
  retryAt: z.string().nullable(),
  lastFailure: z.string().nullable(),
});
export type BreakerStateDto = z.infer<typeof ZBreakerStateDto>;

/** GET /api/admin/provider-status (polled every 30 s), `admin.providers.status`. */
export const ZProviderStatusDto = z.object({
  current: z.object({
    /** The catalogue id generations use right now, or null when none can be used. */
    activeProvider: z.string().nullable(),
    model: z.string().nullable(),
    isInitialized: z.boolean(),
    source: z.enum(['database', 'fallback']).nullable(),
    /** Catalogue ids that could be used: stored with a usable key, or set by environment variables. */
    availableProviders: z.array(z.string()),
  }),
  database: z.object({
    activeProvider: z.string().nullable(),
    hasConfiguredProvider: z.boolean(),
  }),
  warnings: z.object({
    /** Generations use the environment's provider because the database has none usable. */
    usingFallback: z.boolean(),
    /** The database's active provider is not the one in use (its key cannot be opened or is missing). */
    mismatchDetected: z.boolean(),
    noProviderConfigured: z.boolean(),
  }),
  /** The breaker of the provider in use, null when there is none. */
  breaker: ZBreakerStateDto.nullable(),
});
export type ProviderStatusDto = z.infer<typeof ZProviderStatusDto>;

/** POST /api/admin/refresh-provider. */
export const ZRefreshProviderResult = z.object({ message: z.string(), status: ZProviderStatusDto });
export type RefreshProviderResult = z.infer<typeof ZRefreshProviderResult>;

/** Masks a key to its last 4 characters, as every answer and the audit log show it. */
export const maskKey = (last4: string | null): string | null => (last4 ? `••••••••${last4}` : null);
