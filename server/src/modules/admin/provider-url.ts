import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ipv6Groups } from '../../ipv6-groups.js';

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
  // Local-use NAT64 prefixes (RFC 8215): translated by the operator's own network, to its hosts.
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/**
 * The IPv4 address an IPv6 address stands for, whatever way it is written: IPv4-compatible
 * (`::a.b.c.d`, `::/96`), IPv4-mapped (`::ffff:a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`),
 * NAT64's well-known prefix (`64:ff9b::a.b.c.d`, which a NAT64 gateway forwards to that IPv4
 * host) and 6to4 (`2002:AABB:CCDD::`). Null for any other IPv6 address. A URL's host comes
 * normalised to hex groups (`[::7f00:1]`), so the groups are read, not the text.
 */
export function embeddedIpv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  const g = ipv6Groups(address);
  const zero = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  const ipv4 = (high = 0, low = 0) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  if (zero(0, 5) && (g[5] === 0 || g[5] === 0xffff)) return ipv4(g[6], g[7]);
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return ipv4(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return ipv4(g[6], g[7]);
  if (g[0] === 0x2002) return ipv4(g[1], g[2]);
  return null;
}

/**
 * True for loopback, private, link-local, carrier-grade NAT, multicast and unspecified addresses;
 * an IPv6 address that carries an IPv4 address (embeddedIpv4) is judged as that IPv4 address.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const ipv4 = embeddedIpv4(address);
    return ipv4 ? PRIVATE.check(ipv4, 'ipv4') : PRIVATE.check(address, 'ipv6');
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
