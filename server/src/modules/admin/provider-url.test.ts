import { describe, expect, it } from 'vitest';
import { checkProviderBaseUrl, isPrivateAddress } from './provider-url.js';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;
const publicOnly = { allowPrivate: false, resolve: resolvesTo('104.18.6.192') };

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

  it('refuses hosts that are or resolve to private addresses unless the operator allows them', async () => {
    const cases: Array<[string, string[]]> = [
      ['http://127.0.0.1:11434/v1', []],
      ['http://[::1]:8000/v1', []],
      ['http://169.254.169.254/latest', []],
      ['http://[::ffff:10.0.0.5]/v1', []],
      ['https://intranet.example.com/v1', ['10.1.2.3']],
      ['https://mixed.example.com/v1', ['104.18.6.192', '192.168.1.4']],
    ];
    for (const [url, addresses] of cases) {
      const options = { allowPrivate: false, resolve: resolvesTo(...addresses) };
      expect((await checkProviderBaseUrl(url, options)).ok, url).toBe(false);
      expect((await checkProviderBaseUrl(url, { ...options, allowPrivate: true })).ok, url).toBe(true);
    }
  });

  it('treats an IPv4 address inside IPv6 (compatible, mapped, translated, NAT64, 6to4) as that IPv4', async () => {
    const cases: Array<[string, string[]]> = [
      ['http://[::127.0.0.1]/v1', []],
      ['http://[::7f00:1]/v1', []],
      ['http://[64:ff9b::127.0.0.1]/v1', []],
      ['http://[64:ff9b::a9fe:a9fe]/latest', []],
      ['http://[64:ff9b:1::10.0.0.5]/v1', []],
      ['http://[::ffff:127.0.0.1]/v1', []],
      ['http://[0:0:0:0:0:ffff:7f00:1]/v1', []],
      ['http://[::ffff:0:192.168.1.1]/v1', []],
      ['http://[2002:a00:1::]/v1', []],
      ['https://rebound.example.com/v1', ['64:ff9b::10.0.0.1']],
      ['https://compat.example.com/v1', ['::ffff:7f00:1']],
    ];
    for (const [url, addresses] of cases) {
      const options = { allowPrivate: false, resolve: resolvesTo(...addresses) };
      expect((await checkProviderBaseUrl(url, options)).ok, url).toBe(false);
      expect((await checkProviderBaseUrl(url, { ...options, allowPrivate: true })).ok, url).toBe(true);
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
      allowPrivate: false,
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
  });
});
