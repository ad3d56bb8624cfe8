/**
 * The AI providers an administrator can choose (spec 02 §3 "LLM provider" + DECISIONS.md), each
 * with its fixed model list for the admin dropdown and the environment variables of the fallback.
 */
export type ProviderKind = 'openai' | 'anthropic' | 'google' | 'mistral' | 'cohere' | 'openai-compatible';

export interface ProviderInfo {
  id: string;
  name: string;
  /** Which client library speaks to it; several vendors speak OpenAI's protocol. */
  kind: ProviderKind;
  models: string[];
  /** OpenAI-protocol vendors' endpoint; the custom endpoint takes it from the administrator. */
  defaultBaseUrl: string | null;
  requiresKey: boolean;
  /** Environment fallback: `<PREFIX>_API_KEY`, `<PREFIX>_MODEL`, `<PREFIX>_BASE_URL`. */
  envPrefix: string;
}

const p = (info: ProviderInfo): ProviderInfo => info;

export const AI_PROVIDERS = [
  p({
    id: 'openai',
    name: 'OpenAI',
    kind: 'openai',
    models: ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini', 'gpt-4.1'],
    defaultBaseUrl: null,
    requiresKey: true,
    envPrefix: 'OPENAI',
  }),
  p({
    id: 'anthropic',
    name: 'Claude (Anthropic)',
    kind: 'anthropic',
    models: ['claude-sonnet-4-5', 'claude-haiku-4-5', 'claude-opus-4-1'],
    defaultBaseUrl: null,
    requiresKey: true,
    envPrefix: 'ANTHROPIC',
  }),
  p({
    id: 'google',
    name: 'Google AI (Gemini)',
    kind: 'google',
    models: ['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-2.0-flash'],
    defaultBaseUrl: null,
    requiresKey: true,
    envPrefix: 'GOOGLE',
  }),
  p({
    id: 'xai',
    name: 'xAI (Grok)',
    kind: 'openai-compatible',
    models: ['grok-4', 'grok-3', 'grok-3-mini'],
    defaultBaseUrl: 'https://api.x.ai/v1',
    requiresKey: true,
    envPrefix: 'XAI',
  }),
  p({
    id: 'mistral',
    name: 'Mistral AI',
    kind: 'mistral',
    models: ['mistral-large-latest', 'mistral-medium-latest', 'mistral-small-latest'],
    defaultBaseUrl: null,
    requiresKey: true,
    envPrefix: 'MISTRAL',
  }),
  p({
    id: 'cohere',
    name: 'Cohere',
    kind: 'cohere',
    models: ['command-a-03-2025', 'command-r-plus', 'command-r'],
    defaultBaseUrl: null,
    requiresKey: true,
    envPrefix: 'COHERE',
  }),
  p({
    id: 'deepseek',
    name: 'DeepSeek',
    kind: 'openai-compatible',
    models: ['deepseek-chat', 'deepseek-reasoner'],
    defaultBaseUrl: 'https://api.deepseek.com/v1',
    requiresKey: true,
    envPrefix: 'DEEPSEEK',
  }),
  p({
    id: 'together',
    name: 'Together AI',
    kind: 'openai-compatible',
    models: [
      'meta-llama/Llama-3.3-70B-Instruct-Turbo',
      'Qwen/Qwen2.5-72B-Instruct-Turbo',
      'mistralai/Mixtral-8x7B-Instruct-v0.1',
    ],
    defaultBaseUrl: 'https://api.together.xyz/v1',
    requiresKey: true,
    envPrefix: 'TOGETHER',
  }),
  p({
    id: 'perplexity',
    name: 'Perplexity AI',
    kind: 'openai-compatible',
    models: ['sonar', 'sonar-pro'],
    defaultBaseUrl: 'https://api.perplexity.ai',
    requiresKey: true,
    envPrefix: 'PERPLEXITY',
  }),
  p({
    id: 'huggingface',
    name: 'Hugging Face',
    kind: 'openai-compatible',
    models: [
      'meta-llama/Llama-3.1-8B-Instruct',
      'Qwen/Qwen2.5-72B-Instruct',
      'mistralai/Mistral-7B-Instruct-v0.3',
    ],
    defaultBaseUrl: 'https://router.huggingface.co/v1',
    requiresKey: true,
    envPrefix: 'HUGGINGFACE',
  }),
  p({
    id: 'openai_compatible',
    name: 'OpenAI-compatible endpoint',
    kind: 'openai-compatible',
    models: [],
    defaultBaseUrl: null,
    requiresKey: false,
    envPrefix: 'OPENAI_COMPATIBLE',
  }),
] as const satisfies readonly ProviderInfo[];

export type ProviderId = (typeof AI_PROVIDERS)[number]['id'];
export const PROVIDER_IDS = AI_PROVIDERS.map((x) => x.id) as ProviderId[];

export const getProvider = (id: string): ProviderInfo | undefined => AI_PROVIDERS.find((x) => x.id === id);
