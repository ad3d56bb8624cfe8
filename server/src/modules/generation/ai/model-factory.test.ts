import { AI_PROVIDERS, getProvider } from '@app/shared';
import { ChatAnthropic } from '@langchain/anthropic';
import { ChatCohere } from '@langchain/cohere';
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import { ChatMistralAI } from '@langchain/mistralai';
import { ChatOpenAI } from '@langchain/openai';
import { describe, expect, it } from 'vitest';
import { buildChatModel } from './model-factory.js';
import { fallbackProvider } from './provider-settings.js';

const build = (
  id: string,
  over: { apiKey?: string | null; baseUrl?: string | null; model?: string } = {},
) => {
  const provider = getProvider(id);
  if (!provider) throw new Error(id);
  return buildChatModel({
    provider,
    apiKey: over.apiKey === undefined ? 'key-123' : over.apiKey,
    model: over.model ?? provider.models[0] ?? 'm',
    baseUrl: over.baseUrl ?? null,
  });
};

const openAiBase = (model: unknown) =>
  (model as { clientConfig?: { baseURL?: string } }).clientConfig?.baseURL;

describe('buildChatModel', () => {
  it('builds the native client for OpenAI, Anthropic, Google, Mistral and Cohere', async () => {
    expect(await build('openai')).toBeInstanceOf(ChatOpenAI);
    expect(await build('anthropic')).toBeInstanceOf(ChatAnthropic);
    expect(await build('google')).toBeInstanceOf(ChatGoogleGenerativeAI);
    expect(await build('mistral')).toBeInstanceOf(ChatMistralAI);
    expect(await build('cohere')).toBeInstanceOf(ChatCohere);
  });

  it.each([
    ['xai', 'https://api.x.ai/v1'],
    ['deepseek', 'https://api.deepseek.com/v1'],
    ['together', 'https://api.together.xyz/v1'],
    ['perplexity', 'https://api.perplexity.ai'],
    ['huggingface', 'https://router.huggingface.co/v1'],
  ])('talks to %s through its OpenAI-compatible endpoint %s', async (id, url) => {
    const model = await build(id);
    expect(model).toBeInstanceOf(ChatOpenAI);
    expect(openAiBase(model)).toBe(url);
  });

  it('points the custom endpoint at the administrator’s URL and needs no key', async () => {
    const model = await build('openai_compatible', {
      apiKey: null,
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
    });
    expect(model).toBeInstanceOf(ChatOpenAI);
    expect(openAiBase(model)).toBe('http://127.0.0.1:11434/v1');
    expect((model as ChatOpenAI).model).toBe('llama3.1');
  });

  it('passes the stored model and key, with the library’s own retries off', async () => {
    const model = (await build('anthropic', { model: 'claude-haiku-4-5' })) as ChatAnthropic;
    expect(model.model).toBe('claude-haiku-4-5');
    expect(
      (model as unknown as { apiKey?: string }).apiKey ??
        (model as unknown as { anthropicApiKey?: string }).anthropicApiKey,
    ).toBe('key-123');
    expect(((await build('openai')) as unknown as { caller: { maxRetries: number } }).caller.maxRetries).toBe(
      0,
    );
  });

  it('lists a fixed model menu for every named provider', () => {
    for (const provider of AI_PROVIDERS)
      if (provider.id !== 'openai_compatible') expect(provider.models.length).toBeGreaterThan(0);
  });
});

describe('fallbackProvider (environment)', () => {
  it('takes the first configured provider in catalogue order, with its default model', () => {
    expect(fallbackProvider({})).toBeNull();
    expect(fallbackProvider({ ANTHROPIC_API_KEY: 'a', OPENAI_API_KEY: 'o' })).toMatchObject({
      provider: { id: 'openai' },
      apiKey: 'o',
      model: 'gpt-4o-mini',
    });
    expect(fallbackProvider({ MISTRAL_API_KEY: 'm', MISTRAL_MODEL: 'mistral-small-latest' })).toMatchObject({
      provider: { id: 'mistral' },
      model: 'mistral-small-latest',
    });
    expect(
      fallbackProvider({
        OPENAI_COMPATIBLE_BASE_URL: 'http://localhost:1234/v1',
        OPENAI_COMPATIBLE_MODEL: 'qwen',
      }),
    ).toMatchObject({
      provider: { id: 'openai_compatible' },
      apiKey: null,
      baseUrl: 'http://localhost:1234/v1',
    });
  });
});
