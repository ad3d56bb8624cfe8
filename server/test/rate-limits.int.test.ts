import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from './fakes/paystack.js';
import { type SignedIn, signInAs } from './helpers/admin.js';
import { insertTestDocument } from './helpers/documents.js';
import { multipart } from './helpers/generation-env.js';
import { freshIp } from './helpers/http.js';
import { supportForm } from './helpers/support.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser } from './helpers/users.js';

// Issue 17, security: every endpoint that costs money (a model call, a payment, a render) or
// sends an e-mail is rate limited, and says so with 429, a Retry-After in seconds and a sentence.
// Each case hits its endpoint until the 429, as one account (or one address for the signed-out
// ones), and checks it came within the documented limit.

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let paystack: FakePaystack;

beforeAll(async () => {
  paystack = await startFakePaystack();
  ctx = await createTestApp({
    PAYSTACK_BASE_URL: paystack.url,
    PAYSTACK_SECRET_KEY: paystack.secret,
    PUBLIC_URL: 'https://jobpadi.test',
  });
});
afterAll(async () => {
  await ctx?.close();
  await paystack?.close();
});

type Send = (attempt: number) => Promise<LightMyRequestResponse>;

interface Case {
  name: string;
  /** The most attempts the limit lets through (the next one must be refused). */
  limit: number;
  /** Prepares one account or address and answers how to send attempt n. */
  setup: () => Promise<Send>;
}

const asPerson =
  (who: SignedIn, ip = freshIp()) =>
  (options: InjectOptions) =>
    ctx.app.inject({
      ...options,
      remoteAddress: ip,
      headers: { ...(options.headers as Record<string, string>), authorization: `Bearer ${who.token}` },
    });

const signedOut =
  (ip = freshIp()) =>
  (options: InjectOptions) =>
    ctx.app.inject({ ...options, remoteAddress: ip });

const trpc = (path: string, input: unknown): InjectOptions => ({
  method: 'POST',
  url: `/trpc/${path}`,
  payload: input as InjectOptions['payload'],
});

const user = () => signInAs(ctx, 'user');
const admin = () => signInAs(ctx, 'admin');

const generationInput = {
  jobTitle: 'Credit Analyst',
  companyName: 'Moniepoint',
  jobDescription: 'Assess small-business loans and write credit memos.',
  generateCoverLetter: true,
  optimizeResume: false,
  isCreatingNewResume: false,
};

const emailCase = (name: string, url: string, verified = true): Case => ({
  name,
  limit: 5,
  setup: async () => {
    const account = await insertTestUser(ctx.deps.db, { verified });
    const send = signedOut();
    return () => send({ method: 'POST', url, payload: { email: account.email } });
  },
});

const CASES: Case[] = [
  // E-mails to an address: sign-in codes, magic links, password resets, verification.
  emailCase('sign-in code (POST /api/auth/send-otp)', '/api/auth/send-otp'),
  emailCase('magic link (POST /api/auth/send-magic-link)', '/api/auth/send-magic-link'),
  emailCase('password reset (POST /api/auth/forgot-password)', '/api/auth/forgot-password'),
  emailCase(
    'verification e-mail (POST /api/auth/resend-verification)',
    '/api/auth/resend-verification',
    false,
  ),
  {
    name: 'registration, which e-mails a code (POST /api/auth/register, per address)',
    limit: 10,
    setup: async () => {
      const send = signedOut();
      return (n) =>
        send({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            email: `reg-${n}-${Date.now()}@example.com`,
            password: 'Str0ng!Pass',
            confirmPassword: 'Str0ng!Pass',
            fullName: 'Ada Obi',
          },
        });
    },
  },
  // E-mails from a signed-in account.
  {
    name: 'test e-mail (POST /api/notifications/test-email)',
    limit: 3,
    setup: async () => {
      const send = asPerson(await user());
      return () => send({ method: 'POST', url: '/api/notifications/test-email' });
    },
  },
  {
    name: 'e-mail change (PATCH /api/profile with a new address)',
    limit: 5,
    setup: async () => {
      const send = asPerson(await user());
      return (n) =>
        send({
          method: 'PATCH',
          url: '/api/profile',
          payload: { firstName: 'Ada', lastName: 'Obi', email: `new-${n}-${Date.now()}@example.com` },
        });
    },
  },
  {
    name: 'account deletion code (POST /api/user/delete-code)',
    limit: 5,
    setup: async () => {
      // The code is for accounts without a password (Google, e-mailed codes).
      const person = await user();
      await ctx.deps.db
        .updateTable('users')
        .set({ password_hash: null })
        .where('id', '=', person.user.id)
        .execute();
      const send = asPerson(person);
      return () => send({ method: 'POST', url: '/api/user/delete-code' });
    },
  },
  {
    name: 'support message (POST /api/support/message)',
    limit: 10,
    setup: async () => {
      const send = asPerson(await user());
      return (n) => {
        const form = supportForm({ message: `Question ${n}` });
        return send({
          method: 'POST',
          url: '/api/support/message',
          payload: form.payload,
          headers: form.headers,
        });
      };
    },
  },
  {
    name: 'support message (tRPC support.send)',
    limit: 10,
    setup: async () => {
      const send = asPerson(await user());
      return (n) => send(trpc('support.send', { message: `Question ${n}` }));
    },
  },
  {
    name: 'support reply, which e-mails the user (POST /api/admin/support/conversations/:userId/message)',
    limit: 60,
    setup: async () => {
      const person = await user();
      const send = asPerson(await admin());
      return (n) => {
        const form = supportForm({ message: `Answer ${n}` });
        return send({
          method: 'POST',
          url: `/api/admin/support/conversations/${person.user.id}/message`,
          payload: form.payload,
          headers: form.headers,
        });
      };
    },
  },
  // Money: payments, model calls, renders.
  {
    name: 'payment initialize (POST /api/payment/initialize)',
    limit: 20,
    setup: async () => {
      const send = asPerson(await user());
      return () => send({ method: 'POST', url: '/api/payment/initialize', payload: { planId: 'jjc' } });
    },
  },
  {
    name: 'payment checkout (tRPC billing.checkout)',
    limit: 20,
    setup: async () => {
      const send = asPerson(await user());
      return () => send(trpc('billing.checkout', { planId: 'jjc' }));
    },
  },
  {
    name: 'account export (GET /api/user/export)',
    limit: 10,
    setup: async () => {
      const send = asPerson(await user());
      return () => send({ method: 'GET', url: '/api/user/export' });
    },
  },
  {
    name: 'generation start (tRPC generation.start)',
    limit: 100,
    setup: async () => {
      const send = asPerson(await user());
      return () => send(trpc('generation.start', generationInput));
    },
  },
  {
    name: 'generation start (POST /api/generate)',
    limit: 100,
    setup: async () => {
      const person = await user();
      const ip = freshIp();
      const fields = Object.fromEntries(Object.entries(generationInput).map(([k, v]) => [k, String(v)]));
      return async () => {
        const body = await multipart(fields);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/generate',
          remoteAddress: ip,
          headers: { authorization: `Bearer ${person.token}`, 'content-type': body.contentType },
          payload: body.payload,
        });
      };
    },
  },
  {
    name: 'report with read-back (GET /api/documents/:id/report)',
    limit: 30,
    setup: async () => {
      const person = await user();
      const send = asPerson(person);
      // A document that is not there: every request is counted, whatever it asks for.
      const id = '00000000-0000-4000-8000-000000000000';
      await insertTestDocument(ctx.deps.db, person.user.id);
      return () => send({ method: 'GET', url: `/api/documents/${id}/report` });
    },
  },
  {
    name: 'report with read-back (tRPC documents.report)',
    limit: 30,
    setup: async () => {
      const send = asPerson(await user());
      const id = '00000000-0000-4000-8000-000000000000';
      return () =>
        send({
          method: 'GET',
          url: `/trpc/documents.report?input=${encodeURIComponent(JSON.stringify({ id }))}`,
        });
    },
  },
  {
    name: 'prompt test (POST /api/admin/test-prompt)',
    limit: 20,
    setup: async () => {
      const send = asPerson(await admin());
      return () =>
        send({
          method: 'POST',
          url: '/api/admin/test-prompt',
          payload: {
            type: 'cover_letter',
            systemPrompt: 'You write short, warm cover letters for Nigerian graduates.',
          },
        });
    },
  },
  {
    name: 'AI connection test (POST /api/admin/test-ai-connection)',
    limit: 20,
    setup: async () => {
      const send = asPerson(await admin());
      return () =>
        send({
          method: 'POST',
          url: '/api/admin/test-ai-connection',
          payload: { provider: 'openai', model: 'no-such-model', apiKey: 'sk-test-0123456789abcdef0123' },
        });
    },
  },
];

describe('rate limits on everything that costs money or sends e-mail', () => {
  for (const testCase of CASES) {
    it(`${testCase.name}: 429 with Retry-After within ${testCase.limit + 1} attempts`, async () => {
      const send = await testCase.setup();
      const answers: number[] = [];
      let refused: LightMyRequestResponse | undefined;
      for (let n = 1; n <= testCase.limit + 1; n++) {
        const res = await send(n);
        answers.push(res.statusCode);
        expect(res.statusCode, `attempt ${n}: ${res.body}`).not.toBe(500);
        if (res.statusCode === 429) {
          refused = res;
          break;
        }
      }
      expect(refused, `never limited; answers: ${answers.join(',')}`).toBeDefined();
      const res = refused as LightMyRequestResponse;
      const retryAfter = Number(res.headers['retry-after']);
      expect(
        Number.isInteger(retryAfter) && retryAfter > 0,
        `Retry-After: ${res.headers['retry-after']}`,
      ).toBe(true);
      const body = res.json();
      const message = (body.message ?? body.error?.message) as string;
      expect(message).toMatch(/wait|minute|try again|too many/i);
      // The limit stays: the next attempt is refused too.
      expect((await send(testCase.limit + 2)).statusCode).toBe(429);
    });
  }
});
