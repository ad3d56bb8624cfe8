import type { ProviderDto } from '@app/shared/admin/providers';
import { getProvider, type ProviderInfo } from '@app/shared/ai/providers';
import { describe, expect, it } from 'vitest';
import {
  activatableProviders,
  canSave,
  canSetActive,
  canTest,
  connectionBadge,
  draftFor,
  type ProviderEntry,
  providerEntries,
  providerName,
  saveRequest,
  setActiveBlocker,
  testInput,
} from './providers';

const info = (id: string) => getProvider(id) as ProviderInfo;

const stored = (over: Partial<ProviderDto> & { provider: string }): ProviderDto => ({
  id: `00000000-0000-4000-8000-${over.provider
    .padEnd(12, '0')
    .slice(0, 12)
    .replace(/[^0-9a-f]/g, 'a')}`,
  name: providerName(over.provider),
  apiKey: '••••••••1234',
  apiKeyLast4: '1234',
  hasApiKey: true,
  model: info(over.provider).models[0] ?? 'llama3',
  baseUrl: null,
  isActive: false,
  lastTestOk: null,
  lastTestedAt: null,
  updatedAt: '2025-11-20T10:00:00.000Z',
  ...over,
});

const entry = (id: string, s: ProviderDto | null = null): ProviderEntry => ({ info: info(id), stored: s });
const empty = { apiKey: '', model: '', baseUrl: '' };

describe('provider cards', () => {
  it('lists every catalogue provider, the active one first, then the set-up ones', () => {
    const entries = providerEntries([
      stored({ provider: 'mistral' }),
      stored({ provider: 'deepseek', isActive: true }),
    ]);
    expect(entries).toHaveLength(11);
    expect(entries.slice(0, 3).map((e) => e.info.id)).toEqual(['deepseek', 'mistral', 'openai']);
    expect(entries[2]?.stored).toBeNull();
  });

  it('opens Edit on the stored model, or the first model of the catalogue', () => {
    expect(draftFor(entry('openai'))).toEqual({ apiKey: '', model: 'gpt-4o-mini', baseUrl: '' });
    expect(draftFor(entry('openai', stored({ provider: 'openai', model: 'gpt-4.1' }))).model).toBe('gpt-4.1');
    expect(draftFor(entry('openai_compatible'))).toEqual({ apiKey: '', model: '', baseUrl: '' });
  });
});

describe('spec 02 §5: provider controls', () => {
  it('Save Changes needs both a key and a model', () => {
    const fresh = entry('openai');
    expect(canSave(fresh, { ...empty, model: 'gpt-4o' })).toBe(false);
    expect(canSave(fresh, { ...empty, apiKey: 'sk-1' })).toBe(false);
    expect(canSave(fresh, { ...empty, apiKey: '   ', model: 'gpt-4o' })).toBe(false);
    expect(canSave(fresh, { ...empty, apiKey: 'sk-1', model: 'gpt-4o' })).toBe(true);
    // A stored key counts: an empty field keeps it.
    expect(canSave(entry('openai', stored({ provider: 'openai' })), { ...empty, model: 'gpt-4o' })).toBe(
      true,
    );
  });

  it('the OpenAI-compatible endpoint needs a base URL and a model, not a key', () => {
    const custom = entry('openai_compatible');
    expect(canSave(custom, { ...empty, model: 'llama3' })).toBe(false);
    expect(canSave(custom, { ...empty, model: 'llama3', baseUrl: 'http://localhost:11434/v1' })).toBe(true);
    expect(canTest(custom, { ...empty, model: 'llama3', baseUrl: 'http://localhost:11434/v1' })).toBe(true);
  });

  it('Test Connection is disabled without a key', () => {
    expect(canTest(entry('anthropic'), { ...empty, model: 'claude-haiku-4-5' })).toBe(false);
    expect(canTest(entry('anthropic'), { ...empty, apiKey: 'k', model: 'claude-haiku-4-5' })).toBe(true);
    const keyless = stored({ provider: 'anthropic', hasApiKey: false, apiKey: null, apiKeyLast4: null });
    expect(canTest(entry('anthropic', keyless), draftFor(entry('anthropic', keyless)))).toBe(false);
  });

  it('Set as Active is disabled for the active provider and for one without a key', () => {
    expect(canSetActive(entry('openai'))).toBe(false);
    expect(setActiveBlocker(entry('openai'))).toBe('Set this provider up first.');
    const active = entry('openai', stored({ provider: 'openai', isActive: true }));
    expect(canSetActive(active)).toBe(false);
    expect(setActiveBlocker(active)).toBe('This provider is already active.');
    const keyless = entry('openai', stored({ provider: 'openai', hasApiKey: false, apiKey: null }));
    expect(canSetActive(keyless)).toBe(false);
    expect(setActiveBlocker(keyless)).toMatch(/API key/);
    const ready = entry('openai', stored({ provider: 'openai' }));
    expect(canSetActive(ready)).toBe(true);
    expect(setActiveBlocker(ready)).toBeNull();
    const custom = entry('openai_compatible', stored({ provider: 'openai_compatible', hasApiKey: false }));
    expect(canSetActive(custom)).toBe(true);
  });

  it('shows Connected / Failed from this session, else from the last recorded test', () => {
    const e = entry('openai', stored({ provider: 'openai', lastTestOk: false }));
    expect(connectionBadge(e, undefined)).toBe('failed');
    expect(connectionBadge(e, 'connected')).toBe('connected');
    expect(connectionBadge(entry('openai'), undefined)).toBeNull();
  });
});

describe('requests', () => {
  it('tests with the typed key, or without one so the stored key is used', () => {
    const e = entry('openai', stored({ provider: 'openai' }));
    expect(testInput(e, { apiKey: ' sk-new ', model: 'gpt-4o', baseUrl: '' })).toEqual({
      provider: 'openai',
      model: 'gpt-4o',
      apiKey: 'sk-new',
    });
    expect(testInput(e, { apiKey: '', model: 'gpt-4o', baseUrl: '' })).toEqual({
      provider: 'openai',
      model: 'gpt-4o',
    });
  });

  it('creates on the first save and updates afterwards, keeping the stored key when none is typed', () => {
    expect(saveRequest(entry('deepseek'), { apiKey: 'k-9', model: 'deepseek-chat', baseUrl: '' })).toEqual({
      kind: 'create',
      input: { name: 'deepseek', apiKey: 'k-9', model: 'deepseek-chat', isActive: false },
    });
    const s = stored({ provider: 'deepseek' });
    expect(
      saveRequest(entry('deepseek', s), { apiKey: '', model: 'deepseek-reasoner', baseUrl: '' }),
    ).toEqual({
      kind: 'update',
      input: { id: s.id, model: 'deepseek-reasoner' },
    });
    expect(
      saveRequest(entry('openai_compatible'), { apiKey: '', model: 'llama3', baseUrl: ' http://h/v1 ' }),
    ).toEqual({
      kind: 'create',
      input: { name: 'openai_compatible', model: 'llama3', isActive: false, baseUrl: 'http://h/v1' },
    });
  });

  it('offers in the dropdown only providers that can be made active', () => {
    const list = [
      stored({ provider: 'openai' }),
      stored({ provider: 'cohere', hasApiKey: false, apiKey: null }),
      stored({ provider: 'openai_compatible', hasApiKey: false, apiKey: null }),
    ];
    expect(activatableProviders(list).map((p) => p.provider)).toEqual(['openai', 'openai_compatible']);
  });

  it('names providers as the catalogue does', () => {
    expect(providerName('anthropic')).toBe('Claude (Anthropic)');
    expect(providerName('unknown-one')).toBe('unknown-one');
    expect(providerName(null)).toBe('None');
  });
});
