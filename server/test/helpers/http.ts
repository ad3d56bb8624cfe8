import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** Requests to `app` as the holder of `token`, sent as `Authorization: Bearer` (no cookie, no CSRF). */
export const asBearer =
  (app: FastifyInstance, token: string) =>
  (options: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({
      ...options,
      headers: { authorization: `Bearer ${token}`, ...(options.headers as Record<string, string>) },
    });

let ipCounter = 0;
/** A distinct client address per scenario, so per-IP rate limits of one test never hit another. */
export const freshIp = (): string => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export interface Client {
  ip: string;
  cookie: string | undefined;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** A browser-like client: keeps the session cookie it is given and sends a same-origin Origin. */
export function browser(app: FastifyInstance, ip = freshIp()): Client {
  const client: Client = {
    ip,
    cookie: undefined,
    async post(url, body, headers = {}) {
      return send({
        method: 'POST',
        url,
        payload: body as InjectOptions['payload'],
        headers: { origin: 'http://localhost:80', ...headers },
      });
    },
    async get(url, headers = {}) {
      return send({ method: 'GET', url, headers });
    },
  };
  async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject({
      ...options,
      remoteAddress: ip,
      headers: {
        ...(client.cookie ? { cookie: client.cookie } : {}),
        ...(options.headers as Record<string, string>),
      },
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      if (pair?.startsWith('session=')) client.cookie = pair.endsWith('=') ? undefined : pair;
    }
    return response;
  }
  return client;
}
