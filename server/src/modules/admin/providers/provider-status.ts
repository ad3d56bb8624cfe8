import { getProvider, type ProviderStatusDto } from '@app/shared';
import { readBreakerStates } from '../../generation/ai/circuit-breaker.js';
import { fallbackProvider, resolveProvider } from '../../generation/ai/provider-settings.js';
import type { AdminDeps } from '../admin-actor.js';
import { findActiveProvider, listProviders } from '../providers.repo.js';

/**
 * What writes the documents right now, computed the way every generation computes it
 * (resolveProvider, through the settings cache, which every change to llm_providers empties at
 * once: so this is also what the next generation will use), beside what the database says, and
 * the warnings the console shows.
 */
export async function providerStatus(deps: AdminDeps): Promise<ProviderStatusDto> {
  const [resolved, dbActive, rows] = await Promise.all([
    resolveProvider(deps),
    findActiveProvider(deps.db),
    listProviders(deps.db),
  ]);
  const usable = rows
    .filter((row) => row.api_key_last4 !== null || getProvider(row.name)?.requiresKey === false)
    .map((row) => row.name);
  const fallback = fallbackProvider(deps.env.AI);
  const available = [...new Set([...usable, ...(fallback ? [fallback.provider.id] : [])])];
  const current = resolved?.settings.provider.id ?? null;
  const [breaker] = current ? await readBreakerStates(deps, [current]) : [];
  return {
    current: {
      activeProvider: current,
      model: resolved?.settings.model ?? null,
      isInitialized: resolved !== null,
      source: resolved?.source ?? null,
      availableProviders: available,
    },
    database: {
      activeProvider: dbActive?.name ?? null,
      // A stored provider that could be used (it has its key, or needs none).
      hasConfiguredProvider: usable.length > 0,
    },
    warnings: {
      usingFallback: resolved?.source === 'fallback',
      mismatchDetected:
        dbActive !== undefined && (resolved?.source !== 'database' || current !== dbActive.name),
      noProviderConfigured: resolved === null,
    },
    breaker: breaker ?? null,
  };
}

/**
 * POST /api/admin/refresh-provider. Every process drops its cached provider the moment the table
 * changes (a trigger's NOTIFY), so there is nothing to reload: this answers what the next
 * generation will use.
 */
export async function refreshProvider(deps: AdminDeps) {
  const status = await providerStatus(deps);
  const message = status.current.activeProvider
    ? `Provider refreshed: ${status.current.activeProvider} (${status.current.model}) from the ${status.current.source}.`
    : 'Provider refreshed: no AI provider is configured.';
  return { message, status };
}
