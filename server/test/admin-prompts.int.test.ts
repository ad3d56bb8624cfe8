import type { PromptTestEvent } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, type SignedIn, signInAs } from './helpers/admin.js';
import { postGenerate, useGenerationApp } from './helpers/generation-env.js';
import { signInTestUser } from './helpers/users.js';

// Prompt management: every save is a version, activating an earlier one rolls back, the next
// generation uses the active one; a draft is tested through the worker against the live model,
// streamed token by token, costing no credit and logged as a prompt test.
const env = useGenerationApp();
const { llm } = env;
let admin: SignedIn;

const FIRST = 'You write short, warm cover letters for Nigerian graduates. Version one.';
const SECOND = 'You write confident cover letters in three paragraphs. Version two.';

beforeAll(async () => {
  admin = await signInAs(env.ctx, 'admin');
});

const coverLetterOnly = {
  jobTitle: 'Analyst',
  companyName: 'Dangote',
  jobDescription: 'Analyse the numbers behind the cement business.',
  generateCoverLetter: 'true',
  optimizeResume: 'false',
};

async function systemPromptOfNextGeneration(): Promise<string | undefined> {
  const { token } = await signInTestUser(env.ctx);
  const res = await postGenerate(env.ctx.app, token, coverLetterOnly);
  expect(res.statusCode).toBe(200);
  return llm.requests.at(-1)?.system;
}

describe('prompt versions', () => {
  let firstId = '';

  it('saves a prompt as version 1 and makes it active', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/prompts',
      payload: { type: 'cover_letter', systemPrompt: FIRST },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'cover_letter',
      systemPrompt: FIRST,
      isActive: true,
      version: 1,
      createdBy: { id: admin.user.id, email: admin.user.email },
    });
    firstId = res.json().id;
    expect(await systemPromptOfNextGeneration()).toBe(FIRST);
  });

  it('keeps the first as history when a second is saved, and the next generation uses the second', async () => {
    const second = await admin.caller.admin.prompts.save({ type: 'cover_letter', systemPrompt: SECOND });
    expect(second).toMatchObject({ version: 2, isActive: true });
    const list = (await admin.inject({ method: 'GET', url: '/api/admin/prompts' })).json() as Array<{
      systemPrompt: string;
      isActive: boolean;
      version: number;
    }>;
    expect(list.map((p) => [p.version, p.isActive, p.systemPrompt])).toEqual([
      [2, true, SECOND],
      [1, false, FIRST],
    ]);
    expect(await systemPromptOfNextGeneration()).toBe(SECOND);
  });

  it('rolls back by activating the earlier version', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: `/api/admin/prompts/${firstId}/activate`,
      payload: { type: 'cover_letter' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: firstId, version: 1, isActive: true });
    const history = await admin.caller.admin.prompts.history({ type: 'cover_letter' });
    expect(history.map((p) => [p.version, p.isActive])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(await systemPromptOfNextGeneration()).toBe(FIRST);
    expect(await admin.caller.admin.prompts.history({ type: 'resume' })).toEqual([]);
    const defaults = await admin.caller.admin.prompts.defaults();
    expect(defaults.resume).toContain('applicant tracking systems');
  });

  it('refuses a version of the other type, an unknown version and a prompt too short, with sentences', async () => {
    const wrongType = await admin.inject({
      method: 'POST',
      url: `/api/admin/prompts/${firstId}/activate`,
      payload: { type: 'resume' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('That prompt version belongs to the other document type.');
    const unknown = await admin.inject({
      method: 'POST',
      url: '/api/admin/prompts/00000000-0000-4000-8000-000000000000/activate',
    });
    expect(unknown.statusCode).toBe(404);
    const short = await admin.inject({
      method: 'POST',
      url: '/api/admin/prompts',
      payload: { type: 'cover_letter', systemPrompt: 'Be nice.' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Write the system prompt (at least 20 characters).');
  });

  it('writes each save and activation to the audit log', async () => {
    const entries = (await auditEntries(env.ctx.deps.db)).reverse();
    expect(entries.map((e) => [e.action, e.summary])).toEqual([
      [
        'prompt.save',
        'Saved version 1 of the Cover Letter Generation prompt and made it active (was the default)',
      ],
      [
        'prompt.save',
        'Saved version 2 of the Cover Letter Generation prompt and made it active (was version 1)',
      ],
      ['prompt.activate', 'Activated version 1 of the Cover Letter Generation prompt (was version 2)'],
    ]);
  });
});

describe('Test Prompt', () => {
  const DRAFT = 'You are an expert resume writer. Draft under test: keep it to one page.';

  it('streams the draft’s output from the worker token by token, with latency and token counts', async () => {
    llm.options.tokensPerSecond = 150;
    const creditsBefore = await admin.caller.auth.user();
    const { testId } = await admin.caller.admin.prompts.test({
      type: 'resume',
      systemPrompt: DRAFT,
      testData: { jobTitle: 'Data Analyst', companyName: 'Kuda Bank' },
    });
    const events: PromptTestEvent[] = [];
    const subscription = await admin.caller.admin.prompts.watchTest({ testId });
    for await (const event of subscription) {
      events.push(event);
      if (event.type === 'done' || event.type === 'failed') break;
    }
    llm.options.tokensPerSecond = 2_000;
    expect(events[0]?.type === 'snapshot' || events[0]?.type === 'done').toBe(true);
    const tokens = events.filter((e) => e.type === 'token');
    expect(tokens.length).toBeGreaterThan(10);
    const last = events.at(-1);
    expect(last?.type).toBe('done');
    if (last?.type !== 'done') return;
    const snapshot = events[0]?.type === 'snapshot' ? events[0].result.output : '';
    expect(snapshot + tokens.map((t) => (t.type === 'token' ? t.delta : '')).join('')).toBe(
      last.result.output,
    );
    expect(last.result).toMatchObject({
      status: 'succeeded',
      message: 'Prompt Test Complete',
      provider: 'openai_compatible',
      model: 'fake-writer',
      tokensIn: 120,
    });
    expect(last.result.output).toMatch(/^# Ada Obi/);
    expect(last.result.latencyMs).toBeGreaterThan(0);
    // Tokens that arrive while a publish is on its way go out together: never more events than tokens.
    expect(last.result.tokensOut).toBeGreaterThanOrEqual(tokens.length);

    const request = llm.requests.at(-1);
    expect(request?.system).toBe(DRAFT);
    // Fields left empty take the sample data; the given ones win.
    expect(request?.user).toContain('Job title: Data Analyst');
    expect(request?.user).toContain('Chidi Okafor');
    const logged = await env.ctx.deps.db
      .selectFrom('ai_call_logs')
      .select(['kind', 'purpose', 'generation_id', 'outcome'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({ kind: 'prompt_test', purpose: 'resume', generation_id: null, outcome: 'ok' });
    const creditsAfter = await admin.caller.auth.user();
    expect(creditsAfter.quotaBalance).toEqual(creditsBefore.quotaBalance);
    // A draft is not a version: nothing was saved.
    expect(await admin.caller.admin.prompts.history({ type: 'resume' })).toEqual([]);
    expect(await admin.caller.admin.prompts.testResult({ testId })).toEqual(last.result);
  });

  it('answers the whole output over REST, and the spec’s failure sentence when the model fails', async () => {
    const ok = await admin.inject({
      method: 'POST',
      url: '/api/admin/test-prompt',
      payload: {
        type: 'cover_letter',
        systemPrompt: 'You are a cover letter writer. Keep it brief and warm.',
        testData: {
          jobTitle: 'Frontend Developer',
          companyName: 'Paystack',
          resumeContent: 'Ada Obi, React.',
        },
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, status: 'succeeded', message: 'Prompt Test Complete' });
    expect(ok.json().output).toMatch(/^Dear Hiring Team,/);

    llm.failNext(401);
    const failed = await admin.inject({
      method: 'POST',
      url: '/api/admin/test-prompt',
      payload: { type: 'cover_letter', systemPrompt: 'You are a cover letter writer. Keep it brief.' },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ success: false, status: 'failed' });
    expect(failed.json().message).toMatch(
      /^Test Failed: Failed to test prompt\. Check your LLM configuration\. The AI provider refused our credentials/,
    );
  });
});
