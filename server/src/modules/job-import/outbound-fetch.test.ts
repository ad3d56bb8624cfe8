import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchHtmlPage, type OutboundFetchOptions, type ResolvedAddress } from './outbound-fetch.js';

// The address checks around the connection; the rest (limits, redirects, content types) is in
// server/test/job-import.int.test.ts through the API.
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' });
    res.end(Buffer.from('<p>Caf\xe9 attendant</p>', 'latin1'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = (
  resolve: (host: string) => Promise<ResolvedAddress[]>,
  allowPrivate = true,
): OutboundFetchOptions => ({
  allowPrivate,
  timeoutMs: 2_000,
  maxBytes: 1024,
  maxRedirects: 5,
  resolve,
});
const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });

describe('fetchHtmlPage', () => {
  it('connects to the address it judged, never looking the name up again (DNS rebinding)', async () => {
    // A resolver that answers a safe address first and the metadata service afterwards.
    const answers = [[v4('127.0.0.1')], [v4('169.254.169.254')]];
    const resolve = vi.fn(async () => answers.shift() ?? [v4('169.254.169.254')]);
    const systemLookup = vi.spyOn(dns, 'lookup');
    try {
      const page = await fetchHtmlPage(`http://localhost:${port}/job`, options(resolve));
      expect(page.html).toBe('<p>Café attendant</p>');
      expect(resolve).toHaveBeenCalledTimes(1);
      expect(systemLookup).not.toHaveBeenCalled();
    } finally {
      systemLookup.mockRestore();
    }
  });

  it('refuses a name when any of its addresses is not allowed', async () => {
    const url = `http://localhost:${port}/job`;
    await expect(
      fetchHtmlPage(
        url,
        options(async () => [v4('127.0.0.1'), v4('169.254.169.254')]),
      ),
    ).rejects.toMatchObject({ reason: 'blocked' });
    await expect(
      fetchHtmlPage(
        url,
        options(async () => [v4('8.8.8.8'), v4('10.0.0.1')], false),
      ),
    ).rejects.toMatchObject({ reason: 'blocked' });
    await expect(
      fetchHtmlPage(
        url,
        options(async () => [{ address: '::ffff:127.0.0.1', family: 6 }], false),
      ),
    ).rejects.toMatchObject({ reason: 'blocked' });
  });

  it('says a name that resolves to nothing cannot be found', async () => {
    const url = `http://localhost:${port}/job`;
    await expect(
      fetchHtmlPage(
        url,
        options(async () => []),
      ),
    ).rejects.toMatchObject({ reason: 'unresolvable' });
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    await expect(
      fetchHtmlPage(
        url,
        options(async () => {
          throw notFound;
        }),
      ),
    ).rejects.toMatchObject({ reason: 'unresolvable' });
  });
});
