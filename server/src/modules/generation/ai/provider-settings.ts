import { AI_PROVIDERS, getProvider } from '@app/shared';
import { openSecret, parseEncryptionKey } from '../../../crypto/secrets.js';
import type { Deps } from '../../../deps.js';
import { findActiveProvider } from '../../admin/providers.repo.js';
import { findActivePrompts, type SystemPrompt, systemPromptsOf } from '../prompts.repo.js';
import type { ModelSettings } from './model-factory.js';
import type { DocumentType } from './prompts.js';
import type { CachedSettings } from './settings-cache.js';

type SettingsDeps = Pick<Deps, 'db' | 'env' | 'logger' | 'settingsCache'>;

export interface ResolvedProvider {
  settings: ModelSettings;
  source: 'database' | 'fallback';
}

/** The provider configured by environment variables, in catalogue order (OPENAI_API_KEY first). */
export function fallbackProvider(ai: Deps['env']['AI']): ModelSettings | null {
  for (const provider of AI_PROVIDERS) {
    const key = ai[`${provider.envPrefix}_API_KEY`] ?? null;
    const baseUrl = ai[`${provider.envPrefix}_BASE_URL`] ?? null;
    const configured = provider.requiresKey ? key !== null : baseUrl !== null;
    const model = ai[`${provider.envPrefix}_MODEL`] ?? provider.models[0];
    if (configured && model) return { provider, apiKey: key, model, baseUrl };
  }
  return null;
}

/** Through the process's settings cache when it keeps one (servers and workers), else the database. */
function readSetting<K extends keyof CachedSettings>(
  deps: SettingsDeps,
  key: K,
  load: () => Promise<CachedSettings[K]>,
): Promise<CachedSettings[K]> {
  return deps.settingsCache ? deps.settingsCache.read(key, load) : load();
}

/**
 * Which model writes the documents: the active provider in the database (its key opened with
 * ENCRYPTION_KEY), else the environment fallback, else null (generation is then refused with
 * AI_UNAVAILABLE before any credit is taken).
 */
export async function resolveProvider(deps: SettingsDeps): Promise<ResolvedProvider | null> {
  const row = await readSetting(deps, 'provider', () => findActiveProvider(deps.db));
  const provider = row ? getProvider(row.name) : undefined;
  if (row && provider) {
    const key = deps.env.ENCRYPTION_KEY ? parseEncryptionKey(deps.env.ENCRYPTION_KEY) : null;
    let apiKey: string | null = null;
    try {
      apiKey =
        row.api_key_encrypted && key ? openSecret(Buffer.from(row.api_key_encrypted), key, row.name) : null;
    } catch {
      deps.logger.error(
        { provider: row.name },
        'the active provider key cannot be opened with ENCRYPTION_KEY',
      );
    }
    if (apiKey || !provider.requiresKey) {
      return { settings: { provider, apiKey, model: row.model, baseUrl: row.base_url }, source: 'database' };
    }
  }
  const fallback = fallbackProvider(deps.env.AI);
  return fallback ? { settings: fallback, source: 'fallback' } : null;
}

/** The system prompt of each document type, read like the provider (prompts.repo.ts says which). */
export async function resolveSystemPrompts(deps: SettingsDeps): Promise<Record<DocumentType, SystemPrompt>> {
  return systemPromptsOf(await readSetting(deps, 'prompts', () => findActivePrompts(deps.db)));
}
