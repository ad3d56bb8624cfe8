import { describe, expect, it } from 'vitest';
import { addressAllowed, outboundAddressKind } from './address-policy.js';

describe('outboundAddressKind', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['102.89.33.1', 'public'], // a Nigerian mobile network
    ['2a00:1450:4001:82b::200e', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['2c0f:f5c0::1', 'public'], // AfriNIC
  ])('%s is %s', (address, kind) => {
    expect(outboundAddressKind(address)).toBe(kind);
  });

  it.each([
    '127.0.0.1',
    '127.5.6.7',
    '10.0.0.8',
    '172.16.4.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1', // carrier-grade NAT
    '100.127.255.254',
    '198.18.0.1', // benchmarking
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1', // IPv4-mapped loopback
    '::ffff:7f00:1', // the same, as URLs write it
    '::ffff:10.1.2.3',
    '::ffff:192.168.0.1',
    'fc00::1', // unique local
    'fd12:3456::1',
    '64:ff9b::a00:1', // NAT64 of 10.0.0.1
    '2002:c0a8:101::1', // 6to4 of 192.168.1.1
  ])('%s is private', (address) => {
    expect(outboundAddressKind(address)).toBe('private');
  });

  it.each([
    '169.254.169.254', // metadata, every cloud
    '169.254.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    'fd00:ec2::254', // AWS metadata over IPv6
    'fd20:ce::254', // Google's
    'fe80::1', // link-local
    'fe80::1%eth0',
    'febf::1',
    '0.0.0.0', // unspecified
    '::',
    '0.1.2.3',
    '224.0.0.1', // multicast
    'ff02::1',
    '240.0.0.1', // reserved
    '255.255.255.255',
    '192.0.2.10', // documentation
    '198.51.100.1',
    '203.0.113.5',
    '2001:db8::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
    '100::1', // discard
    'fec0::1', // old site-local: outside global unicast
    '4000::1',
    'not an address',
  ])('%s is forbidden', (address) => {
    expect(outboundAddressKind(address)).toBe('forbidden');
  });
});

describe('addressAllowed', () => {
  it('allows public addresses always, private ones only when allowed, forbidden ones never', () => {
    expect([addressAllowed('public', false), addressAllowed('public', true)]).toEqual([true, true]);
    expect([addressAllowed('private', false), addressAllowed('private', true)]).toEqual([false, true]);
    expect([addressAllowed('forbidden', false), addressAllowed('forbidden', true)]).toEqual([false, false]);
  });
});
