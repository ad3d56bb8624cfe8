import type { ApplicationSummaryDto } from '@app/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChangeFeed, followChanges } from '../src/db/change-feed.js';
import {
  applicationsListSubscriber,
  listVersionsOf,
} from '../src/modules/applications/applications-list-versions.js';
import { asBearer } from './helpers/http.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';

// With the change feed live, a server knows each person's list version from memory (issue 30,
// speed): a revalidation costs no query. These tests prove the memory is only trusted while the
// database's notifications can reach it: every writer (the API, another process's SQL) moves the
// ETag; with the feed down every answer is read exactly; one person never gets another's list.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let feed: ChangeFeed;
/** Another process's connection: the worker, the admin CLI or psql. */
let other: pg.Client;
/** Like `other`, but its writes fire no trigger, so no notification: only a query can see them. */
let silent: pg.Client;

beforeAll(async () => {
  ctx = await createTestApp({}, { sessionCache: true });
  // As deps.ts does for a server: the versions follow the database's notifications.
  feed = followChanges(ctx.deps.env.DATABASE_URL, [applicationsListSubscriber(ctx.deps.db)], ctx.deps.logger);
  await feed.ready;
  other = new pg.Client({ connectionString: ctx.deps.env.DATABASE_URL });
  await other.connect();
  silent = new pg.Client({ connectionString: ctx.deps.env.DATABASE_URL });
  await silent.connect();
  await silent.query(`set session_replication_role = replica`);
});
afterAll(async () => {
  await silent?.end();
  await other?.end();
  await feed?.close();
  await ctx?.close();
});

const versions = () => listVersionsOf(ctx.deps.db);
const until = (condition: () => Promise<boolean>, timeoutMs: number, what: string) =>
  waitUntil(async () => ((await condition()) ? true : undefined), timeoutMs, what);

const JOB = {
  jobTitle: 'Graduate Trainee',
  companyName: 'Access Bank',
  jobDescription: 'Join our graduate programme: rotations in retail banking, risk and operations.',
};

async function person() {
  const { user, token } = await signInTestUser(ctx);
  const as = asBearer(ctx.app, token);
  const create = async (body: Record<string, unknown> = {}): Promise<ApplicationSummaryDto> => {
    const res = await as({ method: 'POST', url: '/api/applications', payload: { ...JOB, ...body } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().application;
  };
  const get = (headers: Record<string, string> = {}) =>
    as({ method: 'GET', url: '/api/applications', headers });
  const read = async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    return {
      etag: res.headers.etag as string,
      applications: res.json().applications as ApplicationSummaryDto[],
    };
  };
  const caller = callerFor(ctx.deps, { id: 's', expiresAt: new Date(), token: 't', via: 'bearer', user });
  /** Reads until the user's version is held in memory (the sign-in's own writes may still notify). */
  const known = async () => {
    await until(
      async () => {
        await read();
        return versions().peek(user.id) !== undefined;
      },
      5_000,
      'the version kept in memory',
    );
    return read();
  };
  return { user, as, create, get, read, caller, known };
}

describe('the applications list with the change feed', () => {
  it('answers from memory while nothing is heard: a write that notifies nobody is not seen', async () => {
    const p = await person();
    const app = await p.create();
    const { etag } = await p.known();
    // Triggers off for this one write: only a query could see it, and none is made.
    await silent.query(`update applications set company_name = 'Unseen Ltd' where id = $1`, [app.id]);
    const res = await p.get({ 'if-none-match': etag });
    expect(res.statusCode).toBe(304);
    expect((await p.caller.applications.list({}))[0]?.companyName).toBe('Access Bank');
    // The next write that notifies brings both.
    await other.query(`update applications set job_title = 'Trainee' where id = $1`, [app.id]);
    await until(async () => (await p.get({ 'if-none-match': etag })).statusCode === 200, 2_000, 'a new ETag');
    const [listed] = await p.caller.applications.list({});
    expect(listed).toMatchObject({ companyName: 'Unseen Ltd', jobTitle: 'Trainee' });
  });

  it("moves the ETag (REST) and the board's list (tRPC) after a change by any writer", async () => {
    const p = await person();
    const app = await p.create();
    let { etag } = await p.known();
    const step = async (
      sql: string,
      params: unknown[],
      check: (a: ApplicationSummaryDto | undefined) => void,
    ) => {
      await other.query(sql, params);
      await until(async () => (await p.get({ 'if-none-match': etag })).statusCode === 200, 2_000, sql);
      const next = await p.read();
      expect(next.etag).not.toBe(etag);
      check(next.applications.find((a) => a.id === app.id));
      check((await p.caller.applications.list({})).find((a) => a.id === app.id));
      // Known again, then current: 304.
      await p.known();
      expect((await p.get({ 'if-none-match': next.etag })).statusCode).toBe(304);
      etag = next.etag;
    };
    await step(
      `update applications set status = 'applied', status_changed_at = now() where id = $1`,
      [app.id],
      (a) => expect(a?.status).toBe('applied'),
    );
    const doc = await other.query<{ id: string }>(
      `insert into documents (user_id, type, title, content, job_title, company_name, application_id)
       values ($1, 'resume', 'My CV', 'Experienced graduate.', 'Trainee', 'Access Bank', $2) returning id`,
      [p.user.id, app.id],
    );
    const docId = doc.rows[0]?.id;
    await until(async () => (await p.get({ 'if-none-match': etag })).statusCode === 200, 2_000, 'document');
    etag = (await p.known()).etag;
    expect((await p.caller.applications.list({}))[0]?.documents.map((d) => d.id)).toEqual([docId]);
    await step(`update documents set title = 'CV – renamed' where id = $1`, [docId], (a) =>
      expect(a?.documents[0]?.title).toBe('CV – renamed'),
    );
    await step(`update documents set match_score = 81 where id = $1`, [docId], (a) =>
      expect(a?.matchScore).toBe(81),
    );
    await step(
      `insert into user_settings (user_id, follow_up_days) values ($1, 3)
       on conflict (user_id) do update set follow_up_days = 3`,
      [p.user.id],
      (a) => expect(a?.followUpDueAt).not.toBeNull(),
    );
    await step(`update user_settings set follow_up_days = null where user_id = $1`, [p.user.id], (a) =>
      expect(a?.followUpDueAt).toBeNull(),
    );
    await step(`update documents set application_id = null where id = $1`, [docId], (a) =>
      expect(a?.documents).toEqual([]),
    );
    await step(`delete from applications where id = $1`, [app.id], (a) => expect(a).toBeUndefined());
  });

  it("shows the person's own change at once, before the database's notification is heard", async () => {
    const p = await person();
    const app = await p.create();
    const { etag } = await p.known();
    const moved = await p.as({
      method: 'PATCH',
      url: `/api/applications/${app.id}`,
      payload: { status: 'offer' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await p.get({ 'if-none-match': etag });
    expect(res.statusCode).toBe(200);
    expect(res.json().applications[0].status).toBe('offer');
    await p.caller.applications.update({ id: app.id, status: 'rejected' });
    expect((await p.caller.applications.list({}))[0]?.status).toBe('rejected');
  });

  it('reads every version from the database while the feed is down, and keeps them again once it is back', async () => {
    const p = await person();
    const app = await p.create();
    const { etag } = await p.known();
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await until(async () => !versions().isLive, 2_000, 'the feed to drop');
    expect(versions().size).toBe(0);
    // A write nobody is told of: only the exact version can see it, and it does, at once.
    await silent.query(`update applications set company_name = 'While Down Ltd' where id = $1`, [app.id]);
    const res = await p.get({ 'if-none-match': etag });
    expect(res.statusCode).toBe(200);
    expect(res.json().applications[0].companyName).toBe('While Down Ltd');
    expect(versions().peek(p.user.id)).toBeUndefined();
    expect((await p.caller.applications.list({}))[0]?.companyName).toBe('While Down Ltd');
    await silent.query(`update applications set company_name = 'Still Down Ltd' where id = $1`, [app.id]);
    expect((await p.caller.applications.list({}))[0]?.companyName).toBe('Still Down Ltd');
    // Back: kept in memory again.
    await until(async () => versions().isLive, 15_000, 'the feed to come back');
    const back = await p.known();
    expect(back.applications[0]?.companyName).toBe('Still Down Ltd');
    expect((await p.get({ 'if-none-match': back.etag })).statusCode).toBe(304);
  });

  it("never gives one person another's list, nor a 304 to another's ETag", async () => {
    const a = await person();
    const b = await person();
    const mine = await a.create({ jobTitle: 'Accountant' });
    const theirs = await b.create({ jobTitle: 'Nurse' });
    const fromA = await a.known();
    const fromB = await b.known();
    expect(fromA.applications.map((x) => x.id)).toEqual([mine.id]);
    expect(fromB.applications.map((x) => x.id)).toEqual([theirs.id]);
    expect(fromA.etag).not.toBe(fromB.etag);
    const crossed = await b.get({ 'if-none-match': fromA.etag });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().applications.map((x: ApplicationSummaryDto) => x.id)).toEqual([theirs.id]);
    expect((await a.caller.applications.list({})).map((x) => x.id)).toEqual([mine.id]);
    expect((await b.caller.applications.list({})).map((x) => x.id)).toEqual([theirs.id]);
    // A change of one person moves only their own version.
    await other.query(`update applications set job_title = 'Senior Nurse' where id = $1`, [theirs.id]);
    await until(
      async () => (await b.get({ 'if-none-match': fromB.etag })).statusCode === 200,
      2_000,
      'b changed',
    );
    expect((await a.get({ 'if-none-match': fromA.etag })).statusCode).toBe(304);
  });

  it('does not let the board change the list it is given', async () => {
    const p = await person();
    await p.create();
    const listed = await p.caller.applications.list({});
    expect(() => {
      (listed[0] as { jobTitle: string }).jobTitle = 'Changed';
    }).toThrow(TypeError);
    expect((await p.caller.applications.list({}))[0]?.jobTitle).toBe(JOB.jobTitle);
  });
});
