import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLlm } from './fakes/fake-llm.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { insertTestUser } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';
import { startWorkerProcess } from './helpers/worker-process.js';

const llm = new FakeLlm();
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await llm.start();
  ctx = await createTestApp({ OPENAI_COMPATIBLE_BASE_URL: baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-writer' });
});
afterAll(async () => {
  await ctx.close();
  await llm.stop();
});

const worker = () =>
  startWorkerProcess({
    DATABASE_URL: ctx.deps.env.DATABASE_URL,
    REDIS_URL: ctx.deps.env.REDIS_URL,
    QUEUE_PREFIX: ctx.deps.env.QUEUE_PREFIX,
    WORKER_QUEUES: 'generation',
    WORKER_LOCK_DURATION_MS: '2000',
    OPENAI_COMPATIBLE_BASE_URL: baseUrl,
    OPENAI_COMPATIBLE_MODEL: 'fake-writer',
  });

describe('a worker killed in the middle of a generation', () => {
  it('leaves the job to the next worker, which finishes it with one charge and one set of documents', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const caller = callerFor(ctx.deps, { id: 's', expiresAt: new Date(), token: 't', via: 'bearer', user });
    llm.options.tokensPerSecond = 15;
    const first = worker();
    const { id } = await caller.generation.start({
      jobTitle: 'Engineer',
      companyName: 'Andela',
      jobDescription: 'Build software with distributed teams across Africa.',
      generateCoverLetter: true,
      optimizeResume: true,
      isCreatingNewResume: true,
      personalDetails: null,
      fullName: 'Ada Obi',
      phone: '+234 801 000 0000',
      email: 'ada@example.com',
      location: 'Lagos',
      major: 'Computer Science',
      school: 'University of Lagos',
    } as never);
    await waitUntil(
      async () => {
        const row = await ctx.deps.db
          .selectFrom('generations')
          .select('stage')
          .where('id', '=', id)
          .executeTakeFirst();
        return row?.stage === 'writing_cover_letter' && llm.requests.length > 0 ? true : undefined;
      },
      30_000,
      'the first worker to start writing',
    );
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    llm.options.tokensPerSecond = 2_000;

    const second = worker();
    try {
      const done = await waitUntil(
        async () => {
          const row = await ctx.deps.db
            .selectFrom('generations')
            .select(['status', 'attempts', 'credits_state'])
            .where('id', '=', id)
            .executeTakeFirst();
          return row && row.status !== 'running' && row.status !== 'queued' ? row : undefined;
        },
        45_000,
        'the second worker to finish',
      );
      expect(done).toMatchObject({ status: 'succeeded', credits_state: 'consumed' });
      expect(done.attempts).toBeGreaterThanOrEqual(2);
      const docs = await ctx.deps.db
        .selectFrom('documents')
        .select('type')
        .where('generation_id', '=', id)
        .orderBy('type')
        .execute();
      expect(docs.map((d) => d.type)).toEqual(['cover_letter', 'resume']);
      const totals = await ctx.deps.db
        .selectFrom('users')
        .select([
          'cover_letters_remaining',
          'resumes_remaining',
          'cover_letters_generated',
          'resumes_generated',
        ])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(totals).toEqual({
        cover_letters_remaining: 1,
        resumes_remaining: 0,
        cover_letters_generated: 1,
        resumes_generated: 1,
      });
    } catch (error) {
      throw new Error(`${(error as Error).message}\nsecond worker:\n${second.output()}`);
    } finally {
      await second.stop();
    }
  }, 90_000);
});
