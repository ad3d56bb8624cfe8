import { AI_PROVIDERS, getProvider } from '@app/shared';
import { ChatAnthropic } from '@langchain/anthropic';
import { ChatCohere } from '@langchain/cohere';
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import { ChatMistralAI } from '@langchain/mistralai';
import { describe, expect, it } from 'vitest';
import { buildChatModel, isLangchainProvider, type ModelSettings } from './model-factory.js';
import { chatCompletionBody, OPENAI_BASE_URL } from './openai-chat-stream.js';
import { fallbackProvider } from './provider-settings.js';
import { chatCompletionsBaseUrl } from './stream-document.js';

const settingsFor = (
  id: string,
  over: { apiKey?: string | null; baseUrl?: string | null; model?: string } = {},
): ModelSettings => {
  const provider = getProvider(id);
  if (!provider) throw new Error(id);
  return {
    provider,
    apiKey: over.apiKey === undefined ? 'key-123' : over.apiKey,
    model: over.model ?? provider.models[0] ?? 'm',
    baseUrl: over.baseUrl ?? null,
  };
};

const build = (id: string, over: Parameters<typeof settingsFor>[1] = {}) => {
  const settings = settingsFor(id, over);
  if (!isLangchainProvider(settings)) throw new Error(`${id} is not served by langchain`);
  return buildChatModel(settings);
};

describe('buildChatModel', () => {
  it('builds the native client for Anthropic, Google, Mistral and Cohere', async () => {
    expect(await build('anthropic')).toBeInstanceOf(ChatAnthropic);
    expect(await build('google')).toBeInstanceOf(ChatGoogleGenerativeAI);
    expect(await build('mistral')).toBeInstanceOf(ChatMistralAI);
    expect(await build('cohere')).toBeInstanceOf(ChatCohere);
  });

  it('passes the stored model and key, with the library’s own retries off', async () => {
    const model = (await build('anthropic', { model: 'claude-haiku-4-5' })) as ChatAnthropic;
    expect(model.model).toBe('claude-haiku-4-5');
    expect(
      (model as unknown as { apiKey?: string }).apiKey ??
        (model as unknown as { anthropicApiKey?: string }).anthropicApiKey,
    ).toBe('key-123');
    expect((model as unknown as { caller: { maxRetries: number } }).caller.maxRetries).toBe(0);
  });

  it('lists a fixed model menu for every named provider', () => {
    for (const provider of AI_PROVIDERS)
      if (provider.id !== 'openai_compatible') expect(provider.models.length).toBeGreaterThan(0);
  });
});

describe('OpenAI-compatible providers (streamed without langchain)', () => {
  it('sends OpenAI to its own API', () => {
    const settings = settingsFor('openai');
    expect(isLangchainProvider(settings)).toBe(false);
    expect(chatCompletionsBaseUrl(settings)).toBe(OPENAI_BASE_URL);
  });

  it.each([
    ['xai', 'https://api.x.ai/v1'],
    ['deepseek', 'https://api.deepseek.com/v1'],
    ['together', 'https://api.together.xyz/v1'],
    ['perplexity', 'https://api.perplexity.ai'],
    ['huggingface', 'https://router.huggingface.co/v1'],
  ])('talks to %s through its OpenAI-compatible endpoint %s', (id, url) => {
    const settings = settingsFor(id);
    expect(isLangchainProvider(settings)).toBe(false);
    expect(chatCompletionsBaseUrl(settings)).toBe(url);
  });

  it('points the custom endpoint at the administrator’s URL', () => {
    const settings = settingsFor('openai_compatible', { apiKey: null, baseUrl: 'http://127.0.0.1:11434/v1' });
    expect(chatCompletionsBaseUrl(settings)).toBe('http://127.0.0.1:11434/v1');
  });

  it('asks a chat model for a bounded, streamed answer with usage', () => {
    expect(
      chatCompletionBody({
        model: 'gpt-4o-mini',
        system: 'S',
        user: 'U',
        temperature: 0.4,
        maxTokens: 2_000,
      }),
    ).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'S' },
        { role: 'user', content: 'U' },
      ],
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.4,
      max_tokens: 2_000,
    });
  });

  it.each(['o3-mini', 'gpt-5', 'gpt-5-mini'])(
    'gives the reasoning model %s a developer message and max_completion_tokens, no temperature',
    (model) => {
      const body = chatCompletionBody({ model, system: 'S', user: 'U', temperature: 0.4, maxTokens: 2_000 });
      expect(body.messages[0]).toEqual({ role: 'developer', content: 'S' });
      expect(body).toMatchObject({ max_completion_tokens: 2_000 });
      expect(body).not.toHaveProperty('temperature');
      expect(body).not.toHaveProperty('max_tokens');
    },
  );

  it('keeps gpt-5-chat a chat model', () => {
    const body = chatCompletionBody({
      model: 'gpt-5-chat-latest',
      system: 'S',
      user: 'U',
      temperature: 0.4,
      maxTokens: 9,
    });
    expect(body).toMatchObject({
      temperature: 0.4,
      max_tokens: 9,
      messages: [{ role: 'system' }, { role: 'user' }],
    });
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
