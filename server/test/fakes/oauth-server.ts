import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IdClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');
/** An unsigned ID token: the product reads it straight from the token endpoint, as OIDC allows. */
const idToken = (claims: IdClaims) =>
  `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ iss: 'https://accounts.google.com', ...claims }))}.${base64url('signature')}`;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

/**
 * A token endpoint on 127.0.0.1 speaking OAuth 2.0: it knows the codes the test "authorised",
 * checks client credentials and the PKCE verifier against the challenge, and answers like Google.
 */
export class FakeOAuthServer {
  private readonly grants = new Map<string, { challenge: string; claims: IdClaims }>();
  private readonly server: Server;
  requests = 0;

  constructor(private readonly client: { id: string; secret: string }) {
    this.server = createServer(async (req, res) => {
      this.requests += 1;
      const form = new URLSearchParams(await readBody(req));
      const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      const reply = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url !== '/token' || req.method !== 'POST') return reply(404, { error: 'not_found' });
      if (auth !== `${this.client.id}:${this.client.secret}`) return reply(401, { error: 'invalid_client' });
      const grant = this.grants.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!grant || createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
        return reply(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      this.grants.delete(form.get('code') ?? '');
      reply(200, {
        access_token: 'ya29.fake',
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid email profile',
        id_token: idToken(grant.claims),
      });
    });
  }

  /** What Google's consent screen would do: remember a code for this PKCE challenge. */
  authorise(code: string, authUrl: string, claims: IdClaims): void {
    const challenge = new URL(authUrl).searchParams.get('code_challenge') ?? '';
    this.grants.set(code, { challenge, claims });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/token`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
