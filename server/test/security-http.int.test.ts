import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_MESSAGE } from '../src/plugins/csrf.js';
import { appRouter } from '../src/trpc/router.js';
import { browser, freshIp } from './helpers/http.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser, TEST_PASSWORD } from './helpers/users.js';

// Issue 17, security: session fixation, cookie flags, CSRF on every cookie-authenticated
// mutation, the client pages' Content-Security-Policy, and security headers on every answer.

const root = fileURLToPath(new URL('../../', import.meta.url));
const clientDist = mkdtempSync(join(tmpdir(), 'security-client-'));
mkdirSync(join(clientDist, 'assets'));
mkdirSync(join(clientDist, 'prerendered'));
const page =
  '<!doctype html><title>JobPadi</title><script type="module" src="/assets/app.js"></script><div id="root"></div>';
writeFileSync(join(clientDist, 'index.html'), page);
writeFileSync(join(clientDist, 'prerendered', 'index.html'), page);
writeFileSync(join(clientDist, 'assets', 'app.js'), 'console.log(1)');

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ CLIENT_DIST: clientDist });
});
afterAll(async () => {
  await ctx?.close();
});

const sessionOf = (res: LightMyRequestResponse): string | undefined => {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('session='))
    ?.slice('session='.length);
};

const whoAmI = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `session=${cookie}` } });

describe('session fixation', () => {
  it('a planted session id is never adopted: sign-in issues a fresh one', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const client = browser(ctx.app);
    client.cookie = 'session=planted-by-an-attacker';
    const login = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const issued = sessionOf(login);
    expect(issued).toBeTruthy();
    expect(issued).not.toBe('planted-by-an-attacker');
    expect((await whoAmI('planted-by-an-attacker')).statusCode).toBe(401);
    expect((await whoAmI(issued as string)).json().email).toBe(user.email);
  });

  it('an attacker’s own valid session in the victim’s browser is not turned into the victim’s', async () => {
    const attacker = await insertTestUser(ctx.deps.db);
    const victim = await insertTestUser(ctx.deps.db);
    const attackerBrowser = browser(ctx.app);
    await attackerBrowser.post('/api/auth/login', { email: attacker.email, password: TEST_PASSWORD });
    const planted = attackerBrowser.cookie?.slice('session='.length) as string;
    expect(planted).toBeTruthy();

    const victimBrowser = browser(ctx.app);
    victimBrowser.cookie = `session=${planted}`;
    const login = await victimBrowser.post('/api/auth/login', {
      email: victim.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const issued = sessionOf(login) as string;
    expect(issued).not.toBe(planted);
    // The attacker's cookie still opens the attacker's account only, never the victim's.
    expect((await whoAmI(planted)).json().email).toBe(attacker.email);
    expect((await whoAmI(issued)).json().email).toBe(victim.email);
  });

  it('each sign-in (REST and tRPC) is a new session; signing out ends the one presented', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const client = browser(ctx.app);
    const first = sessionOf(
      await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }),
    );
    const second = sessionOf(
      await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }),
    );
    const third = sessionOf(
      await client.post('/trpc/auth.login', { email: user.email, password: TEST_PASSWORD }),
    );
    expect(new Set([first, second, third]).size).toBe(3);
    const out = await client.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect((await whoAmI(third as string)).statusCode).toBe(401);
  });
});

describe('cookie flags', () => {
  it('the session cookie is HttpOnly, SameSite=Lax, Path=/ (no Secure on plain http in tests)', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const login = await browser(ctx.app).post('/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const line = ([login.headers['set-cookie']].flat() as string[]).find((l) => l.startsWith('session='));
    const attributes = (line ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
  });

  it('in production on https it is __Host-session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      ALLOW_DEMO_MAIL: 'true',
      PUBLIC_URL: 'https://jobpadi.test',
    });
    try {
      const user = await insertTestUser(prod.deps.db);
      const login = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: freshIp(),
        headers: { origin: 'https://jobpadi.test' },
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      const lines = [login.headers['set-cookie']].flat() as string[];
      const line = lines.find((l) => l.startsWith('__Host-session='));
      expect(line, lines.join('\n')).toBeTruthy();
      const attributes = (line ?? '').split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']));
      expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
      // Every cookie we set in production is Secure.
      for (const cookie of lines) expect(cookie.toLowerCase()).toContain('; secure');
    } finally {
      await prod.close();
    }
  });
});

/** Every mutating REST route, read from the modules' sources (a new one is covered at once). */
function mutatingRoutes(): Array<{ method: string; url: string }> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(join(root, 'server/src/modules'));
  const routes = new Map<string, { method: string; url: string }>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\b\w+\.(post|put|patch|delete)\(\s*'(\/[^']+)'/g)) {
      const method = (match[1] as string).toUpperCase();
      const url = (match[2] as string)
        .replace(':provider', 'google')
        .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      routes.set(`${method} ${url}`, { method, url });
    }
  }
  return [...routes.values()];
}

const trpcMutations = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
)
  .filter(([, procedure]) => procedure._def.type === 'mutation')
  .map(([path]) => path);

describe('CSRF on every cookie-authenticated mutation', () => {
  const routes = mutatingRoutes();

  it('finds the mutating routes and tRPC mutations', () => {
    expect(routes.length).toBeGreaterThanOrEqual(45);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['DELETE /api/user', 'POST /api/generate', 'POST /api/payment/initialize']),
    );
    expect(trpcMutations.length).toBeGreaterThanOrEqual(40);
  });

  /** A victim's live session cookie. */
  async function victimCookie(): Promise<string> {
    const user = await insertTestUser(ctx.deps.db);
    const client = browser(ctx.app);
    await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    return client.cookie as string;
  }

  const crossSite: Array<[string, Record<string, string>]> = [
    ['another origin', { origin: 'https://evil.example' }],
    ['a sibling origin', { origin: 'http://localhost:81' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['no proof of origin at all', {}],
  ];

  it('REST: a cross-site request with the cookie is refused on every mutating route', async () => {
    const cookie = await victimCookie();
    for (const { method, url } of routes) {
      for (const [label, headers] of crossSite) {
        const res = await ctx.app.inject({
          method: method as 'POST',
          url,
          remoteAddress: freshIp(),
          headers: { cookie, 'content-type': 'application/json', ...headers },
          payload: '{}',
        });
        expect(res.statusCode, `${method} ${url} from ${label}`).toBe(403);
        expect(res.json().message, `${method} ${url}`).toBe(CSRF_MESSAGE);
      }
    }
    // The victim is still signed in: nothing above was carried out.
    const still = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(still.statusCode).toBe(200);
  });

  it('tRPC: a cross-site request with the cookie is refused on every mutation', async () => {
    const cookie = await victimCookie();
    for (const path of trpcMutations) {
      for (const [label, headers] of crossSite) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          remoteAddress: freshIp(),
          headers: { cookie, 'content-type': 'application/json', ...headers },
          payload: '{}',
        });
        expect(res.statusCode, `${path} from ${label}`).toBe(403);
        expect(res.json().message, path).toBe(CSRF_MESSAGE);
      }
      // A batch is a POST too.
      const batch = await ctx.app.inject({
        method: 'POST',
        url: `/trpc/${path},${path}?batch=1`,
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(batch.statusCode, `${path} batched`).toBe(403);
    }
  });

  it('tRPC: a mutation cannot be smuggled through GET (which needs no proof of origin)', async () => {
    const cookie = await victimCookie();
    for (const path of trpcMutations) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/trpc/${path}?input=${encodeURIComponent('{}')}`,
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(res.statusCode, `GET ${path}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, path).not.toBe(500);
      expect(res.statusCode, path).not.toBe(200);
    }
    const still = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(still.statusCode).toBe(200);
  });

  it('the same requests from our own pages pass the check (the refusal above is the CSRF check)', async () => {
    // A cookie that signs nobody in: the routes then answer for themselves, never the CSRF refusal.
    for (const { method, url } of routes) {
      const res = await ctx.app.inject({
        method: method as 'POST',
        url,
        remoteAddress: freshIp(),
        headers: {
          cookie: 'session=nobody',
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
        },
        payload: '{}',
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).not.toBe(500);
      if (res.statusCode === 403) expect(res.json().message, `${method} ${url}`).not.toBe(CSRF_MESSAGE);
    }
  });
});

/** The directives of a CSP header. */
function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

describe('Content-Security-Policy on the client pages', () => {
  it('is strict on the landing page, a signed-in route and an unknown page', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const client = browser(ctx.app);
    await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    for (const url of ['/', '/documents', '/admin', '/no/such/page']) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      const csp = directives(res.headers['content-security-policy'] as string);
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts, url).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.get('form-action'), url).toEqual(["'self'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      for (const [name, values] of csp)
        expect(
          values.filter((v) => v === '*' || v === 'http:' || v === 'https:'),
          name,
        ).toEqual([]);
      expect(res.headers['content-security-policy'], url).not.toContain('unsafe-eval');
    }
  });

  const builtPages = ['index.html', 'prerendered/index.html', 'prerendered/login.html'].map((p) =>
    join(root, 'client/dist', p),
  );
  it.skipIf(!builtPages.every((p) => statSync(p, { throwIfNoEntry: false })))(
    'the built pages hold no inline script or inline handler the policy would block',
    () => {
      for (const file of builtPages) {
        const html = readFileSync(file, 'utf8');
        for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag, file).toMatch(/\bsrc=/);
        expect(html, file).not.toMatch(/\son[a-z]+\s*=/i);
        expect(html, file).not.toMatch(/javascript:/i);
      }
    },
  );
});

describe('security headers on every answer', () => {
  const PAGE_HEADERS = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  };

  it('API JSON, tRPC, errors of every kind, pages and 404s carry the full set', async () => {
    const requests: Array<[string, InjectOptions]> = [
      ['API JSON', { method: 'GET', url: '/api/support/status' }],
      ['tRPC JSON', { method: 'GET', url: '/trpc/support.status' }],
      ['401', { method: 'GET', url: '/api/profile' }],
      ['tRPC 401', { method: 'GET', url: '/trpc/profile.get' }],
      ['API 404', { method: 'GET', url: '/api/no-such-endpoint' }],
      ['tRPC 404', { method: 'GET', url: '/trpc/no.such.procedure' }],
      [
        '400 malformed JSON',
        {
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        },
      ],
      [
        'CSRF 403',
        {
          method: 'POST',
          url: '/api/auth/logout',
          headers: { cookie: 'session=x', origin: 'https://evil.example' },
        },
      ],
      ['page', { method: 'GET', url: '/' }],
      ['unknown page', { method: 'GET', url: '/no/such/page' }],
      ['health', { method: 'GET', url: '/api/health' }],
    ];
    for (const [label, request] of requests) {
      const res = await ctx.app.inject({ ...request, remoteAddress: freshIp() });
      expect(res.statusCode, label).not.toBe(500);
      expect(res.headers, label).toMatchObject(PAGE_HEADERS);
      expect(
        directives(res.headers['content-security-policy'] as string).get('frame-ancestors'),
        label,
      ).toEqual(["'none'"]);
      expect(res.headers['x-powered-by'], label).toBeUndefined();
      expect(res.headers.server, label).toBeUndefined();
    }
  });

  it('API answers carry the strictest policy and pages the client policy; neither the legacy page headers on API answers', async () => {
    for (const url of ['/api/health', '/trpc/support.status', '/api/no-such-endpoint']) {
      const res = await ctx.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('default-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['x-xss-protection'], url).toBeUndefined();
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/', remoteAddress: freshIp() });
    expect(directives(page.headers['content-security-policy'] as string).get('default-src')).toEqual([
      "'self'",
    ]);
    expect(page.headers['origin-agent-cluster']).toBe('?1');
    expect(page.headers['x-xss-protection']).toBe('0');
  });

  it('an address the router cannot read (bad escape, over-long id) gets them too, and a sentence', async () => {
    for (const url of ['/api/documents/%zz', '/%E0%A4%A', `/api/documents/${'a'.repeat(300)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers, url).toMatchObject(PAGE_HEADERS);
      const body = res.json();
      expect(body.message, url).toMatch(/^[A-Z].*\.$/);
      expect(res.body, url).not.toContain('FST_');
    }
  });

  it('built assets, present or missing, are never sniffed into something else', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const gone = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['x-content-type-options']).toBe('nosniff');
    expect(gone.headers['content-type']).toMatch(/text\/plain/);
  });
});
