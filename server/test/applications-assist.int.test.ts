import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES, type ApplicationAssistEvent } from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { MODEL_FAILURE_MESSAGES } from '../src/modules/generation/ai/model-errors.js';
import { defaultAnswer } from './fakes/fake-llm.js';
import {
  ASSIST_JOB,
  assistRows,
  insertTestApplication,
  prepAnswer,
  SOURCE_RESUME,
} from './helpers/applications-assist.js';
import { callerWithToken } from './helpers/documents.js';
import { useGenerationApp } from './helpers/generation-env.js';
import { asBearer, trpcError } from './helpers/profile.js';
import { signInTestUser } from './helpers/users.js';

const env = useGenerationApp();
const { llm } = env;

const NOTE = `Subject: Following up on my Frontend Engineer application

Dear Hiring Team,

I applied for the Frontend Engineer role last week and remain very interested. At Flutterwave I led the payments dashboard used by 3,000 merchants.

Could you share the next steps?

Kind regards,
Ada Obi`;

/** The fake model answers a note, or an interview preparation when the prompt asks for one. */
const answers = (prep: () => string = () => prepAnswer()) => {
  llm.options.answer = (system) => (system.includes('interview coach') ? prep() : NOTE);
};

afterEach(() => {
  llm.options.answer = defaultAnswer;
});

async function owner(overrides: Parameters<typeof signInTestUser>[1] = {}) {
  const signed = await signInTestUser(env.ctx, overrides);
  const id = await insertTestApplication(env.ctx.deps.db, signed.user.id, { resumeText: SOURCE_RESUME });
  return { ...signed, id, as: asBearer(env.ctx.app, signed.token) };
}

const followUp = (as: ReturnType<typeof asBearer>, id: string, payload: unknown) =>
  as({ method: 'POST', url: `/api/applications/${id}/follow-up`, payload: payload as object });

describe('POST /api/applications/{id}/follow-up', () => {
  it('writes the note from the application and the resume, stores it and answers {note}', async () => {
    answers();
    const { id, as } = await owner();
    const res = await followUp(as, id, { kind: 'follow_up' });
    expect(res.statusCode).toBe(200);
    const { note } = res.json();
    expect(note).toEqual({ id: expect.any(String), kind: 'follow_up', content: NOTE });
    const prompt = llm.requests.at(-1);
    expect(prompt?.system).toContain('follow-up e-mail');
    expect(prompt?.user).toContain('Job title: Frontend Engineer');
    expect(prompt?.user).toContain('Company: Paystack');
    expect(prompt?.user).toContain('Current status: Applied');
    expect(prompt?.user).toContain('<<<RESUME\nAda Obi');
    expect((await assistRows(env.ctx.deps.db, id)).notes).toEqual([
      { id: note.id, kind: 'follow_up', content: NOTE },
    ]);

    const thanks = await followUp(as, id, { kind: 'thank_you' });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.json().note.kind).toBe('thank_you');
    expect(llm.requests.at(-1)?.system).toContain('thank-you note');
  });

  it("answers the same 404 for another person's, a missing and a malformed id; 401 signed out", async () => {
    answers();
    const ada = await owner();
    const bola = await owner();
    for (const id of [bola.id, randomUUID(), 'not-an-id', '1']) {
      const res = await followUp(ada.as, id, { kind: 'follow_up' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(APPLICATION_MESSAGES.notFound);
      const prep = await ada.as({ method: 'POST', url: `/api/applications/${id}/interview-prep` });
      expect(prep.statusCode, id).toBe(404);
    }
    const anonymous = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${ada.id}/follow-up`,
      payload: { kind: 'follow_up' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await env.ctx.app.inject({ method: 'POST', url: `/api/applications/${ada.id}/interview-prep` }))
        .statusCode,
    ).toBe(401);
    expect((await assistRows(env.ctx.deps.db, bola.id)).notes).toEqual([]);
  });

  it('refuses a bad kind or body with a 400 sentence and writes nothing', async () => {
    const { id, as } = await owner();
    const before = llm.requests.length;
    for (const payload of [{ kind: 'apology' }, {}, { kind: 1 }]) {
      const res = await followUp(as, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(APPLICATION_MESSAGES.kind);
    }
    const notJson = await as({
      method: 'POST',
      url: `/api/applications/${id}/follow-up`,
      payload: '["follow_up"]',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(llm.requests.length).toBe(before);
    expect((await assistRows(env.ctx.deps.db, id)).notes).toEqual([]);
  });
});

describe('POST /api/applications/{id}/interview-prep', () => {
  it('answers 8–10 questions with outlines, and marks what the source does not support', async () => {
    answers(() =>
      prepAnswer([
        'Talk about leading the payments dashboard at Flutterwave used by 3,000 merchants.',
        'Mention your five years as Head of Risk at Zenith Bank, where you cut losses by 40%.',
      ]),
    );
    const { id, as } = await owner();
    const res = await as({ method: 'POST', url: `/api/applications/${id}/interview-prep` });
    expect(res.statusCode).toBe(200);
    const { questions } = res.json().prep;
    expect(questions).toHaveLength(8);
    expect(questions[0]).toEqual({
      question: 'Question 1: why do you want this role at Paystack?',
      outline: 'Talk about leading the payments dashboard at Flutterwave used by 3,000 merchants.',
      claims: [],
    });
    expect(questions[1].claims).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'employer', value: 'Zenith Bank' }),
        expect.objectContaining({ kind: 'percentage', value: '40%' }),
      ]),
    );
    const { preps } = await assistRows(env.ctx.deps.db, id);
    expect(preps).toHaveLength(1);
    expect(preps[0]?.questions).toEqual(questions);
    expect(llm.requests.at(-1)?.system).toContain('JSON only');
  });

  it('asks once more when the answer is not the JSON asked for', async () => {
    let calls = 0;
    answers(() => (++calls === 1 ? 'Here are some questions: 1. Why us?' : prepAnswer()));
    const { id, as } = await owner();
    const res = await as({ method: 'POST', url: `/api/applications/${id}/interview-prep` });
    expect(res.statusCode).toBe(200);
    expect(res.json().prep.questions).toHaveLength(8);
    expect(calls).toBe(2);
    expect(llm.requests.at(-1)?.user).toContain('Your previous answer was not valid.');
  });

  it('fails clearly after a second unusable answer and stores nothing', async () => {
    answers(() => JSON.stringify({ questions: [{ question: 'Why?', outline: 'Because.' }] }));
    const { id, as } = await owner();
    const res = await as({ method: 'POST', url: `/api/applications/${id}/interview-prep` });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(APPLICATION_MESSAGES.prepInvalid);
    expect((await assistRows(env.ctx.deps.db, id)).preps).toEqual([]);
  });
});

describe('model failures and the fair-use limit', () => {
  it('leaves no row when the model fails, says why, and does not count it', async () => {
    answers();
    const { id, as } = await owner();
    llm.failNext(401);
    const failed = await followUp(as, id, { kind: 'follow_up' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(MODEL_FAILURE_MESSAGES.invalid_key);
    llm.failNext('drop');
    const dropped = await as({ method: 'POST', url: `/api/applications/${id}/interview-prep` });
    expect(dropped.statusCode).toBe(502);
    expect(await assistRows(env.ctx.deps.db, id)).toEqual({ notes: [], preps: [] });
    // A free trial's three a day are all still there.
    for (let i = 0; i < 3; i += 1)
      expect((await followUp(as, id, { kind: 'follow_up' })).statusCode).toBe(200);
  });

  it("refuses a free trial's fourth note or preparation of the day with 429; a paid plan goes on", async () => {
    answers();
    const trial = await owner();
    expect((await followUp(trial.as, trial.id, { kind: 'follow_up' })).statusCode).toBe(200);
    expect((await followUp(trial.as, trial.id, { kind: 'thank_you' })).statusCode).toBe(200);
    expect(
      (await trial.as({ method: 'POST', url: `/api/applications/${trial.id}/interview-prep` })).statusCode,
    ).toBe(200);
    const before = llm.requests.length;
    const over = await followUp(trial.as, trial.id, { kind: 'follow_up' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: APPLICATION_MESSAGES.fairUse(3) });
    const overPrep = await trial.as({ method: 'POST', url: `/api/applications/${trial.id}/interview-prep` });
    expect(overPrep.statusCode).toBe(429);
    expect(llm.requests.length).toBe(before);
    // No document credit is taken.
    const credits = await env.ctx.deps.db
      .selectFrom('users')
      .select(['cover_letters_remaining', 'resumes_remaining'])
      .where('id', '=', trial.user.id)
      .executeTakeFirstOrThrow();
    expect(credits).toEqual({ cover_letters_remaining: 2, resumes_remaining: 1 });

    const paid = await owner();
    await env.ctx.deps.db
      .updateTable('users')
      .set({ subscription_plan: 'jjc', subscription_status: 'active' })
      .where('id', '=', paid.user.id)
      .execute();
    for (let i = 0; i < 4; i += 1)
      expect((await followUp(paid.as, paid.id, { kind: 'follow_up' })).statusCode).toBe(200);
  });

  it('keeps the limit when requests arrive side by side', async () => {
    answers();
    const { id, as } = await owner();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => followUp(as, id, { kind: 'follow_up' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect((await assistRows(env.ctx.deps.db, id)).notes).toHaveLength(3);
  });
});

describe('tRPC: applications.writeNote, writeInterviewPrep and the assist subscription', () => {
  it('writes for the owner and refuses anyone else', async () => {
    answers();
    const ada = await owner();
    const bola = await owner();
    const caller = await callerWithToken(env.ctx.deps, ada.token);
    const note = await caller.applications.writeNote({ id: ada.id, kind: 'thank_you' });
    expect(note).toMatchObject({ kind: 'thank_you', content: NOTE });
    const prep = await caller.applications.writeInterviewPrep({ id: ada.id });
    expect(prep.questions).toHaveLength(8);
    expect((await trpcError(caller.applications.writeNote({ id: bola.id, kind: 'follow_up' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await trpcError(caller.applications.writeInterviewPrep({ id: bola.id }))).code).toBe('NOT_FOUND');
  });

  it('streams the tokens as they are written, then the saved note', async () => {
    answers();
    llm.options.tokensPerSecond = 400;
    const { id, token } = await owner();
    const caller = await callerWithToken(env.ctx.deps, token);
    const events: ApplicationAssistEvent[] = [];
    for await (const event of await caller.applications.assist({ id, kind: 'follow_up' })) events.push(event);
    llm.options.tokensPerSecond = 2_000;
    const tokens = events.filter((e) => e.type === 'token');
    expect(tokens.length).toBeGreaterThan(3);
    expect(events.slice(0, -1).every((e) => e.type === 'token')).toBe(true);
    const last = events.at(-1);
    expect(last?.type).toBe('note');
    if (last?.type !== 'note') return;
    expect(tokens.map((e) => (e.type === 'token' ? e.text : '')).join('')).toBe(NOTE);
    expect(last.note).toMatchObject({ kind: 'follow_up', content: NOTE });
    expect((await assistRows(env.ctx.deps.db, id)).notes.map((n) => n.id)).toEqual([last.note.id]);
  });

  it('streams an interview preparation and ends with it; a failure ends with an error event', async () => {
    answers();
    const { id, token } = await owner();
    const caller = await callerWithToken(env.ctx.deps, token);
    const events: ApplicationAssistEvent[] = [];
    for await (const event of await caller.applications.assist({ id, kind: 'interview_prep' }))
      events.push(event);
    const last = events.at(-1);
    expect(last?.type).toBe('prep');
    if (last?.type === 'prep') expect(last.prep.questions[0]?.question).toContain('Paystack');

    llm.failNext(500);
    const failed: ApplicationAssistEvent[] = [];
    for await (const event of await caller.applications.assist({ id, kind: 'thank_you' })) failed.push(event);
    expect(failed.at(-1)).toEqual({
      type: 'error',
      code: 'MODEL_FAILED',
      message: MODEL_FAILURE_MESSAGES.server_error,
    });
    expect((await assistRows(env.ctx.deps.db, id)).notes).toEqual([]);
  });

  it('writes without a resume document from the generation source, and with none at all', async () => {
    answers();
    const { user, token } = await signInTestUser(env.ctx);
    const fromSource = await insertTestApplication(env.ctx.deps.db, user.id);
    const caller = await callerWithToken(env.ctx.deps, token);
    await caller.applications.writeNote({ id: fromSource, kind: 'follow_up' });
    expect(llm.requests.at(-1)?.user).toContain('<<<RESUME\nAda Obi');
    const bare = await insertTestApplication(env.ctx.deps.db, user.id, { sourceText: null, status: 'saved' });
    await caller.applications.writeNote({ id: bare, kind: 'follow_up' });
    expect(llm.requests.at(-1)?.user).toContain('<<<RESUME\nNo resume was provided.');
    expect(llm.requests.at(-1)?.user).toContain(ASSIST_JOB.jobDescription);
  });
});
