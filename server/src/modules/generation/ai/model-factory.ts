import type { ProviderInfo, ProviderKind } from '@app/shared';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';

/** A provider with what it needs to be called: decrypted key, model, endpoint. */
export interface ModelSettings {
  provider: ProviderInfo;
  apiKey: string | null;
  model: string;
  baseUrl: string | null;
}

/** Providers whose calls go through langchain; the OpenAI-compatible ones are streamed directly. */
export type LangchainProviderKind = Exclude<ProviderKind, 'openai' | 'openai-compatible'>;
export type LangchainModelSettings = ModelSettings & {
  provider: ProviderInfo & { kind: LangchainProviderKind };
};

export const isLangchainProvider = (settings: ModelSettings): settings is LangchainModelSettings =>
  settings.provider.kind !== 'openai' && settings.provider.kind !== 'openai-compatible';

/** Our documents want a little variety, not invention. */
export const MODEL_TEMPERATURE = 0.4;
/** Retries are ours (with logging and the rule of what not to retry), never the library's. */
const NO_LIBRARY_RETRIES = 0;
/** A document is at most a couple of pages; bounding output bounds cost and time. */
export const MAX_OUTPUT_TOKENS = 2_000;

/**
 * Builds the langchain chat model for a provider that is not OpenAI-compatible, streaming-capable. Each
 * provider's client library is imported on first use only (a worker talking to one provider
 * never holds the other four in memory); later calls reuse the loaded module.
 */
export async function buildChatModel(settings: LangchainModelSettings): Promise<BaseChatModel> {
  const { provider, model } = settings;
  const apiKey = settings.apiKey ?? undefined;
  const common = { model, temperature: MODEL_TEMPERATURE, maxRetries: NO_LIBRARY_RETRIES };
  switch (provider.kind) {
    case 'anthropic': {
      const { ChatAnthropic } = await import('@langchain/anthropic');
      return new ChatAnthropic({
        ...common,
        apiKey,
        maxTokens: MAX_OUTPUT_TOKENS,
        streaming: true,
        ...(settings.baseUrl ? { anthropicApiUrl: settings.baseUrl } : {}),
      });
    }
    case 'google': {
      const { ChatGoogleGenerativeAI } = await import('@langchain/google-genai');
      return new ChatGoogleGenerativeAI({
        ...common,
        apiKey,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        streaming: true,
        ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
      });
    }
    case 'mistral': {
      const { ChatMistralAI } = await import('@langchain/mistralai');
      return new ChatMistralAI({
        ...common,
        apiKey,
        maxTokens: MAX_OUTPUT_TOKENS,
        streaming: true,
        ...(settings.baseUrl ? { serverURL: settings.baseUrl } : {}),
      });
    }
    case 'cohere': {
      const { ChatCohere } = await import('@langchain/cohere');
      return new ChatCohere({ ...common, apiKey, streaming: true });
    }
  }
}
