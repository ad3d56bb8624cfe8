import {
  getProvider,
  maskKey,
  modelAllowed,
  PROVIDER_MESSAGES,
  type ProviderDto,
  type ProviderInfo,
  type TProviderCreateInput,
  type TProviderUpdateInput,
} from '@app/shared';
import { AppError } from '../../../errors.js';
import { resetBreaker } from '../../generation/ai/circuit-breaker.js';
import type { AdminActor, AdminDeps } from '../admin-actor.js';
import { retryOnUniqueRace } from '../admin-actor.js';
import { insertAudit } from '../audit/audit.repo.js';
import { checkProviderBaseUrl, providerUrlPolicy } from '../provider-url.js';
import {
  activateProviderRow,
  findActiveProvider,
  findProviderById,
  findProviderByName,
  insertProvider,
  listProviders,
  type ProviderRow,
  updateProviderSettings,
} from '../providers.repo.js';
import { sealProviderKey } from './provider-keys.js';
import { auditedProvider, toProviderDto } from './providers.dto.js';

const notFound = () => new AppError('NOT_FOUND', PROVIDER_MESSAGES.notFound);
const invalid = (message: string, path: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });

export function catalogueEntry(name: string): ProviderInfo {
  const provider = getProvider(name);
  if (!provider) throw invalid(PROVIDER_MESSAGES.unknownProvider, 'name');
  return provider;
}

/** A base URL an administrator typed, checked for where it points; '' or null clears it. */
export async function checkedBaseUrl(
  deps: Pick<AdminDeps, 'env'>,
  provider: ProviderInfo,
  value: string | null | undefined,
): Promise<string | null> {
  if (!value) {
    if (provider.id === 'openai_compatible') throw invalid(PROVIDER_MESSAGES.baseUrlRequired, 'baseUrl');
    return null;
  }
  const checked = await checkProviderBaseUrl(value, { policy: providerUrlPolicy(deps.env) });
  if (!checked.ok) throw invalid(checked.message, 'baseUrl');
  return checked.url;
}

export async function listProviderDtos(deps: Pick<AdminDeps, 'db'>): Promise<ProviderDto[]> {
  return (await listProviders(deps.db)).map(toProviderDto);
}

/** Adds a provider of the catalogue (once: a second one of the same name is refused). */
export async function createProvider(
  deps: AdminDeps,
  actor: AdminActor,
  input: TProviderCreateInput,
): Promise<ProviderDto> {
  const provider = catalogueEntry(input.name);
  const baseUrl = await checkedBaseUrl(deps, provider, input.baseUrl);
  const key = input.apiKey ? sealProviderKey(deps.env, provider.id, input.apiKey) : null;
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertProvider(trx, {
      name: provider.id,
      apiKeyEncrypted: key?.encrypted ?? null,
      apiKeyLast4: key?.last4 ?? null,
      baseUrl,
      model: input.model,
    });
    if (!inserted) throw new AppError('CONFLICT', PROVIDER_MESSAGES.alreadyExists);
    await insertAudit(trx, {
      actorId: actor.id,
      action: 'provider.create',
      targetType: 'provider',
      targetId: inserted.id,
      summary: `Added ${provider.name} with model ${input.model}${key ? ` and API key ${maskKey(key.last4)}` : ''}`,
      before: null,
      after: auditedProvider(inserted),
    });
    return inserted;
  });
  await resetBreaker(deps, provider.id);
  return input.isActive ? activateProvider(deps, actor, row.id) : toProviderDto(row);
}

/** Changes a provider's model (and key, base URL); leaving the key out keeps the stored one. */
export async function updateProvider(
  deps: AdminDeps,
  actor: AdminActor,
  input: TProviderUpdateInput,
): Promise<ProviderDto> {
  const current = await findProviderById(deps.db, input.id);
  if (!current) throw notFound();
  const provider = catalogueEntry(current.name);
  if (!modelAllowed(provider, input.model)) throw invalid(PROVIDER_MESSAGES.unknownModel, 'model');
  if (input.apiKey === null && provider.requiresKey) throw invalid(PROVIDER_MESSAGES.keyRequired, 'apiKey');
  const baseUrl =
    input.baseUrl === undefined ? current.base_url : await checkedBaseUrl(deps, provider, input.baseUrl);
  const key =
    input.apiKey === undefined
      ? undefined
      : input.apiKey === null
        ? { encrypted: null, last4: null }
        : sealProviderKey(deps.env, provider.id, input.apiKey);
  const row = await deps.db.transaction().execute(async (trx) => {
    const updated = await updateProviderSettings(
      trx,
      current.id,
      { ...(key ? { key } : {}), baseUrl, model: input.model },
      deps.clock.now(),
    );
    if (!updated) throw notFound();
    await insertAudit(trx, {
      actorId: actor.id,
      action: 'provider.update',
      targetType: 'provider',
      targetId: updated.id,
      summary: updateSummary(provider, current, updated, input.apiKey),
      before: auditedProvider(current),
      after: auditedProvider(updated),
    });
    return updated;
  });
  // New settings deserve a fresh start: the failures were the old key's or model's.
  await resetBreaker(deps, provider.id);
  return toProviderDto(row);
}

function updateSummary(
  provider: ProviderInfo,
  before: ProviderRow,
  after: ProviderRow,
  key: string | null | undefined,
): string {
  const changes: string[] = [];
  if (before.model !== after.model) changes.push(`model ${before.model} → ${after.model}`);
  if (key) changes.push(`API key ${maskKey(after.api_key_last4)}`);
  if (key === null && before.api_key_last4) changes.push('API key removed');
  if (before.base_url !== after.base_url) changes.push(`base URL ${after.base_url ?? 'default'}`);
  return `Updated ${provider.name}: ${changes.join(', ') || 'saved without changes'}`;
}

/** Makes a stored provider the one every next generation uses (in every process, at once). */
export async function activateProvider(deps: AdminDeps, actor: AdminActor, id: string): Promise<ProviderDto> {
  const target = await findProviderById(deps.db, id);
  if (!target) throw notFound();
  const provider = catalogueEntry(target.name);
  if (provider.requiresKey && !target.api_key_last4)
    throw new AppError('VALIDATION_FAILED', PROVIDER_MESSAGES.noKeyToActivate);
  if (target.is_active) return toProviderDto(target);
  const row = await retryOnUniqueRace(() =>
    deps.db.transaction().execute(async (trx) => {
      const previous = await findActiveProvider(trx);
      const activated = await activateProviderRow(trx, id, deps.clock.now());
      if (!activated) throw notFound();
      const was = previous ? (getProvider(previous.name)?.name ?? previous.name) : null;
      await insertAudit(trx, {
        actorId: actor.id,
        action: 'provider.activate',
        targetType: 'provider',
        targetId: activated.id,
        summary: `Made ${provider.name} the active provider${was ? ` (was ${was})` : ''}`,
        before: { activeProvider: previous?.name ?? null },
        after: { activeProvider: activated.name, model: activated.model },
      });
      return activated;
    }),
  );
  deps.logger.info({ provider: row.name, model: row.model, by: actor.id }, 'active AI provider changed');
  return toProviderDto(row);
}

/** POST /api/admin/set-active-provider: by catalogue id or display name; answers the list. */
export async function setActiveProviderByName(
  deps: AdminDeps,
  actor: AdminActor,
  name: string,
): Promise<ProviderDto[]> {
  const row = await findProviderByName(deps.db, name);
  if (!row) throw notFound();
  await activateProvider(deps, actor, row.id);
  return listProviderDtos(deps);
}
