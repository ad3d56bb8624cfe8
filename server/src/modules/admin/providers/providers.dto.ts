import { getProvider, maskKey, type ProviderDto } from '@app/shared';
import type { ProviderRow } from '../providers.repo.js';

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

/** A stored provider as the console sees it: the key only as its last 4 characters. */
export function toProviderDto(row: ProviderRow): ProviderDto {
  return {
    id: row.id,
    // The spec shows the display name as `name`; the stored column holds the catalogue id.
    name: getProvider(row.name)?.name ?? row.name,
    provider: row.name,
    apiKey: maskKey(row.api_key_last4),
    apiKeyLast4: row.api_key_last4,
    hasApiKey: row.api_key_last4 !== null,
    model: row.model,
    baseUrl: row.base_url,
    isActive: row.is_active,
    lastTestOk: row.last_test_ok,
    lastTestedAt: iso(row.last_tested_at),
    updatedAt: iso(row.updated_at) ?? '',
  };
}

/** What the audit log keeps of a provider's settings: never the key, only its last 4. */
export const auditedProvider = (row: ProviderRow) => ({
  name: row.name,
  model: row.model,
  baseUrl: row.base_url,
  apiKey: maskKey(row.api_key_last4),
  isActive: row.is_active,
});
