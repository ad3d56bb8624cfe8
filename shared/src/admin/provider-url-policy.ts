import { z } from 'zod';

/**
 * Whether an AI provider's base URL may point at a private or loopback address (Ollama, LM Studio
 * or vLLM on the operator's own machine or network) on this server, and why. The server decides
 * (providerUrlPolicy); the admin console reads it to say which rule applies before anyone types.
 * Link-local and cloud metadata addresses are refused whatever this says.
 */
export const PROVIDER_URL_REASONS = [
  /** PROVIDER_ALLOW_PRIVATE_URLS is unset and NODE_ENV is not production: allowed. */
  'not_production',
  /** PROVIDER_ALLOW_PRIVATE_URLS is unset and NODE_ENV is production: refused. */
  'production',
  /** PROVIDER_ALLOW_PRIVATE_URLS is set, to true or false: it decides. */
  'setting',
] as const;

export const ZProviderUrlPolicy = z.object({
  privateAddresses: z.enum(['allowed', 'refused']),
  reason: z.enum(PROVIDER_URL_REASONS),
});
export type ProviderUrlPolicy = z.infer<typeof ZProviderUrlPolicy>;

const ALWAYS_REFUSED = 'Link-local and cloud metadata addresses are always refused.';

/** The base-URL field's help on this server: which addresses it accepts and who can change that. */
export function providerUrlHelp(policy: ProviderUrlPolicy): string {
  if (policy.privateAddresses === 'allowed')
    return policy.reason === 'setting'
      ? `Local and private addresses (localhost, 192.168.x.x, 10.x.x.x) are allowed on this server (PROVIDER_ALLOW_PRIVATE_URLS=true). ${ALWAYS_REFUSED}`
      : `Local and private addresses (localhost, 192.168.x.x, 10.x.x.x) are allowed because this server is not running in production. ${ALWAYS_REFUSED}`;
  return policy.reason === 'setting'
    ? 'Only public addresses are accepted on this server (PROVIDER_ALLOW_PRIVATE_URLS=false). For a model on your own network, the operator sets it to true and restarts.'
    : 'This server runs in production, so only public addresses are accepted. For a model on your own network, the operator sets PROVIDER_ALLOW_PRIVATE_URLS=true and restarts.';
}

/** An example address the field can suggest without suggesting one it would refuse. */
export const providerUrlExample = (policy: ProviderUrlPolicy): string =>
  policy.privateAddresses === 'allowed' ? 'http://localhost:11434/v1' : 'https://llm.example.com/v1';
