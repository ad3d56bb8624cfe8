import { getProvider } from '@app/shared';
import type { Database } from '../db/database.js';
import type { Env } from '../env.js';
import { findActiveProvider } from '../modules/admin/providers.repo.js';
import { fallbackProvider } from '../modules/generation/ai/provider-settings.js';
import type { StartupFacts } from './startup-summary.js';

/**
 * Which model will write documents, as generation decides it: the provider made active in the
 * admin console, else the first one configured by environment variables, else none.
 */
export async function configuredModel(db: Database, ai: Env['AI']): Promise<StartupFacts['model']> {
  const row = await findActiveProvider(db);
  if (row) {
    const name = getProvider(row.name)?.name ?? row.name;
    return { provider: name, model: row.model, configuredBy: 'chosen in /admin' };
  }
  const fallback = fallbackProvider(ai);
  if (!fallback) return null;
  const { envPrefix, requiresKey, name } = fallback.provider;
  return {
    provider: name,
    model: fallback.model,
    configuredBy: `from ${envPrefix}_${requiresKey ? 'API_KEY' : 'BASE_URL'}`,
  };
}
