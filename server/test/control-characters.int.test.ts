import { TEXT_MESSAGES } from '@app/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { updateDocument } from '../src/modules/documents/documents.service.js';
import { type SignedIn, signInAs } from './helpers/admin.js';
import { insertTestDocument, RESUME } from './helpers/documents.js';
import { fixture, multipart } from './helpers/generation-env.js';
import { plainImage } from './helpers/profile.js';
import { supportForm } from './helpers/support.js';
import { createTestApp } from './helpers/test-deps.js';

// Issue 27, hole 6: a NUL (U+0000) in any text input was a 500 with a stack in the logs
// ("invalid byte sequence for encoding UTF8: 0x00"), since PostgreSQL cannot store it. Every text
// input now refuses it (and the other characters no one can type or use) with a 400 and one
// sentence, through the shared schemas, on REST and tRPC alike; nothing is stored.

const UNUSABLE = TEXT_MESSAGES.unusableCharacter;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  // A provider is configured (nothing listens there): /api/generate gets as far as storing the
  // generation, which is where a NUL used to fail.
  ctx = await createTestApp({
    OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:9/v1',
    OPENAI_COMPATIBLE_MODEL: 'fake-writer',
  });
  user = await signInAs(ctx, 'user', { fullName: 'Ada Obi' });
  admin = await signInAs(ctx, 'admin', { fullName: 'Bola Admin' });
});
afterAll(async () => {
  await ctx?.close();
});

/** A REST answer: 400 with the sentence in both `error` and `message`. */
function expectRefusedRest(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.message).toBe(UNUSABLE);
  expect(body.error).toBe(UNUSABLE);
}

/** A tRPC answer over HTTP: BAD_REQUEST, httpStatus 400, the sentence as the message. */
function expectRefusedTrpc(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json();
  expect(error.message).toBe(UNUSABLE);
  expect(error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, appCode: 'VALIDATION_FAILED' });
}

const trpcMutation = (who: SignedIn, path: string, input: unknown) =>
  who.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
const trpcQuery = (who: SignedIn, path: string, input: unknown) =>
  who.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` });
const postForm = (who: SignedIn, url: string, form: ReturnType<typeof supportForm>) =>
  who.inject({ method: 'POST', url, payload: form.payload, headers: form.headers } as InjectOptions);

const storedContent = async (id: string) =>
  (await ctx.deps.db.selectFrom('documents').select('content').where('id', '=', id).executeTakeFirstOrThrow())
    .content;
const supportBodies = async (userId: string) =>
  (
    await ctx.deps.db
      .selectFrom('support_messages')
      .select('body')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute()
  ).map((r) => r.body);

describe('a NUL in a text input is a 400 with a sentence, and nothing is stored', () => {
  it('document save, REST and tRPC: the previous text stays', async () => {
    const doc = await insertTestDocument(ctx.deps.db, user.user.id);
    const rest = await user.inject({
      method: 'PUT',
      url: `/api/documents/${doc.id}`,
      payload: { content: `${RESUME}\n- Led a team\u0000 of five` },
    });
    expectRefusedRest(rest);
    expectRefusedTrpc(
      await trpcMutation(user, 'documents.update', { id: doc.id, content: `Dear team,\u0000 hello` }),
    );
    expect(await storedContent(doc.id)).toBe(RESUME);

    // Tabs and line breaks (CRLF too) are text people write: still saved.
    const fine = await user.inject({
      method: 'PUT',
      url: `/api/documents/${doc.id}`,
      payload: { content: `${RESUME}\r\n-\tLed a team of five` },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('support message, REST (multipart) and tRPC', async () => {
    const writer = await signInAs(ctx, 'user');
    expectRefusedRest(
      await postForm(writer, '/api/support/message', supportForm({ message: 'My download\u0000 fails' })),
    );
    expectRefusedRest(
      await postForm(
        writer,
        '/api/support/message',
        supportForm({ message: 'My download fails', currentPage: '/documents\u0000' }),
      ),
    );
    expectRefusedTrpc(await trpcMutation(writer, 'support.send', { message: 'Hello\u0000 there' }));
    expectRefusedTrpc(
      await trpcMutation(writer, 'support.send', { message: 'Hello', userAgent: 'Firefox\u0000' }),
    );
    expect(await supportBodies(writer.user.id)).toEqual([]);
  });

  it('admin support reply, REST (multipart) and tRPC', async () => {
    const asker = await signInAs(ctx, 'user');
    const asked = await postForm(asker, '/api/support/message', supportForm({ message: 'Help me please' }));
    expect(asked.statusCode, asked.body).toBe(200);
    expectRefusedRest(
      await postForm(
        admin,
        `/api/admin/support/conversations/${asker.user.id}/message`,
        supportForm({ message: 'Try again\u0000 now' }),
      ),
    );
    expectRefusedTrpc(
      await trpcMutation(admin, 'support.admin.reply', { userId: asker.user.id, message: 'Try\u0000 again' }),
    );
    expect(await supportBodies(asker.user.id)).toEqual(['Help me please']);
  });

  it('/api/generate (multipart fields): no generation is stored', async () => {
    const fields = {
      jobTitle: 'Backend\u0000 Engineer',
      companyName: 'Flutterwave',
      jobDescription: 'Build payment systems with TypeScript and PostgreSQL.',
      generateCoverLetter: 'true',
      optimizeResume: 'false',
    };
    const body = await multipart(fields);
    const res = await user.inject({
      method: 'POST',
      url: '/api/generate',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expectRefusedRest(res);
    const described = await multipart({
      ...fields,
      jobTitle: 'Backend Engineer',
      jobDescription: 'x\u0000'.repeat(10),
    });
    expectRefusedRest(
      await user.inject({
        method: 'POST',
        url: '/api/generate',
        headers: { 'content-type': described.contentType },
        payload: described.payload,
      }),
    );
    expectRefusedTrpc(
      await trpcMutation(user, 'generation.start', {
        ...fields,
        generateCoverLetter: true,
        optimizeResume: false,
      }),
    );
    const rows = await ctx.deps.db
      .selectFrom('generations')
      .select('id')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('profile LinkedIn field, REST and tRPC: the stored profile stays', async () => {
    const person = await signInAs(ctx, 'user', { fullName: 'Chidi Okafor' });
    const patch = (body: unknown) =>
      person.inject({ method: 'PATCH', url: '/api/profile', payload: body as object });
    expect(
      (
        await patch({
          firstName: 'Chidi',
          lastName: 'Okafor',
          linkedinProfile: 'https://linkedin.com/in/chidi',
        })
      ).statusCode,
    ).toBe(200);
    expectRefusedRest(
      await patch({
        firstName: 'Chidi',
        lastName: 'Okafor',
        linkedinProfile: 'https://linkedin.com/in/chi\u0000di',
      }),
    );
    expectRefusedTrpc(
      await trpcMutation(person, 'profile.update', {
        firstName: 'Chidi',
        lastName: 'Okafor',
        linkedinProfile: 'https://linkedin.com/in/\u0000',
      }),
    );
    const stored = await ctx.deps.db
      .selectFrom('users')
      .select(['linkedin_profile', 'first_name'])
      .where('id', '=', person.user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ linkedin_profile: 'https://linkedin.com/in/chidi', first_name: 'Chidi' });
  });

  it('admin user search, REST (query string) and tRPC', async () => {
    expectRefusedRest(await admin.inject({ method: 'GET', url: '/api/admin/users?search=ada%00obi' }));
    expectRefusedTrpc(await trpcQuery(admin, 'admin.users.list', { search: 'ada\u0000' }));
    // The same search without it works.
    const fine = await admin.inject({ method: 'GET', url: '/api/admin/users?search=ada' });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe('the other characters no one can use are refused the same way', () => {
  it.each([
    ['U+0001', '\u0001'],
    ['U+0008 backspace', '\u0008'],
    ['U+001B escape', '\u001b'],
    ['U+007F delete', '\u007f'],
    ['U+0085 (C1)', '\u0085'],
    ['U+FFFF', '\uffff'],
    ['a lone surrogate', '\ud800'],
  ])('%s', async (_name, character) => {
    const doc = await insertTestDocument(ctx.deps.db, user.user.id);
    expectRefusedTrpc(
      await trpcMutation(user, 'documents.update', { id: doc.id, content: `Dear team,${character} hello` }),
    );
    expect(await storedContent(doc.id)).toBe(RESUME);
  });
});

describe('where a text reaches PostgreSQL without a schema', () => {
  it('an uploaded file’s name is the browser’s: cleaned, and the upload goes through', async () => {
    const resume = await multipart({}, { name: 'cv\u0000 final.pdf', content: fixture('john_doe.pdf') });
    const uploaded = await user.inject({
      method: 'POST',
      url: '/api/files/resume',
      headers: { 'content-type': resume.contentType },
      payload: resume.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().filename).toBe('cv final.pdf');

    const writer = await signInAs(ctx, 'user');
    const sent = await postForm(
      writer,
      '/api/support/message',
      supportForm(
        { message: 'See the screenshot' },
        { filename: 'screen\u0000.png', type: 'image/png', content: await plainImage('png') },
      ),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().supportMessage.metadata.imageAttachment.originalName).toBe('screen.png');
  });

  it('a NUL that gets past the schemas is still a 400 with the sentence, not a 500', async () => {
    const doc = await insertTestDocument(ctx.deps.db, user.user.id);
    const error = await updateDocument(ctx.deps, { userId: user.user.id }, doc.id, 'Dear\u0000 team').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', userMessage: UNUSABLE });
    expect(await storedContent(doc.id)).toBe(RESUME);
  });
});
