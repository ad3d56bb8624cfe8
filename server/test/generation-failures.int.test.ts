import { generationRunJob } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { processors } from '../../worker/src/processors/index.js';
import { postGenerate, useGenerationApp } from './helpers/generation-env.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

const env = useGenerationApp();
const { llm } = env;

const coverLetterOnly = {
  jobTitle: 'Analyst',
  companyName: 'Dangote',
  jobDescription: 'Analyse the numbers behind the cement business.',
  generateCoverLetter: 'true',
  optimizeResume: 'false',
  isCreatingNewResume: 'false',
};

const DAY = 86_400_000;
async function account(values: Record<string, unknown> = {}) {
  const signedIn = await signInTestUser(env.ctx);
  if (Object.keys(values).length)
    await env.ctx.deps.db.updateTable('users').set(values).where('id', '=', signedIn.user.id).execute();
  return signedIn;
}
const remaining = async (id: string) =>
  (
    await env.ctx.deps.db
      .selectFrom('users')
      .select('cover_letters_remaining')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).cover_letters_remaining;

describe('refusals, in the order DECISIONS.md fixes', () => {
  it.each([
    ['TRIAL_EXPIRED', { subscription_expires_at: new Date(Date.now() - DAY) }, 403, ['Subscribe Now']],
    [
      'SUBSCRIPTION_EXPIRED',
      {
        subscription_plan: 'agba',
        subscription_expires_at: new Date(Date.now() - DAY),
        cover_letters_remaining: 9,
      },
      403,
      ['Renew Now'],
    ],
    ['SUBSCRIPTION_REQUIRED', { cover_letters_remaining: 0 }, 403, ['View Plans']],
    [
      'QUOTA_EXHAUSTED',
      {
        subscription_plan: 'jjc',
        subscription_expires_at: new Date(Date.now() + DAY),
        cover_letters_remaining: 0,
      },
      403,
      ['Add Credits'],
    ],
  ])('%s carries the documented body and keeps the credits', async (code, state, status, actions) => {
    const { user, token } = await account(state);
    const before = await remaining(user.id);
    const res = await postGenerate(env.ctx.app, token, coverLetterOnly);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({
      errorCode: code,
      suggestedActions: actions,
      preservedQuota: true,
      redirectUrl: '/subscription',
      availablePlans: ['jjc', 'agba'],
    });
    expect(typeof res.json().message).toBe('string');
    expect(await remaining(user.id)).toBe(before);
  });

  it('AI_UNAVAILABLE when no provider is configured, before any credit is taken', async () => {
    const bare = await createTestApp();
    try {
      const { user, token } = await signInTestUser(bare);
      const res = await postGenerate(bare.app, token, coverLetterOnly);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ errorCode: 'AI_UNAVAILABLE', preservedQuota: true });
      const row = await bare.deps.db
        .selectFrom('users')
        .select('cover_letters_remaining')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.cover_letters_remaining).toBe(2);
    } finally {
      await bare.close();
    }
  });
});

describe('model failures', () => {
  it('retries a rate limit and a server error, then succeeds with one charge', async () => {
    const { user, token } = await account();
    llm.failNext(429);
    llm.failNext(500);
    const res = await postGenerate(env.ctx.app, token, coverLetterOnly);
    expect(res.statusCode).toBe(200);
    expect(res.json().coverLetter.content).toMatch(/^Dear Hiring Team/);
    expect(await remaining(user.id)).toBe(1);
    const logged = await env.ctx.deps.db
      .selectFrom('ai_call_logs')
      .select(['outcome', 'error_class'])
      .where('generation_id', '=', res.json().generationId)
      .orderBy('created_at')
      .execute();
    expect(logged.map((l) => l.error_class ?? l.outcome)).toEqual(['rate_limited', 'server_error', 'ok']);
  }, 30_000);

  it('does not retry a rejected key: fails at once, says so, and refunds', async () => {
    const { user, token } = await account();
    llm.failNext(401);
    const requests = llm.requests.length;
    const res = await postGenerate(env.ctx.app, token, coverLetterOnly);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'GENERATION_FAILED',
      preservedQuota: true,
      message: 'The AI provider refused our credentials. An administrator needs to check the API key.',
    });
    expect(llm.requests.length - requests).toBe(1);
    expect(await remaining(user.id)).toBe(2);
  });
});

describe('at-least-once delivery', () => {
  it('never charges twice nor saves twice when the job is delivered again', async () => {
    const { user, token } = await account();
    const res = await postGenerate(env.ctx.app, token, coverLetterOnly);
    const id = res.json().generationId as string;
    const context = {
      deps: { ...env.ctx.deps, mailTransport: null },
      logger: env.ctx.deps.logger,
      jobId: 'replay',
      attempt: 1,
      isLastAttempt: false,
      progress: async () => {},
    };
    await expect(processors[generationRunJob.name]({ generationId: id }, context)).resolves.toEqual({
      status: 'skipped',
    });
    const docs = await env.ctx.deps.db
      .selectFrom('documents')
      .select('id')
      .where('generation_id', '=', id)
      .execute();
    expect(docs).toHaveLength(1);
    const totals = await env.ctx.deps.db
      .selectFrom('users')
      .select(['cover_letters_generated', 'cover_letters_remaining'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ cover_letters_generated: 1, cover_letters_remaining: 1 });
  });
});
