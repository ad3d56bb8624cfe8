import {
  modelAllowed,
  PROVIDER_MESSAGES,
  type TestConnectionResult,
  type TTestConnectionInput,
} from '@app/shared';
import { enforce, type RateRule } from '../../../auth/rate-limit.js';
import { AppError } from '../../../errors.js';
import { resetBreaker } from '../../generation/ai/circuit-breaker.js';
import { MODEL_FAILURE_MESSAGES, ModelCallError } from '../../generation/ai/model-errors.js';
import { streamDocument } from '../../generation/ai/stream-document.js';
import type { AdminActor, AdminDeps } from '../admin-actor.js';
import { findProviderSecret, recordConnectionTest } from '../providers.repo.js';
import { openProviderKey } from './provider-keys.js';
import { catalogueEntry, checkedBaseUrl } from './providers.service.js';

/** A connection test waits this long for the first word before it says Failed. */
const CONNECTION_TIMEOUT_MS = 20_000;

/** Connection tests per administrator: each one is a (small) paid model call. */
export const CONNECTION_TEST_RULE: RateRule = {
  name: 'connection-test:admin',
  limit: 20,
  windowSeconds: 10 * 60,
};

const invalid = (message: string, path: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });

/**
 * Asks the provider for one short answer with the given (or stored) key and model. It bypasses
 * the circuit breaker — an administrator must be able to see a provider answer again — and is
 * logged in AI monitoring as a connection test. Testing the stored settings records the
 * Connected/Failed badge and, when it connects, closes that provider's breaker.
 */
export async function testConnection(
  deps: AdminDeps,
  actor: AdminActor,
  input: TTestConnectionInput,
): Promise<TestConnectionResult> {
  await enforce(deps, [[CONNECTION_TEST_RULE, actor.id]]);
  const provider = catalogueEntry(input.provider);
  if (!modelAllowed(provider, input.model)) throw invalid(PROVIDER_MESSAGES.unknownModel, 'model');
  const stored = await findProviderSecret(deps.db, provider.id);
  const usesStoredKey = input.apiKey === undefined;
  const apiKey = input.apiKey ?? openProviderKey(deps.env, provider.id, stored?.api_key_encrypted ?? null);
  if (provider.requiresKey && !apiKey) throw invalid(PROVIDER_MESSAGES.noKeyToTest, 'apiKey');
  const baseUrl =
    input.baseUrl === undefined || input.baseUrl === null
      ? (stored?.base_url ?? (await checkedBaseUrl(deps, provider, null)))
      : await checkedBaseUrl(deps, provider, input.baseUrl);
  const started = performance.now();
  let result: TestConnectionResult;
  try {
    await streamDocument(deps, {
      settings: { provider, apiKey, model: input.model, baseUrl },
      system: 'You are a connection check. Answer with one word.',
      user: 'Reply with the word OK.',
      purpose: 'connection_test',
      kind: 'connection_test',
      generationId: null,
      onToken: () => {},
      idleTimeoutMs: CONNECTION_TIMEOUT_MS,
    });
    result = {
      connected: true,
      message: `Connected to ${provider.name} (${input.model}).`,
      latencyMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    const reason =
      error instanceof ModelCallError ? MODEL_FAILURE_MESSAGES[error.failure] : 'The test did not complete.';
    result = { connected: false, message: `Connection Failed: ${reason}`, latencyMs: null };
  }
  const sameAsStored = stored && usesStoredKey && stored.model === input.model && stored.base_url === baseUrl;
  if (sameAsStored) {
    await recordConnectionTest(deps.db, provider.id, result.connected, deps.clock.now());
    if (result.connected) await resetBreaker(deps, provider.id);
  }
  return result;
}
