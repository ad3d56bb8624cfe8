import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { type ProviderUrlPolicy, providerUrlHelp } from '@app/shared';
import type { Env } from '../../env.js';
import { ipv6Groups } from '../../ipv6-groups.js';

/**
 * Addresses a provider base URL may reach only where private addresses are allowed (outside
 * production, or with PROVIDER_ALLOW_PRIVATE_URLS=true): a model on the operator's own machine or
 * network. Elsewhere an administrator's URL — or a stolen administrator session — could make the
 * server call its own database, Redis or neighbours.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  // Local-use NAT64 prefixes (RFC 8215): translated by the operator's own network, to its hosts.
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/**
 * Addresses never allowed, whatever the setting: link-local (where every cloud's metadata service
 * answers, handing out the machine's own credentials), the metadata services' other addresses, and
 * multicast or reserved ranges where no model runs.
 */
const FORBIDDEN = new BlockList();
FORBIDDEN.addSubnet('169.254.0.0', 16, 'ipv4');
FORBIDDEN.addSubnet('224.0.0.0', 4, 'ipv4');
FORBIDDEN.addSubnet('240.0.0.0', 4, 'ipv4');
FORBIDDEN.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
FORBIDDEN.addAddress('168.63.129.16', 'ipv4'); // Azure WireServer
FORBIDDEN.addSubnet('fe80::', 10, 'ipv6');
FORBIDDEN.addSubnet('ff00::', 8, 'ipv6');
FORBIDDEN.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6
FORBIDDEN.addAddress('fd20:ce::254', 'ipv6'); // Google Cloud metadata over IPv6

/** Names of metadata services, refused before any look-up (a resolver may not answer for them here). */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

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

export type AddressKind = 'public' | 'private' | 'forbidden';

/**
 * Where an address leads: 'forbidden' (link-local, metadata, multicast, reserved), 'private'
 * (loopback, private networks, carrier-grade NAT, unspecified) or 'public'. An IPv6 address that
 * carries an IPv4 address (embeddedIpv4) is judged as that IPv4 address.
 */
export function addressKind(address: string): AddressKind {
  const family = isIP(address);
  if (family === 0) return 'public';
  const ipv4 = family === 6 ? embeddedIpv4(address) : address;
  const [check, type] = ipv4 ? [ipv4, 'ipv4' as const] : [address, 'ipv6' as const];
  if (FORBIDDEN.check(check, type)) return 'forbidden';
  return PRIVATE.check(check, type) ? 'private' : 'public';
}

/** True for any address that is not public (private or forbidden). */
export const isPrivateAddress = (address: string): boolean => addressKind(address) !== 'public';

/**
 * Whether private addresses are allowed on this server: PROVIDER_ALLOW_PRIVATE_URLS when it is
 * set, else allowed outside production (the embedded default of `npm start`, where a local Ollama
 * is the natural first model) and refused in production.
 */
export function providerUrlPolicy(
  env: Pick<Env, 'NODE_ENV' | 'PROVIDER_ALLOW_PRIVATE_URLS'>,
): ProviderUrlPolicy {
  if (env.PROVIDER_ALLOW_PRIVATE_URLS !== undefined)
    return { privateAddresses: env.PROVIDER_ALLOW_PRIVATE_URLS ? 'allowed' : 'refused', reason: 'setting' };
  return env.NODE_ENV === 'production'
    ? { privateAddresses: 'refused', reason: 'production' }
    : { privateAddresses: 'allowed', reason: 'not_production' };
}

export type BaseUrlCheck = { ok: true; url: string } | { ok: false; message: string };

export interface BaseUrlOptions {
  policy: ProviderUrlPolicy;
  /** Injected in tests; the system resolver otherwise. */
  resolve?: (host: string) => Promise<string[]>;
}

const systemResolve = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);
const refuse = (message: string): BaseUrlCheck => ({ ok: false, message });
const FORBIDDEN_MESSAGE =
  "That base URL points to a link-local or cloud metadata address, which is never allowed: it could hand out this server's own credentials.";

/**
 * Checks an AI provider base URL before it is stored: http(s) only, no user name or password in it
 * (keys belong in the key field, where they are sealed), no query or fragment, a host that resolves,
 * never to a link-local or metadata address, and to a private one only where the policy allows.
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
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (METADATA_HOSTS.has(host)) return refuse(FORBIDDEN_MESSAGE);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (options.resolve ?? systemResolve)(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) return refuse(`We could not find the host ${host}. Check the base URL.`);
  const kinds = addresses.map(addressKind);
  if (kinds.includes('forbidden')) return refuse(FORBIDDEN_MESSAGE);
  if (kinds.includes('private') && options.policy.privateAddresses !== 'allowed')
    return refuse(
      `That base URL points to a private or local network address. ${providerUrlHelp(options.policy)}`,
    );
  return { ok: true, url: url.toString().replace(/\/$/, '') };
}
