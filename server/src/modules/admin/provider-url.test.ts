import type { ProviderUrlPolicy } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { addressKind, checkProviderBaseUrl, isPrivateAddress, providerUrlPolicy } from './provider-url.js';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;
const REFUSED: ProviderUrlPolicy = { privateAddresses: 'refused', reason: 'production' };
const ALLOWED: ProviderUrlPolicy = { privateAddresses: 'allowed', reason: 'not_production' };
const publicOnly = { policy: REFUSED, resolve: resolvesTo('104.18.6.192') };

describe('provider base URLs', () => {
  it('accepts a public https endpoint and tidies its trailing slash', async () => {
    expect(await checkProviderBaseUrl('https://api.together.xyz/v1/', publicOnly)).toEqual({
      ok: true,
      url: 'https://api.together.xyz/v1',
    });
  });

  it('refuses other schemes, credentials, queries and nonsense with a sentence', async () => {
    for (const bad of [
      'file:///etc/passwd',
      'gopher://127.0.0.1:6379/_FLUSHALL',
      'https://user:sk-secret@api.example.com/v1',
      'https://api.example.com/v1?redirect=x',
      'not a url',
    ]) {
      const result = await checkProviderBaseUrl(bad, publicOnly);
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/\.$/);
    }
  });

  it('refuses hosts that are or resolve to private addresses unless the policy allows them', async () => {
    const cases: Array<[string, string[]]> = [
      ['http://127.0.0.1:11434/v1', []],
      ['http://localhost:11434/v1', ['127.0.0.1', '::1']],
      ['http://[::1]:8000/v1', []],
      ['http://[::ffff:10.0.0.5]/v1', []],
      ['https://intranet.example.com/v1', ['10.1.2.3']],
      ['https://mixed.example.com/v1', ['104.18.6.192', '192.168.1.4']],
    ];
    for (const [url, addresses] of cases) {
      const options = { policy: REFUSED, resolve: resolvesTo(...addresses) };
      expect((await checkProviderBaseUrl(url, options)).ok, url).toBe(false);
      expect((await checkProviderBaseUrl(url, { ...options, policy: ALLOWED })).ok, url).toBe(true);
    }
  });

  it('treats an IPv4 address inside IPv6 (compatible, mapped, translated, NAT64, 6to4) as that IPv4', async () => {
    const cases: Array<[string, string[]]> = [
      ['http://[::127.0.0.1]/v1', []],
      ['http://[::7f00:1]/v1', []],
      ['http://[64:ff9b::127.0.0.1]/v1', []],
      ['http://[64:ff9b:1::10.0.0.5]/v1', []],
      ['http://[::ffff:127.0.0.1]/v1', []],
      ['http://[0:0:0:0:0:ffff:7f00:1]/v1', []],
      ['http://[::ffff:0:192.168.1.1]/v1', []],
      ['http://[2002:a00:1::]/v1', []],
      ['https://rebound.example.com/v1', ['64:ff9b::10.0.0.1']],
      ['https://compat.example.com/v1', ['::ffff:7f00:1']],
    ];
    for (const [url, addresses] of cases) {
      const options = { policy: REFUSED, resolve: resolvesTo(...addresses) };
      expect((await checkProviderBaseUrl(url, options)).ok, url).toBe(false);
      expect((await checkProviderBaseUrl(url, { ...options, policy: ALLOWED })).ok, url).toBe(true);
    }
    // The same forms around a public IPv4 address are public.
    expect(
      ['::8.8.8.8', '64:ff9b::8.8.8.8', '::ffff:8.8.8.8', '::ffff:0:8.8.8.8', '2002:808:808::1'].map(
        isPrivateAddress,
      ),
    ).toEqual(Array(5).fill(false));
  });

  it('names a host that does not resolve', async () => {
    const result = await checkProviderBaseUrl('https://nowhere.invalid/v1', {
      policy: ALLOWED,
      resolve: async () => {
        throw new Error('ENOTFOUND');
      },
    });
    expect(result).toEqual({
      ok: false,
      message: 'We could not find the host nowhere.invalid. Check the base URL.',
    });
  });

  it('knows private from public addresses', () => {
    expect(
      ['10.0.0.1', '172.20.1.1', '192.168.0.1', '100.64.1.1', 'fd00::1', 'fe80::1', '::'].map(
        isPrivateAddress,
      ),
    ).toEqual(Array(7).fill(true));
    expect(['8.8.8.8', '2606:4700::1111', '172.32.0.1'].map(isPrivateAddress)).toEqual([false, false, false]);
    expect(['127.0.0.1', '::1', '10.0.0.1', 'fd12::1'].map(addressKind)).toEqual(Array(4).fill('private'));
  });

  it('refuses link-local and cloud metadata addresses even where private addresses are allowed', async () => {
    const cases: Array<[string, string[]]> = [
      ['http://169.254.169.254/latest', []],
      ['http://169.254.10.1/v1', []],
      ['http://[fe80::1]/v1', []],
      ['http://[fd00:ec2::254]/latest', []],
      ['http://[fd20:ce::254]/computeMetadata', []],
      ['http://100.100.100.200/latest', []],
      ['http://[::ffff:169.254.169.254]/latest', []],
      ['http://[64:ff9b::a9fe:a9fe]/latest', []],
      ['http://[2002:a9fe:a9fe::]/latest', []],
      ['http://metadata.google.internal/computeMetadata/v1', []],
      ['http://METADATA.google.internal./computeMetadata/v1', []],
      ['http://metadata/computeMetadata/v1', []],
      ['https://rebinds.example.com/v1', ['10.0.0.4', '169.254.169.254']],
      ['https://linklocal6.example.com/v1', ['fe80::1']],
    ];
    for (const [url, addresses] of cases)
      for (const policy of [ALLOWED, REFUSED]) {
        const result = await checkProviderBaseUrl(url, { policy, resolve: resolvesTo(...addresses) });
        expect(result, url).toEqual({
          ok: false,
          message: expect.stringMatching(/link-local or cloud metadata address, which is never allowed/),
        });
      }
  });

  it('says on a refusal which rule applies on this server and how to change it', async () => {
    const refusal = async (policy: ProviderUrlPolicy) => {
      const result = await checkProviderBaseUrl('http://localhost:11434/v1', {
        policy,
        resolve: resolvesTo('127.0.0.1'),
      });
      return result.ok ? '' : result.message;
    };
    expect(await refusal(REFUSED)).toBe(
      'That base URL points to a private or local network address. This server runs in production, so only public addresses are accepted. For a model on your own network, the operator sets PROVIDER_ALLOW_PRIVATE_URLS=true and restarts.',
    );
    expect(await refusal({ privateAddresses: 'refused', reason: 'setting' })).toContain(
      '(PROVIDER_ALLOW_PRIVATE_URLS=false)',
    );
  });

  it('allows private addresses outside production unless the setting says otherwise', () => {
    expect(providerUrlPolicy({ NODE_ENV: 'development', PROVIDER_ALLOW_PRIVATE_URLS: undefined })).toEqual(
      ALLOWED,
    );
    expect(providerUrlPolicy({ NODE_ENV: 'production', PROVIDER_ALLOW_PRIVATE_URLS: undefined })).toEqual(
      REFUSED,
    );
    expect(providerUrlPolicy({ NODE_ENV: 'production', PROVIDER_ALLOW_PRIVATE_URLS: true })).toEqual({
      privateAddresses: 'allowed',
      reason: 'setting',
    });
    expect(providerUrlPolicy({ NODE_ENV: 'development', PROVIDER_ALLOW_PRIVATE_URLS: false })).toEqual({
      privateAddresses: 'refused',
      reason: 'setting',
    });
  });
});
