import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishStage, tokenCommands } from '../src/modules/generation/generation.events.js';
import { freshIp } from './helpers/http.js';
import { asBearer } from './helpers/profile.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function generationOf(userId: string): Promise<string> {
  const row = await ctx.deps.db
    .insertInto('generations')
    .values({
      user_id: userId,
      job_title: 'Dev',
      company_name: 'Co',
      job_description: 'Ten years of code',
      generate_cover_letter: true,
      optimize_resume: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What the worker writes while it streams: the stage, and each document's text so far. */
async function streamSome(id: string, text: string) {
  const prefix = ctx.deps.env.QUEUE_PREFIX;
  await publishStage(ctx.deps, id, 'writing_cover_letter');
  const pipeline = ctx.deps.redis.pipeline();
  tokenCommands(prefix, id, 'cover_letter')(pipeline, text, 0);
  tokenCommands(prefix, id, 'resume')(pipeline, text, 0);
  tokenCommands(prefix, id, 'resume')(pipeline, ' and more', text.length);
  await pipeline.exec();
}

/** Every Redis key of this installation that names one of these generations. */
async function keysOf(ids: string[]): Promise<string[]> {
  const keys = await ctx.deps.redis.keys(`${ctx.deps.env.QUEUE_PREFIX}:generation:*`);
  return keys.filter((key) => ids.some((id) => key.includes(id))).sort();
}

describe('deleting my account: the live text of my generations', () => {
  it('goes from Redis at once with the account, and a late write of a running generation cannot bring it back', async () => {
    const { user, token } = await signInTestUser(ctx);
    const bystander = await signInTestUser(ctx);
    const mine = [await generationOf(user.id), await generationOf(user.id)];
    const theirs = [await generationOf(bystander.user.id)];
    for (const id of [...mine, ...theirs]) await streamSome(id, 'Dear hiring manager, I am Ada Obi');
    expect(await keysOf(mine)).toHaveLength(6);

    const res = await asBearer(
      ctx.app,
      token,
    )({ method: 'DELETE', url: '/api/user', remoteAddress: freshIp(), payload: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(await keysOf(mine)).toEqual([]);

    // A worker still streaming one of them appends its next piece: nothing reappears.
    const pipeline = ctx.deps.redis.pipeline();
    tokenCommands(ctx.deps.env.QUEUE_PREFIX, mine[0] as string, 'cover_letter')(pipeline, ', Lagos', 33);
    await pipeline.exec();
    expect(await keysOf(mine)).toEqual([]);

    // Nobody else's live text went with it.
    expect(await keysOf(theirs)).toHaveLength(3);
  });
});
