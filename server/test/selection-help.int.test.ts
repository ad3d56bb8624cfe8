import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  type PromptTestEvent,
  SELECTION_MESSAGES,
  type SelectionAssistEvent,
  type TSelectionAssistBody,
} from '@app/shared';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { DEFAULT_SELECTION_HELP_PROMPT } from '../src/modules/documents/selection-help.prompts.js';
import { MODEL_FAILURE_MESSAGES } from '../src/modules/generation/ai/model-errors.js';
import { defaultAnswer } from './fakes/fake-llm.js';
import { signInAs } from './helpers/admin.js';
import { callerWithToken } from './helpers/documents.js';
import { useGenerationApp } from './helpers/generation-env.js';
import { asBearer, trpcError } from './helpers/profile.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

const env = useGenerationApp();
const { llm } = env;

afterEach(() => {
  llm.options.answer = defaultAnswer;
  llm.options.tokensPerSecond = 2_000;
});

const SOURCE = [
  'Ada Obi',
  'Lagos | ada@example.com',
  'Experience',
  'Front-end Developer, Flutterwave, 2019 - 2024',
  '- Led the payments dashboard used by 3,000 merchants',
  '- Mentored two junior developers and improved the release process',
  'Skills',
  'TypeScript, React, GraphQL',
].join('\n');

const CONTENT = [
  '# Ada Obi',
  'Lagos | ada@example.com',
  '## Experience',
  '- Led the payments dashboard used by 3,000 merchants',
  '- Mentored two junior developers and improved the release process',
  '## Skills',
  '- TypeScript, React, GraphQL',
].join('\n');

const BULLET = '- Mentored two junior developers and improved the release process';
const START = CONTENT.indexOf(BULLET);
const END = START + BULLET.length;

/** A resume written by a generation whose source was `source` (null: a document without one). */
async function insertDocument(db: Database, userId: string, source: string | null = SOURCE) {
  const generation = await db
    .insertInto('generations')
    .values({
      user_id: userId,
      status: 'succeeded',
      job_title: 'Frontend Engineer',
      company_name: 'Paystack',
      job_description: 'We need a frontend engineer with React, TypeScript, GraphQL and Kubernetes.',
      generate_cover_letter: false,
      optimize_resume: true,
      source_text: source,
      source_kind: source === null ? null : 'resume',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const doc = await db
    .insertInto('documents')
    .values({
      user_id: userId,
      type: 'resume',
      title: 'Resume – Frontend Engineer at Paystack',
      content: CONTENT,
      job_title: 'Frontend Engineer',
      company_name: 'Paystack',
      generation_id: generation.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return doc.id;
}

async function owner(source: string | null = SOURCE) {
  const signed = await signInTestUser(env.ctx);
  const id = await insertDocument(env.ctx.deps.db, signed.user.id, source);
  return { ...signed, id, as: asBearer(env.ctx.app, signed.token) };
}

const assist = (as: ReturnType<typeof asBearer>, id: string, payload: unknown) =>
  as({ method: 'POST', url: `/api/documents/${id}/assist`, payload: payload as object });

const stronger = { action: 'stronger', start: START, end: END } satisfies TSelectionAssistBody;

const assistRows = (db: Database, documentId: string) =>
  db
    .selectFrom('document_assists')
    .select(['action', 'keyword', 'selection', 'suggestion', 'claims'])
    .where('document_id', '=', documentId)
    .execute();

describe('POST /api/documents/{id}/assist', () => {
  it('answers {suggestion, claims} for the selection, keeps it and logs the model call', async () => {
    const { id, as, user } = await owner();
    const res = await assist(as, id, stronger);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      suggestion:
        '- Strengthened team delivery: mentored two junior developers and improved the release process',
      claims: [],
    });
    const prompt = llm.requests.at(-1);
    expect(prompt?.system).toBe(DEFAULT_SELECTION_HELP_PROMPT);
    expect(prompt?.user).toContain('Action: stronger');
    expect(prompt?.user).toContain(`<<<SELECTION\n${BULLET}\nSELECTION>>>`);
    expect(prompt?.user).toContain('Section: Experience');
    expect(prompt?.user).toContain('- Led the payments dashboard used by 3,000 merchants');
    expect(prompt?.user).toContain('Job title: Frontend Engineer');
    expect(prompt?.user).toContain(`<<<SOURCE\n${SOURCE}\nSOURCE>>>`);
    expect(await assistRows(env.ctx.deps.db, id)).toEqual([
      { action: 'stronger', keyword: null, selection: BULLET, suggestion: body.suggestion, claims: [] },
    ]);
    const logged = await env.ctx.deps.db
      .selectFrom('ai_call_logs')
      .select([
        'kind',
        'purpose',
        'generation_id',
        'outcome',
        'first_token_ms',
        'total_ms',
        'tokens_in',
        'tokens_out',
      ])
      .where('purpose', '=', 'selection_help')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({
      kind: 'generation',
      purpose: 'selection_help',
      generation_id: null,
      outcome: 'ok',
    });
    expect(logged.first_token_ms).toEqual(expect.any(Number));
    expect(logged.total_ms).toEqual(expect.any(Number));
    expect(logged.tokens_in).toBe(120);
    expect(logged.tokens_out).toBeGreaterThan(3);
    // No document credit is taken.
    const credits = await env.ctx.deps.db
      .selectFrom('users')
      .select(['cover_letters_remaining', 'resumes_remaining'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(credits).toEqual({
      cover_letters_remaining: user.cover_letters_remaining,
      resumes_remaining: user.resumes_remaining,
    });
  });

  it('works on the editor’s unsaved text when it is sent', async () => {
    const { id, as } = await owner();
    const content = `${CONTENT}\n- Wrote  the the unit tests`;
    const start = content.indexOf('- Wrote');
    const res = await assist(as, id, { action: 'grammar', start, end: content.length, content });
    expect(res.statusCode).toBe(200);
    expect(res.json().suggestion).toBe('- Wrote the unit tests');
    expect(llm.requests.at(-1)?.user).toContain('Section: Skills');
  });

  it("answers the same 404 for another person's, a missing and a malformed id; 401 signed out", async () => {
    const ada = await owner();
    const bola = await owner();
    const before = llm.requests.length;
    for (const id of [bola.id, randomUUID(), 'not-an-id', '1']) {
      const res = await assist(ada.as, id, stronger);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(DOCUMENT_MESSAGES.notFound);
    }
    const anonymous = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/documents/${ada.id}/assist`,
      payload: stronger,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(llm.requests.length).toBe(before);
    expect(await assistRows(env.ctx.deps.db, bola.id)).toEqual([]);
  });

  it('refuses bad offsets, an unknown action and a missing keyword with a 400 sentence', async () => {
    const { id, as } = await owner();
    const before = llm.requests.length;
    const cases: Array<[unknown, string]> = [
      [{ action: 'stronger', start: 0, end: CONTENT.length + 1 }, SELECTION_MESSAGES.offsets],
      [{ action: 'stronger', start: 10, end: 10 }, SELECTION_MESSAGES.empty],
      [{ action: 'stronger', start: 10, end: 5 }, SELECTION_MESSAGES.empty],
      [{ action: 'stronger', start: 0, end: 1_501, content: 'x'.repeat(2_000) }, SELECTION_MESSAGES.tooLong],
      [{ action: 'stronger', start: 1.5, end: 20 }, SELECTION_MESSAGES.offsets],
      [{ action: 'stronger', start: '1', end: 20 }, SELECTION_MESSAGES.offsets],
      [{ action: 'stronger', start: -1, end: 20 }, SELECTION_MESSAGES.offsets],
      [{ action: 'stronger', start: 0, end: 3, content: '   \nabc' }, SELECTION_MESSAGES.empty],
      [{ action: 'longer', start: START, end: END }, SELECTION_MESSAGES.action],
      [{ start: START, end: END }, SELECTION_MESSAGES.action],
      [{ action: 'keyword', start: START, end: END }, SELECTION_MESSAGES.keywordRequired],
      [{ action: 'keyword', start: START, end: END, keyword: '  ' }, SELECTION_MESSAGES.keywordRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await assist(as, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(llm.requests.length).toBe(before);
    expect(await assistRows(env.ctx.deps.db, id)).toEqual([]);
  });

  it('refuses a keyword the person’s own source does not support with 422, before any model call', async () => {
    const { id, as } = await owner();
    const before = llm.requests.length;
    const res = await assist(as, id, { action: 'keyword', start: START, end: END, keyword: 'Kubernetes' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(SELECTION_MESSAGES.keywordUnsupported('Kubernetes'));
    expect(llm.requests.length).toBe(before);
    expect(await assistRows(env.ctx.deps.db, id)).toEqual([]);

    // A keyword the source names (its plural, another case) is worked in.
    const ok = await assist(as, id, { action: 'keyword', start: START, end: END, keyword: 'graphql' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().suggestion).toContain('using graphql');
    expect(llm.requests.at(-1)?.user).toContain('Keyword to work in: graphql');

    // A document without any source supports no keyword.
    const bare = await owner(null);
    const none = await assist(bare.as, bare.id, {
      action: 'keyword',
      start: START,
      end: END,
      keyword: 'React',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(SELECTION_MESSAGES.keywordUnsupported('React'));
  });

  it('marks a claim the suggestion adds that the source does not support', async () => {
    const { id, as } = await owner();
    llm.options.answer = () => '- Mentored two developers at Zenith Bank and cut release time by 40%';
    const res = await assist(as, id, stronger);
    expect(res.statusCode).toBe(200);
    const { suggestion, claims } = res.json() as {
      suggestion: string;
      claims: Array<{ kind: string; value: string; start: number; end: number }>;
    };
    expect(claims).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'employer', value: 'Zenith Bank' }),
        expect.objectContaining({ kind: 'percentage', value: '40%' }),
      ]),
    );
    for (const claim of claims) expect(suggestion.slice(claim.start, claim.end)).toBe(claim.value);
  });

  it("refuses a free trial's 11th suggestion of the day with 429; a paid plan goes on", async () => {
    const trial = await owner();
    for (let i = 0; i < 10; i += 1)
      expect((await assist(trial.as, trial.id, stronger)).statusCode, `#${i + 1}`).toBe(200);
    const before = llm.requests.length;
    const over = await assist(trial.as, trial.id, stronger);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: SELECTION_MESSAGES.fairUse(10) });
    expect(llm.requests.length).toBe(before);

    const paid = await owner();
    await env.ctx.deps.db
      .updateTable('users')
      .set({ subscription_plan: 'jjc', subscription_status: 'active' })
      .where('id', '=', paid.user.id)
      .execute();
    // Ten of today already (kept as the model answered them), then the 11th goes on.
    await sql`insert into document_assists (run_id, user_id, document_id, action, selection, suggestion)
      select gen_random_uuid(), ${paid.user.id}, ${paid.id}, 'shorter', 'x', 'y' from generate_series(1, 10)`.execute(
      env.ctx.deps.db,
    );
    expect((await assist(paid.as, paid.id, stronger)).statusCode).toBe(200);
  });

  it('keeps the limit when requests arrive side by side', async () => {
    const trial = await owner();
    await sql`insert into document_assists (run_id, user_id, document_id, action, selection, suggestion)
      select gen_random_uuid(), ${trial.user.id}, ${trial.id}, 'shorter', 'x', 'y' from generate_series(1, 8)`.execute(
      env.ctx.deps.db,
    );
    const results = await Promise.all(Array.from({ length: 4 }, () => assist(trial.as, trial.id, stronger)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(2);
    expect((await assistRows(env.ctx.deps.db, trial.id)).length).toBe(10);
  });

  it('does not count a failed model call or an empty answer', async () => {
    const { id, as } = await owner();
    llm.failNext(500);
    const failed = await assist(as, id, stronger);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(MODEL_FAILURE_MESSAGES.server_error);
    llm.options.answer = () => '```\n```';
    const empty = await assist(as, id, stronger);
    expect(empty.statusCode).toBe(502);
    expect(empty.json().message).toBe(SELECTION_MESSAGES.emptyAnswer);
    expect(await assistRows(env.ctx.deps.db, id)).toEqual([]);
  });

  it('uses the administrator’s active selection help prompt', async () => {
    const { id, as } = await owner();
    const custom = 'You rewrite one selected bullet of a resume. Answer with the new bullet only.';
    await env.ctx.deps.db
      .insertInto('prompts')
      .values({ type: 'selection_help', system_prompt: custom, is_active: true })
      .execute();
    try {
      expect((await assist(as, id, stronger)).statusCode).toBe(200);
      expect(llm.requests.at(-1)?.system).toBe(custom);
    } finally {
      await env.ctx.deps.db.deleteFrom('prompts').where('type', '=', 'selection_help').execute();
    }
  });
});

describe('documents.selectionHelp', () => {
  it('streams the tokens as they are written, then the suggestion', async () => {
    llm.options.tokensPerSecond = 200;
    const { id, token } = await owner();
    const caller = await callerWithToken(env.ctx.deps, token);
    const events: SelectionAssistEvent[] = [];
    for await (const event of await caller.documents.selectionHelp.stream({ id, ...stronger }))
      events.push(event);
    const tokens = events.filter((e) => e.type === 'token');
    expect(tokens.length).toBeGreaterThan(3);
    expect(events.slice(0, -1).every((e) => e.type === 'token')).toBe(true);
    const last = events.at(-1);
    expect(last).toEqual({
      type: 'done',
      suggestion:
        '- Strengthened team delivery: mentored two junior developers and improved the release process',
      claims: [],
    });
    expect(tokens.map((e) => (e.type === 'token' ? e.text : '')).join('')).toBe(
      last?.type === 'done' ? last.suggestion : '',
    );

    llm.failNext(500);
    const failed: SelectionAssistEvent[] = [];
    for await (const event of await caller.documents.selectionHelp.stream({ id, ...stronger }))
      failed.push(event);
    expect(failed.at(-1)).toEqual({
      type: 'error',
      code: 'MODEL_FAILED',
      message: MODEL_FAILURE_MESSAGES.server_error,
    });
  });

  it('waits for the answer, and refuses what REST refuses', async () => {
    const ada = await owner();
    const bola = await owner();
    const caller = await callerWithToken(env.ctx.deps, ada.token);
    const result = await caller.documents.selectionHelp.wait({ id: ada.id, ...stronger });
    expect(result.suggestion).toMatch(/^- Strengthened/);
    expect((await trpcError(caller.documents.selectionHelp.wait({ id: bola.id, ...stronger }))).code).toBe(
      'NOT_FOUND',
    );
    const unsupported = await trpcError(
      caller.documents.selectionHelp.wait({
        id: ada.id,
        action: 'keyword',
        start: START,
        end: END,
        keyword: 'Kubernetes',
      }),
    );
    expect(unsupported.message).toBe(SELECTION_MESSAGES.keywordUnsupported('Kubernetes'));
  });
});

describe('the admin console’s Selection Help prompt', () => {
  it('saves versions, lists its history, rolls back, serves its default and tests a draft', async () => {
    const admin = await signInAs(env.ctx, 'admin');
    const defaults = await admin.caller.admin.prompts.defaults();
    expect(defaults.selection_help).toBe(DEFAULT_SELECTION_HELP_PROMPT);
    const first = await admin.caller.admin.prompts.save({
      type: 'selection_help',
      systemPrompt: 'Rewrite the selected bullet only. Version one of the selection prompt.',
    });
    const second = await admin.caller.admin.prompts.save({
      type: 'selection_help',
      systemPrompt: 'Rewrite the selected bullet only. Version two of the selection prompt.',
    });
    expect([first.version, second.version]).toEqual([1, 2]);
    const history = await admin.caller.admin.prompts.history({ type: 'selection_help' });
    expect(history.map((p) => [p.version, p.isActive])).toEqual([
      [2, true],
      [1, false],
    ]);
    await admin.caller.admin.prompts.activate({ id: first.id, type: 'selection_help' });
    const { id, as } = await owner();
    expect((await assist(as, id, stronger)).statusCode).toBe(200);
    expect(llm.requests.at(-1)?.system).toBe(first.systemPrompt);
    // The other types are untouched.
    expect(await admin.caller.admin.prompts.history({ type: 'cover_letter' })).toEqual([]);

    const { testId } = await admin.caller.admin.prompts.test({
      type: 'selection_help',
      systemPrompt: 'Rewrite the selected bullet only. A draft under test.',
      testData: { selection: '- Wrote weekly SQL reports on churn', selectionAction: 'shorter' },
    });
    let last: PromptTestEvent | undefined;
    for await (const event of await admin.caller.admin.prompts.watchTest({ testId })) {
      last = event;
      if (event.type === 'done' || event.type === 'failed') break;
    }
    expect(last?.type).toBe('done');
    const request = llm.requests.at(-1);
    expect(request?.user).toContain('Action: shorter');
    expect(request?.user).toContain('<<<SELECTION\n- Wrote weekly SQL reports on churn');
    // Empty fields take the sample: Chidi's resume is the source.
    expect(request?.user).toContain('Chidi Okafor');
    if (last?.type === 'done') expect(last.result.output).toMatch(/^- Wrote weekly/);
    const logged = await env.ctx.deps.db
      .selectFrom('ai_call_logs')
      .select(['kind', 'purpose'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({ kind: 'prompt_test', purpose: 'selection_help' });
    await env.ctx.deps.db.deleteFrom('prompts').where('type', '=', 'selection_help').execute();
  });
});

describe('without an AI provider', () => {
  let bare: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare.close();
  });

  it('answers 503 with a sentence, and counts nothing', async () => {
    const signed = await signInTestUser(bare);
    const id = await insertDocument(bare.deps.db, signed.user.id);
    const res = await asBearer(
      bare.app,
      signed.token,
    )({
      method: 'POST',
      url: `/api/documents/${id}/assist`,
      payload: stronger,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(SELECTION_MESSAGES.aiUnavailable);
    expect(await assistRows(bare.deps.db, id)).toEqual([]);
  });
});
