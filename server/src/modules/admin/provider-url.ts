import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a provider base URL may not reach unless the operator allows private addresses (for
 * Ollama, LM Studio or vLLM on their own network): otherwise an administrator's URL — or a stolen
 * administrator session — could make the server call its own metadata service, database or Redis.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/** True for loopback, private, link-local, carrier-grade NAT, multicast and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) reaches the IPv4 host.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
    return PRIVATE.check(address, 'ipv6');
  }
  return PRIVATE.check(address, 'ipv4');
}

export type BaseUrlCheck = { ok: true; url: string } | { ok: false; message: string };

export interface BaseUrlOptions {
  /** PROVIDER_ALLOW_PRIVATE_URLS: local models on the operator's own network. */
  allowPrivate: boolean;
  /** Injected in tests; the system resolver otherwise. */
  resolve?: (host: string) => Promise<string[]>;
}

const systemResolve = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);
const refuse = (message: string): BaseUrlCheck => ({ ok: false, message });

/**
 * Checks an AI provider base URL before it is stored: http(s) only, no user name or password in it
 * (keys belong in the key field, where they are sealed), no query or fragment, and — unless
 * private addresses are allowed — a host that resolves only to public addresses.
 */
export async function checkProviderBaseUrl(value: string, options: BaseUrlOptions): Promise<BaseUrlCheck> {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return refuse('Enter the base URL as a full address, for example https://api.example.com/v1.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return refuse('The base URL must start with https:// (or http:// for a model on your own network).');
  if (url.username || url.password)
    return refuse('Remove the user name and password from the base URL; put the API key in its own field.');
  if (url.search || url.hash) return refuse('The base URL cannot contain ? or #.');
  if (!options.allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : await (options.resolve ?? systemResolve)(host);
    } catch {
      return refuse(`We could not find the host ${host}. Check the base URL.`);
    }
    if (addresses.length === 0 || addresses.some(isPrivateAddress))
      return refuse(
        'That base URL points to a private or local network address. Ask the operator to allow private provider addresses if the model runs on your own network.',
      );
  }
  return { ok: true, url: url.toString().replace(/\/$/, '') };
}
