import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, paystackClient } from './paystack.client.js';

/** Answers each path with what the test put there: [status, body text]. */
const answers = new Map<string, [number, string]>();
const seen: Array<{ path: string; auth: string | undefined; body: string }> = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      const [status, text] = answers.get(req.url ?? '') ?? [404, '{"status":false,"message":"nope"}'];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => paystackClient({ baseUrl, secretKey: 'sk_test_x', timeoutMs: 1_000 });
const input = {
  email: 'ada@example.com',
  amountKobo: 1_000_000,
  reference: 'jp-1',
  callbackUrl: 'https://jobpadi.test/subscription?status=success',
  metadata: { plan_id: 'jjc' },
};

describe('paystackClient', () => {
  it('sends integer kobo with the secret as a bearer token and reads the hosted page', async () => {
    answers.set('/transaction/initialize', [
      200,
      JSON.stringify({
        status: true,
        data: { authorization_url: 'https://checkout.paystack.com/x', reference: 'jp-1' },
      }),
    ]);
    expect(await client().initialize(input)).toEqual({
      authorizationUrl: 'https://checkout.paystack.com/x',
      reference: 'jp-1',
    });
    const sent = seen.at(-1);
    expect(sent?.auth).toBe('Bearer sk_test_x');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      amount: 1_000_000,
      currency: 'NGN',
      reference: 'jp-1',
    });
  });

  it('refuses to send an amount that is not whole kobo', async () => {
    await expect(client().initialize({ ...input, amountKobo: 10.5 })).rejects.toBeInstanceOf(RangeError);
  });

  it('reads an unknown reference as null and anything unexpected as a provider fault', async () => {
    answers.set('/transaction/verify/jp-unknown', [
      400,
      '{"status":false,"message":"Transaction reference not found"}',
    ]);
    expect(await client().verify('jp-unknown')).toBeNull();
    answers.set('/transaction/verify/jp-garbage', [200, '{"status":true,"data":{"amount":"lots"}}']);
    await expect(client().verify('jp-garbage')).rejects.toMatchObject({ fault: 'bad_answer' });
    answers.set('/transaction/verify/jp-html', [502, '<html>Bad gateway</html>']);
    await expect(client().verify('jp-html')).rejects.toMatchObject({ fault: 'http_error' });
    answers.set('/transaction/initialize', [401, '{"status":false,"message":"Invalid key"}']);
    const refused = await client()
      .initialize(input)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(String((refused as Error).message)).not.toContain('sk_test_x');
  });
});
