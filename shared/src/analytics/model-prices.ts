/**
 * List prices, US dollars per million tokens (input, output), of the catalogue's models as the
 * vendors published them in 2025. Only for the monitor's *estimated* cost: a bill is the vendor's.
 * Models missing here (custom endpoints, Hugging Face's router) have no estimate.
 */
export const MODEL_PRICES_USD_PER_MILLION: Readonly<Record<string, { input: number; output: number }>> = {
  'openai/gpt-4o-mini': { input: 0.15, output: 0.6 },
  'openai/gpt-4o': { input: 2.5, output: 10 },
  'openai/gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'openai/gpt-4.1': { input: 2, output: 8 },
  'anthropic/claude-sonnet-4-5': { input: 3, output: 15 },
  'anthropic/claude-haiku-4-5': { input: 1, output: 5 },
  'anthropic/claude-opus-4-1': { input: 15, output: 75 },
  'google/gemini-2.5-flash': { input: 0.3, output: 2.5 },
  'google/gemini-2.5-pro': { input: 1.25, output: 10 },
  'google/gemini-2.0-flash': { input: 0.1, output: 0.4 },
  'xai/grok-4': { input: 3, output: 15 },
  'xai/grok-3': { input: 3, output: 15 },
  'xai/grok-3-mini': { input: 0.3, output: 0.5 },
  'mistral/mistral-large-latest': { input: 2, output: 6 },
  'mistral/mistral-medium-latest': { input: 0.4, output: 2 },
  'mistral/mistral-small-latest': { input: 0.1, output: 0.3 },
  'cohere/command-a-03-2025': { input: 2.5, output: 10 },
  'cohere/command-r-plus': { input: 2.5, output: 10 },
  'cohere/command-r': { input: 0.15, output: 0.6 },
  'deepseek/deepseek-chat': { input: 0.27, output: 1.1 },
  'deepseek/deepseek-reasoner': { input: 0.55, output: 2.19 },
  'together/meta-llama/Llama-3.3-70B-Instruct-Turbo': { input: 0.88, output: 0.88 },
  'together/Qwen/Qwen2.5-72B-Instruct-Turbo': { input: 1.2, output: 1.2 },
  'together/mistralai/Mixtral-8x7B-Instruct-v0.1': { input: 0.6, output: 0.6 },
  'perplexity/sonar': { input: 1, output: 1 },
  'perplexity/sonar-pro': { input: 3, output: 15 },
};

/**
 * Estimated cost in US dollars of `tokensIn` / `tokensOut` on a provider's model, rounded to a
 * millionth of a dollar; null when the model has no listed price.
 */
export function estimateCostUsd(
  provider: string,
  model: string,
  tokensIn: number,
  tokensOut: number,
): number | null {
  const price = MODEL_PRICES_USD_PER_MILLION[`${provider}/${model}`];
  if (!price) return null;
  return Math.round(tokensIn * price.input + tokensOut * price.output) / 1_000_000;
}
