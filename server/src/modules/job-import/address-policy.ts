import { BlockList, isIP } from 'node:net';
import { ipv6Groups } from '../../ipv6-groups.js';
import { addressKind, embeddedIpv4 } from '../admin/provider-url.js';

/**
 * Where an address the job import is about to connect to leads:
 * - 'forbidden': never reached, whatever OUTBOUND_ALLOW_PRIVATE says — link-local (where every
 *   cloud's metadata service answers with the machine's credentials), metadata addresses,
 *   multicast, unspecified, reserved and documentation ranges, and IPv6 outside global unicast;
 * - 'private': loopback, private networks, carrier-grade NAT, unique-local IPv6 — reached only
 *   with OUTBOUND_ALLOW_PRIVATE=true (local set-ups, tests);
 * - 'public': anything else.
 * An IPv6 address that carries an IPv4 address (mapped, compatible, NAT64, 6to4) is judged as that
 * IPv4 address (the admin provider filter's rules, admin/provider-url.ts, plus the ranges below).
 */
export type OutboundAddressKind = 'public' | 'private' | 'forbidden';

/** Ranges no job page is served from, beyond provider-url's forbidden ones. */
const RESERVED_V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network": 0.0.0.0 reaches the local machine on Linux
  ['192.0.2.0', 24], // documentation (TEST-NET-1..3)
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['192.88.99.0', 24], // retired 6to4 relay anycast
] as const)
  RESERVED_V4.addSubnet(net, prefix, 'ipv4');

/** Global unicast IPv6 is 2000::/3; within it, documentation, Teredo and ORCHID are no web host. */
const GLOBAL_V6 = new BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');
const RESERVED_V6 = new BlockList();
for (const [net, prefix] of [
  ['2001::', 32], // Teredo: tunnels to an IPv4 address written inside, obfuscated
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
] as const)
  RESERVED_V6.addSubnet(net, prefix, 'ipv6');

/** ::1 however written (it would otherwise read as the IPv4-compatible 0.0.0.1). */
const isIpv6Loopback = (address: string) => {
  const groups = ipv6Groups(address);
  return groups.length === 8 && groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1;
};

export function outboundAddressKind(address: string): OutboundAddressKind {
  const family = isIP(address);
  if (family === 0) return 'forbidden';
  const base = addressKind(address);
  if (base === 'forbidden') return 'forbidden';
  if (family === 6 && isIpv6Loopback(address)) return 'private';
  // '::' reads as the IPv4-compatible 0.0.0.0: unspecified, refused below with 0.0.0.0/8.
  const ipv4 = family === 4 ? address : embeddedIpv4(address);
  if (ipv4) return RESERVED_V4.check(ipv4, 'ipv4') ? 'forbidden' : base;
  if (RESERVED_V6.check(address, 'ipv6')) return 'forbidden';
  // provider-url's private IPv6 (unique-local fc00::/7, local-use NAT64) lies outside 2000::/3.
  if (base === 'private') return 'private';
  return GLOBAL_V6.check(address, 'ipv6') ? 'public' : 'forbidden';
}

/** Whether the job import may connect to an address of this kind. */
export const addressAllowed = (kind: OutboundAddressKind, allowPrivate: boolean): boolean =>
  kind === 'public' || (kind === 'private' && allowPrivate);
