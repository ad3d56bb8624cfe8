import { randomUUID } from 'node:crypto';
import { generationRunJob, type PlanId } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../src/queue/enqueue.js';
import { FakeLlm } from './fakes/fake-llm.js';
import { startGenerationWorkers } from './helpers/generation-env.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';

// Issue 29: Pro sells "Priority AI processing", but every plan shared one first-come generation
// queue. Each generation job now carries its owner's plan as a BullMQ priority.

const llm = new FakeLlm();
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const baseUrl = await llm.start();
  ctx = await createTestApp({
    OPENAI_COMPATIBLE_BASE_URL: baseUrl,
    OPENAI_COMPATIBLE_MODEL: 'fake-writer',
    // One generation at a time: the order the worker takes jobs in is the order people are served.
    WORKER_CONCURRENCY_GENERATION: '1',
  });
});
afterAll(async () => {
  await ctx?.close();
  await llm.stop();
});

/** A signed-in person on `plan` (paid plans: paid for the next 30 days, with credits). */
async function personOn(plan: PlanId) {
  const { user } = await signInTestUser(ctx);
  if (plan !== 'free_trial') {
    await ctx.deps.db
      .updateTable('users')
      .set({
        subscription_plan: plan,
        subscription_status: 'active',
        subscription_expires_at: new Date(Date.now() + 30 * 86_400_000),
        cover_letters_remaining: 5,
      })
      .where('id', '=', user.id)
      .execute();
  }
  const fresh = await ctx.deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return callerFor(ctx.deps, { id: 'x', expiresAt: new Date(), token: 't', via: 'bearer', user: fresh });
}

/** A cover letter for a job whose title names who asked for it (the fake model sees the title). */
const coverLetterFor = (jobTitle: string) => ({
  jobTitle,
  companyName: 'Paystack',
  jobDescription: 'Build delightful payment experiences with React and TypeScript.',
  generateCoverLetter: true,
  optimizeResume: false,
  isCreatingNewResume: false,
});

describe('generation queue by plan', () => {
  it('takes a Pro generation queued after many free-trial ones next, then Basic, then the trial in order', async () => {
    const ids: string[] = [];
    // No worker yet: every free-trial generation is waiting when the others arrive.
    for (let i = 0; i < 8; i++) {
      const caller = await personOn('free_trial');
      ids.push((await caller.generation.start(coverLetterFor(`Trial role ${i}`))).id);
    }
    ids.push((await (await personOn('jjc')).generation.start(coverLetterFor('Basic role'))).id);
    ids.push((await (await personOn('agba')).generation.start(coverLetterFor('Pro role'))).id);

    const stopWorkers = startGenerationWorkers(ctx.deps);
    try {
      await waitUntil(
        async () => {
          const done = await ctx.deps.db
            .selectFrom('generations')
            .select('id')
            .where('id', 'in', ids)
            .where('status', '=', 'succeeded')
            .execute();
          return done.length === ids.length ? true : undefined;
        },
        30_000,
        'every generation to succeed',
      );
    } finally {
      await stopWorkers();
    }
    const served = llm.requests.map((r) => r.user.match(/(Trial role \d|Basic role|Pro role)/)?.[1]);
    expect(served).toEqual([
      'Pro role',
      'Basic role',
      ...Array.from({ length: 8 }, (_, i) => `Trial role ${i}`),
    ]);
  });

  it('refuses to queue a generation job without a priority (it would jump every line)', async () => {
    await expect(enqueue(ctx.deps.queues, generationRunJob, { generationId: randomUUID() })).rejects.toThrow(
      /without a priority/,
    );
    const waiting = await ctx.deps.queues.get('generation').getJobs(['waiting']);
    expect(waiting).toHaveLength(0);
  });
});
