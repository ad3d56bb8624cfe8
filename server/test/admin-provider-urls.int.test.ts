import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from './helpers/admin.js';
import { createTestApp } from './helpers/test-deps.js';

// A local model (Ollama on this machine) as the base-URL field suggests it: accepted on the
// default, non-production server; refused in production until the operator's setting allows it;
// link-local and cloud metadata addresses refused everywhere. The form reads which rule applies.
type App = Awaited<ReturnType<typeof createTestApp>>;
let local: App;
let production: App;
let localAdmin: SignedIn;
let productionAdmin: SignedIn;

beforeAll(async () => {
  // PROVIDER_ALLOW_PRIVATE_URLS unset in both, as in a fresh .env.
  [local, production] = await Promise.all([
    createTestApp({ PROVIDER_ALLOW_PRIVATE_URLS: undefined }),
    createTestApp({
      NODE_ENV: 'production',
      ALLOW_DEMO_MAIL: 'true',
      PROVIDER_ALLOW_PRIVATE_URLS: undefined,
    }),
  ]);
  [localAdmin, productionAdmin] = await Promise.all([
    signInAs(local, 'admin'),
    signInAs(production, 'admin'),
  ]);
});
afterAll(async () => {
  await Promise.all([local?.close(), production?.close()].filter(Boolean) as Promise<void>[]);
});

const OLLAMA = 'http://localhost:11434/v1';
const addOllama = (admin: SignedIn, baseUrl = OLLAMA) =>
  admin.inject({
    method: 'POST',
    url: '/api/admin/llm-providers',
    payload: { name: 'openai_compatible', model: 'llama3.1', baseUrl },
  });

describe('a local model on the default (not production) server', () => {
  it('tells the form that local and private addresses are allowed here', async () => {
    expect(await localAdmin.caller.admin.providers.urlPolicy()).toEqual({
      privateAddresses: 'allowed',
      reason: 'not_production',
    });
  });

  it('refuses link-local and cloud metadata addresses even so, saying why', async () => {
    for (const baseUrl of [
      'http://169.254.169.254/latest',
      'http://[fd00:ec2::254]/latest',
      'http://metadata.google.internal/computeMetadata/v1',
    ]) {
      const res = await addOllama(localAdmin, baseUrl);
      expect(res.statusCode, baseUrl).toBe(400);
      expect(res.json().message, baseUrl).toBe(
        "That base URL points to a link-local or cloud metadata address, which is never allowed: it could hand out this server's own credentials.",
      );
    }
    // Nor is a connection test ever sent there.
    const test = await localAdmin.inject({
      method: 'POST',
      url: '/api/admin/test-ai-connection',
      payload: { provider: 'openai_compatible', model: 'llama3.1', baseUrl: 'http://169.254.169.254/v1' },
    });
    expect(test.statusCode).toBe(400);
    expect(test.json().message).toMatch(/link-local or cloud metadata address/);
  });

  it('saves the address the field suggests', async () => {
    const res = await addOllama(localAdmin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'OpenAI-compatible endpoint', baseUrl: OLLAMA });
  });
});

describe('a local model in production', () => {
  it('tells the form that only public addresses are accepted here', async () => {
    expect(await productionAdmin.caller.admin.providers.urlPolicy()).toEqual({
      privateAddresses: 'refused',
      reason: 'production',
    });
  });

  it('refuses a private address and says which setting allows it', async () => {
    const res = await addOllama(productionAdmin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'That base URL points to a private or local network address. This server runs in production, so only public addresses are accepted. For a model on your own network, the operator sets PROVIDER_ALLOW_PRIVATE_URLS=true and restarts.',
    );
  });
});

describe('the policy is for administrators only', () => {
  it('refuses it to a signed-in person who is not one', async () => {
    const person = await signInAs(local, 'user');
    await expect(person.caller.admin.providers.urlPolicy()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
